/**
 * One match as the simulator runs it: maps real time to the match's elapsed time (start time, speed, fast-forward
 * offset), reads the script there, and turns what happened since the last call into feed events.
 */

import { FeedControlError, type FinalScore } from '../../adapter';
import type { NameContext } from '../../i18n/names';
import { marketKey } from '../../markets/specifier';
import {
  FEED_MATCH_STATUS,
  type FeedEvent,
  type FeedMarket,
  type FeedMarketResult,
  type FeedMatchFixture,
  type FeedMatchSnapshot,
  type FeedMatchState,
  type Provider,
} from '../../types';
import { Rng } from '../prng';
import type { MatchScript, Progress, SportEngine } from '../sports/engine';
import { slugify } from '../world/catalogue';
import type { MatchSeed } from '../world/schedule';
import { buildMarkets, forcedKey, type MarketMode, type MarketNames, sameMarket } from './market-builder';
import { oddsEvent, type Runtime, type RuntimeContext, refsOf, statusEvent } from './runtime';
import {
  clockAt,
  eventsBy,
  inWindow,
  momentsBetween,
  NOT_STARTED,
  progressAt,
  type Window,
  windowsOf,
} from './timeline';

type Phase = 'prematch' | 'live' | 'finished' | 'closed';

const VENUES: Readonly<Record<string, string>> = {
  football: 'Stadium',
  basketball: 'Arena',
  'ice-hockey': 'Ice Arena',
  cricket: 'Cricket Ground',
};

function fixtureOf(seed: MatchSeed): FeedMatchFixture {
  const { home, away, tournament } = seed;
  const venue = VENUES[seed.sport.key];
  return {
    type: 'match',
    urn_id: seed.urn,
    slug: slugify(`${home.name}-${away.name}-${seed.number}`),
    name: `${home.name} vs ${away.name}`,
    provider: seed.sport.provider,
    sport_key: seed.sport.key,
    category_urn_id: tournament.category.urn_id,
    tournament_urn_id: tournament.feed.urn_id,
    start_time: seed.start,
    home: {
      urn_id: home.urn_id,
      name: home.name,
      abbreviation: home.abbreviation,
      country_code: home.country_code,
    },
    away: {
      urn_id: away.urn_id,
      name: away.name,
      abbreviation: away.abbreviation,
      country_code: away.country_code,
    },
    venue: venue && home.town ? { stadium: `${home.town} ${venue}`, city: home.town } : null,
  };
}

export class MatchRuntime<P, S> implements Runtime {
  readonly urn: string;
  readonly provider: Provider;
  private fixture: FeedMatchFixture;
  private readonly params: P;
  private readonly names: NameContext;
  private startAt: number;
  /** Elapsed seconds added by fast-forwarding. */
  private offset = 0;
  private script: MatchScript<S> | null = null;
  private windows: Window[] = [];
  private lastTime: number;
  private phase: Phase = 'prematch';
  private abandoned = false;
  /** Scripted events applied so far. */
  private index = 0;
  private suspended = false;
  private emitted = new Map<string, FeedMarket>();
  private cache: { key: string; markets: FeedMarket[] } | null = null;
  private readonly nameCache = new Map<string, MarketNames>();
  private readonly forced = new Map<string, number>();
  private readonly manual = new Set<string>();
  private version = 0;
  private finalState: S | null = null;
  private results: FeedMarketResult[] | null = null;
  private closeAt = Number.POSITIVE_INFINITY;

  constructor(
    private readonly seed: MatchSeed,
    private readonly engine: SportEngine<P, S>,
    private readonly ctx: RuntimeContext,
  ) {
    this.urn = seed.urn;
    this.provider = seed.sport.provider;
    this.params = engine.params(seed.home.rating, seed.away.rating, Rng.of(seed.seed, 'params'));
    this.fixture = fixtureOf(seed);
    this.names = { home: seed.home.name, away: seed.away.name };
    this.startAt = seed.start;
    this.lastTime = seed.announce;
  }

  get closed(): boolean {
    return this.phase === 'closed';
  }

  private elapsed(t: number): number {
    return ((t - this.startAt) * this.ctx.speed) / 1000 + this.offset;
  }

  private real(e: number): number {
    return this.startAt + ((e - this.offset) * 1000) / this.ctx.speed;
  }

  private ensureScript(): MatchScript<S> {
    if (!this.script) this.useScript(this.engine.script(this.params, Rng.of(this.seed.seed, 'script')));
    if (!this.script) throw new Error('no script');
    return this.script;
  }

  private useScript(script: MatchScript<S>): void {
    // Suspend from a few match seconds (at least a real second) before a danger to a little after it.
    const speed = this.ctx.speed;
    this.script = script;
    this.windows = windowsOf(script.dangers, Math.max(20, speed), Math.max(40, 2 * speed), script.end);
  }

  private state(): S {
    if (this.finalState) return this.finalState;
    const event = this.script?.events[this.index - 1];
    return event ? event.state : this.engine.initial(this.params);
  }

  private progress(e: number): Progress {
    if (this.phase === 'prematch' || !this.script) return NOT_STARTED;
    return progressAt(this.script, this.phase === 'live' ? e : Math.max(e, this.script.end));
  }

  private mode(): MarketMode {
    if (this.phase === 'finished') return 'settled';
    if (this.phase === 'closed') return this.abandoned ? 'cancelled' : 'settled';
    return this.suspended ? 'suspended' : 'open';
  }

  private markets(e: number): FeedMarket[] {
    const progress = this.progress(e);
    // Prices move per match minute (and per event), so every reading within a minute shows the same prices.
    const pricing = { ...progress, clock: Math.floor(progress.clock / 60) * 60 };
    const mode = this.mode();
    const key = `${mode}|${this.index}|${pricing.segment}|${pricing.clock}|${pricing.ended}|${this.version}`;
    if (this.cache?.key === key) return this.cache.markets;
    const quotes = this.engine.quote(this.params, this.state(), pricing);
    const markets = buildMarkets(quotes, {
      mode,
      names: this.names,
      manual: this.manual,
      forced: this.forced,
      nameCache: this.nameCache,
    });
    this.cache = { key, markets };
    return markets;
  }

  private matchState(e: number, at: number): FeedMatchState {
    const progress = this.progress(e);
    const view = this.engine.view(this.state(), progress);
    const status = {
      prematch: FEED_MATCH_STATUS.prematch,
      live: FEED_MATCH_STATUS.live,
      finished: FEED_MATCH_STATUS.finished,
      closed: FEED_MATCH_STATUS.closed,
    }[this.phase];
    const phase = this.abandoned
      ? 'abandoned'
      : this.phase === 'prematch'
        ? 'not_started'
        : this.phase === 'live'
          ? progress.inBreak
            ? 'break'
            : 'in_play'
          : 'ended';
    const clock =
      this.script && progress.started
        ? clockAt(this.script, progress, this.engine.clock, this.engine.maxPeriods, at, this.ctx.speed)
        : null;
    return {
      status,
      phase,
      period_number: progress.started ? progress.period : null,
      max_period_number: this.engine.maxPeriods,
      clock,
      total_score: progress.started ? view.total : null,
      period_scores: view.periods,
      game_score: this.phase === 'live' ? view.gameScore : null,
      current_server: this.phase === 'live' ? view.server : null,
      innings: progress.started ? view.innings : null,
      winner: view.winner,
    };
  }

  init(t: number): boolean {
    this.lastTime = t;
    if (t < this.startAt) {
      this.remember(this.markets(this.elapsed(t)));
      return true;
    }
    const script = this.ensureScript();
    const e = this.elapsed(t);
    if (e >= script.end) {
      this.closeAt = this.real(script.end) + this.ctx.retentionMs;
      if (this.closeAt <= t) return false;
      this.index = script.events.length;
      this.phase = 'finished';
      this.finalState = this.state();
      this.results = this.engine.settle(this.params, this.finalState);
      return true;
    }
    this.phase = 'live';
    this.index = eventsBy(script, e);
    this.suspended = inWindow(this.windows, e);
    this.remember(this.markets(e));
    return true;
  }

  closedBy(t: number): boolean {
    if (t < this.startAt) return false;
    return this.real(this.ensureScript().end) + this.ctx.retentionMs <= t;
  }

  announce(at: number): FeedEvent[] {
    this.lastTime = at;
    const markets = this.markets(this.elapsed(at));
    this.remember(markets);
    return [
      { type: 'fixture_changed', at, change: 'new', fixture: this.fixture },
      ...oddsEvent(at, this.urn, markets),
    ];
  }

  advance(now: number): FeedEvent[] {
    if (now <= this.lastTime || this.phase === 'closed') return [];
    const events = this.process(this.elapsed(this.lastTime), this.elapsed(now), now);
    this.lastTime = now;
    return events;
  }

  private remember(markets: readonly FeedMarket[]): void {
    this.emitted = new Map(markets.map((m) => [marketKey(m.id, m.specifier), m]));
  }

  private process(lo: number, hi: number, now: number): FeedEvent[] {
    const out: FeedEvent[] = [];
    const from = this.lastTime;
    const at = (e: number) => Math.min(now, Math.max(from, this.real(e)));
    if (this.phase === 'prematch') {
      if (hi < 0) return out;
      this.ensureScript();
      this.phase = 'live';
      this.index = eventsBy(this.ensureScript(), 0);
      out.push(statusEvent(at(0), this.urn, this.matchState(0, at(0))));
      lo = Math.max(lo, 0);
    }
    if (this.phase === 'live' && this.script) {
      for (const moment of momentsBetween(this.script, this.windows, lo, hi)) {
        const when = at(moment.e);
        if (moment.kind === 'end') {
          this.index = this.script.events.length;
          out.push(...this.end(moment.e, when));
          break;
        }
        if (moment.kind === 'event') {
          this.index = moment.index + 1;
          if (this.forced.size > 0) {
            // A goal re-prices the match: forced prices give way.
            this.forced.clear();
            this.version++;
          }
        }
        if (moment.kind === 'segment' || moment.kind === 'event') {
          out.push(statusEvent(when, this.urn, this.matchState(moment.e, when)));
        } else if (moment.kind === 'stop' && !this.suspended) {
          this.suspended = true;
          out.push({
            type: 'bet_stop',
            at: when,
            match_urn_id: this.urn,
            markets: null,
            reason: 'dangerous_moment',
          });
        } else if (moment.kind === 'reopen') {
          this.suspended = false;
          const markets = this.markets(moment.e);
          this.remember(markets);
          out.push(...oddsEvent(when, this.urn, markets));
        }
      }
      if (this.phase === 'live' && !this.suspended) out.push(...this.diff(hi, now));
    }
    if (this.phase === 'finished' && now >= this.closeAt) {
      this.phase = 'closed';
      const closedAt = Math.min(now, Math.max(from, this.closeAt));
      out.push(statusEvent(closedAt, this.urn, this.matchState(hi, closedAt)));
    }
    return out;
  }

  private diff(e: number, at: number): FeedEvent[] {
    const markets = this.markets(e);
    const changed = markets.filter((m) => !sameMarket(m, this.emitted.get(marketKey(m.id, m.specifier))));
    for (const m of changed) this.emitted.set(marketKey(m.id, m.specifier), m);
    return oddsEvent(at, this.urn, changed);
  }

  private end(e: number, at: number): FeedEvent[] {
    this.phase = 'finished';
    this.suspended = false;
    this.finalState = this.state();
    this.results = this.engine.settle(this.params, this.finalState);
    this.closeAt = Math.max(at, this.real(e)) + this.ctx.retentionMs;
    this.emitted.clear();
    return [
      statusEvent(at, this.urn, this.matchState(e, at)),
      { type: 'bet_settlement', at, match_urn_id: this.urn, certainty: 'confirmed', results: this.results },
    ];
  }

  snapshot(): FeedMatchSnapshot {
    const e = this.elapsed(this.lastTime);
    return {
      fixture: this.fixture,
      state: this.matchState(e, this.lastTime),
      markets: this.markets(e),
      results:
        this.phase === 'finished' || (this.phase === 'closed' && !this.abandoned) ? this.results : null,
    };
  }

  // Control: each call acts at `now`, the feed's current time, and returns the events it caused.

  start(now: number): FeedEvent[] {
    if (this.phase !== 'prematch')
      throw new FeedControlError('invalid_state', `${this.urn} has already started`);
    this.startAt = now;
    this.offset = 0;
    this.fixture = { ...this.fixture, start_time: now };
    const events: FeedEvent[] = [
      { type: 'fixture_changed', at: now, change: 'updated', fixture: this.fixture },
    ];
    events.push(...this.process(this.elapsed(now), this.elapsed(now), now));
    this.lastTime = now;
    return events;
  }

  fastForward(now: number, minutes: number): FeedEvent[] {
    if (!Number.isFinite(minutes) || minutes <= 0) {
      throw new FeedControlError('invalid_argument', 'minutes must be a positive number');
    }
    const events = this.phase === 'prematch' ? this.start(now) : [];
    if (this.phase !== 'live') throw new FeedControlError('invalid_state', `${this.urn} is not live`);
    const lo = this.elapsed(now);
    this.offset += minutes * 60;
    events.push(...this.process(lo, this.elapsed(now), now));
    this.lastTime = now;
    return events;
  }

  finish(now: number, final?: FinalScore): FeedEvent[] {
    if (this.phase !== 'prematch' && this.phase !== 'live') {
      throw new FeedControlError('invalid_state', `${this.urn} is not running`);
    }
    const script = this.ensureScript();
    const wasPrematch = this.phase === 'prematch';
    const e = wasPrematch ? 0 : Math.max(0, this.elapsed(now));
    const progress = wasPrematch
      ? { ...NOT_STARTED, started: true, period: 1, segment: 0 }
      : progressAt(script, e);
    const current = this.state();
    const finalState = final ? this.engine.impose(this.params, current, progress, final) : current;
    const events: FeedEvent[] = [];
    if (wasPrematch) {
      this.startAt = now;
      this.offset = 0;
      this.fixture = { ...this.fixture, start_time: now };
      events.push({ type: 'fixture_changed', at: now, change: 'updated', fixture: this.fixture });
    }
    this.useScript({
      segments: script.segments,
      events: [...script.events.filter((ev) => ev.at <= e), { at: e, state: finalState }],
      dangers: script.dangers.filter((d) => d < e),
      end: e,
    });
    this.phase = 'live';
    this.index = this.script?.events.length ?? 0;
    events.push(...this.end(e, now));
    this.lastTime = now;
    return events;
  }

  cancel(now: number, reason: string): FeedEvent[] {
    if (this.phase !== 'prematch' && this.phase !== 'live') {
      throw new FeedControlError('invalid_state', `${this.urn} is not running`);
    }
    this.phase = 'closed';
    this.abandoned = true;
    this.emitted.clear();
    return [
      { type: 'bet_cancel', at: now, match_urn_id: this.urn, markets: null, reason },
      statusEvent(now, this.urn, this.matchState(this.elapsed(now), now)),
    ];
  }

  correct(now: number, final: FinalScore): FeedEvent[] {
    const settled = this.phase === 'finished' || (this.phase === 'closed' && !this.abandoned);
    if (!settled || !this.finalState || !this.results || !this.script) {
      throw new FeedControlError('invalid_state', `${this.urn} has no result to correct`);
    }
    const progress = progressAt(this.script, this.script.end);
    const corrected = this.engine.impose(this.params, this.finalState, progress, final);
    const refs = refsOf(this.results);
    this.finalState = corrected;
    this.results = this.engine.settle(this.params, corrected);
    this.cache = null;
    return [
      { type: 'rollback_bet_settlement', at: now, match_urn_id: this.urn, markets: refs },
      statusEvent(now, this.urn, this.matchState(this.script.end, now)),
      {
        type: 'bet_settlement',
        at: now,
        match_urn_id: this.urn,
        certainty: 'confirmed',
        results: this.results,
      },
    ];
  }

  private openMarket(marketId: number, specifier: string): FeedMarket {
    if (this.phase !== 'prematch' && this.phase !== 'live') {
      throw new FeedControlError('invalid_state', `${this.urn} takes no bets`);
    }
    const market = this.markets(this.elapsed(this.lastTime)).find(
      (m) => m.id === marketId && m.specifier === specifier,
    );
    if (!market)
      throw new FeedControlError('unknown_market', `${this.urn} has no market ${marketId} '${specifier}'`);
    return market;
  }

  /** Re-reads one market after an override changed and records it as sent. */
  private refreshed(marketId: number, specifier: string): FeedMarket {
    this.version++;
    const market = this.openMarket(marketId, specifier);
    this.emitted.set(marketKey(marketId, specifier), market);
    return market;
  }

  forcePrice(now: number, marketId: number, specifier: string, outcomeId: string, odds: number): FeedEvent[] {
    if (!Number.isSafeInteger(odds) || odds < 1001) {
      throw new FeedControlError('invalid_argument', 'odds are thousandths, at least 1001');
    }
    const market = this.openMarket(marketId, specifier);
    if (!market.outcomes.some((o) => o.id === outcomeId)) {
      throw new FeedControlError(
        'unknown_outcome',
        `market ${marketId} '${specifier}' has no outcome ${outcomeId}`,
      );
    }
    this.forced.set(forcedKey(marketKey(marketId, specifier), outcomeId), odds);
    const updated = this.refreshed(marketId, specifier);
    return this.suspended ? [] : oddsEvent(now, this.urn, [updated]);
  }

  suspend(now: number, marketId: number, specifier: string): FeedEvent[] {
    this.openMarket(marketId, specifier);
    this.manual.add(marketKey(marketId, specifier));
    this.refreshed(marketId, specifier);
    return [
      {
        type: 'bet_stop',
        at: now,
        match_urn_id: this.urn,
        markets: [{ market_id: marketId, specifier }],
        reason: 'manual',
      },
    ];
  }

  reopen(now: number, marketId: number, specifier: string): FeedEvent[] {
    this.openMarket(marketId, specifier);
    this.manual.delete(marketKey(marketId, specifier));
    const updated = this.refreshed(marketId, specifier);
    return this.suspended ? [] : oddsEvent(now, this.urn, [updated]);
  }
}
