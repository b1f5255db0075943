/**
 * One match as the simulator plays it: maps real time to the match's elapsed time (start time, speed, fast-forward
 * offset), reads the script there, and turns what happened since the last call into feed events. The control
 * surface's actions are in match-runtime.ts.
 */

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
import type { MatchSeed } from '../world/schedule';
import { incidentClock, type PlannedIncident, planIncidents } from './incidents';
import { buildMarkets, type MarketMode, type MarketNames, sameMarket } from './market-builder';
import { fixtureOf } from './match-fixture';
import { oddsEvent, type RuntimeContext, statusEvent } from './runtime';
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

export type Phase = 'prematch' | 'live' | 'finished' | 'closed';

export abstract class MatchPlayback<P, S> {
  readonly urn: string;
  readonly provider: Provider;
  protected fixture: FeedMatchFixture;
  protected readonly params: P;
  protected readonly names: NameContext;
  protected startAt: number;
  /** Elapsed seconds added by fast-forwarding. */
  protected offset = 0;
  protected script: MatchScript<S> | null = null;
  /** The tracker's incidents, planned from the match's own script (a finish cuts them off, it does not re-plan). */
  protected incidents: PlannedIncident[] = [];
  protected windows: Window[] = [];
  private isCalm = false;
  protected lastTime: number;
  protected phase: Phase = 'prematch';
  protected abandoned = false;
  /** Scripted events applied so far. */
  protected index = 0;
  protected suspended = false;
  protected emitted = new Map<string, FeedMarket>();
  protected cache: { key: string; markets: FeedMarket[] } | null = null;
  protected readonly nameCache = new Map<string, MarketNames>();
  protected readonly forced = new Map<string, number>();
  protected readonly manual = new Set<string>();
  protected version = 0;
  protected finalState: S | null = null;
  protected results: FeedMarketResult[] | null = null;
  protected closeAt = Number.POSITIVE_INFINITY;

  constructor(
    protected readonly seed: MatchSeed,
    protected readonly engine: SportEngine<P, S>,
    protected readonly ctx: RuntimeContext,
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

  protected elapsed(t: number): number {
    return ((t - this.startAt) * this.ctx.speed) / 1000 + this.offset;
  }

  protected real(e: number): number {
    return this.startAt + ((e - this.offset) * 1000) / this.ctx.speed;
  }

  protected ensureScript(): MatchScript<S> {
    if (!this.script) {
      const script = this.engine.script(this.params, Rng.of(this.seed.seed, 'script'));
      this.useScript(script);
      this.incidents = this.planIncidents(script);
    }
    if (!this.script) throw new Error('no script');
    return this.script;
  }

  private planIncidents(script: MatchScript<S>): PlannedIncident[] {
    const initial = this.engine.initial(this.params);
    const view = (index: number) => {
      const event = script.events[index];
      return event
        ? this.engine.view(event.state, progressAt(script, event.at))
        : this.engine.view(initial, progressAt(script, 0));
    };
    // The stronger side has more of the ball: the same rating gap the sports' models start from.
    const gap = this.seed.home.rating - this.seed.away.rating;
    const tilt = 1 / (1 + Math.exp(-(0.28 * gap + 0.12)));
    return planIncidents(
      this.seed.sport.key,
      script,
      { view, clock: incidentClock(script, this.engine.clock) },
      tilt,
      Rng.of(this.seed.seed, 'incidents'),
    );
  }

  /** The incidents in (lo, hi] of the match's elapsed time, as feed events. */
  protected incidentEvents(lo: number, hi: number, at: (e: number) => number): FeedEvent[] {
    const events: FeedEvent[] = [];
    for (const planned of this.incidents) {
      if (planned.e <= lo) continue;
      if (planned.e > hi) break;
      events.push({
        type: 'match_incident',
        at: at(planned.e),
        match_urn_id: this.urn,
        incident: planned.incident,
      });
    }
    return events;
  }

  protected useScript(script: MatchScript<S>): void {
    // Suspend from a few match seconds (at least a real second) before a danger to a little after it; at very
    // high speeds the match-time cap keeps most of the match open.
    const speed = this.ctx.speed;
    this.script = script;
    const before = Math.min(Math.max(20, speed), 120);
    const after = Math.min(Math.max(40, 2 * speed), 240);
    this.windows = this.isCalm ? [] : windowsOf(script.dangers, before, after, script.end);
  }

  /** From now on no bet stops around dangers (the control surface's calm start). */
  protected calm(): void {
    this.isCalm = true;
    this.windows = [];
  }

  protected state(): S {
    if (this.finalState) return this.finalState;
    const event = this.script?.events[this.index - 1];
    return event ? event.state : this.engine.initial(this.params);
  }

  protected progress(e: number): Progress {
    if (this.phase === 'prematch' || !this.script) return NOT_STARTED;
    return progressAt(this.script, this.phase === 'live' ? e : Math.max(e, this.script.end));
  }

  protected mode(): MarketMode {
    if (this.phase === 'finished') return 'settled';
    if (this.phase === 'closed') return this.abandoned ? 'cancelled' : 'settled';
    return this.suspended ? 'suspended' : 'open';
  }

  protected markets(e: number): FeedMarket[] {
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

  protected matchState(e: number, at: number): FeedMatchState {
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
      this.index = script.events.length;
      this.finalState = this.state();
      this.results = this.engine.settle(this.params, this.finalState);
      // A closed match is no longer shown, but keeps its result for a correction.
      this.phase = this.closeAt <= t ? 'closed' : 'finished';
      return this.phase === 'finished';
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

  protected remember(markets: readonly FeedMarket[]): void {
    this.emitted = new Map(markets.map((m) => [marketKey(m.id, m.specifier), m]));
  }

  protected process(lo: number, hi: number, now: number): FeedEvent[] {
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
      const incidents = this.incidentEvents(lo, Math.min(hi, this.script.end), at);
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
      if (incidents.length > 0) {
        // Each incident goes where its time falls; the sort is stable, so at one instant the score comes first.
        out.push(...incidents);
        out.sort((a, b) => a.at - b.at);
      }
    }
    if (this.phase === 'finished' && now >= this.closeAt) {
      this.phase = 'closed';
      const closedAt = Math.min(now, Math.max(from, this.closeAt));
      out.push(statusEvent(closedAt, this.urn, this.matchState(hi, closedAt)));
    }
    return out;
  }

  protected diff(e: number, at: number): FeedEvent[] {
    const markets = this.markets(e);
    const changed = markets.filter((m) => !sameMarket(m, this.emitted.get(marketKey(m.id, m.specifier))));
    for (const m of changed) this.emitted.set(marketKey(m.id, m.specifier), m);
    return oddsEvent(at, this.urn, changed);
  }

  protected end(e: number, at: number): FeedEvent[] {
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
}
