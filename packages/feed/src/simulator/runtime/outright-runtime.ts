/**
 * An outright (who wins the tournament): one market whose outcomes are the competitors, priced from their
 * ratings, open until the end date, then settled on a winner drawn with the same probabilities.
 */

import { FeedControlError, type FinalScore } from '../../adapter';
import { marketKey } from '../../markets/specifier';
import {
  bareState,
  FEED_MATCH_STATUS,
  type FeedEvent,
  type FeedMarket,
  type FeedMarketResult,
  type FeedMatchSnapshot,
  type FeedOutrightFixture,
  type Provider,
} from '../../types';
import { wonOrLost } from '../pricing/lines';
import { Rng } from '../prng';
import { type MarketQuote, quote, TARGET } from '../sports/engine';
import { slugify } from '../world/catalogue';
import type { OutrightSeed } from '../world/outrights';
import { buildMarkets, forcedKey, type MarketMode, sameMarket } from './market-builder';
import { manualStopEvent, oddsEvent, type Runtime, type RuntimeContext, statusEvent } from './runtime';

export const OUTRIGHT_MARKET = 534;

type Phase = 'open' | 'finished' | 'closed';

export class OutrightRuntime implements Runtime {
  readonly urn: string;
  readonly provider: Provider;
  private readonly fixture: FeedOutrightFixture;
  private readonly probabilities: number[];
  private readonly names: ReadonlyMap<string, string>;
  private phase: Phase = 'open';
  private abandoned = false;
  private lastTime: number;
  private results: FeedMarketResult[] | null = null;
  private closeAt: number;
  private readonly forced = new Map<string, number>();
  private readonly manual = new Set<string>();
  private emitted: FeedMarket | null = null;

  constructor(
    private readonly seed: OutrightSeed,
    private readonly ctx: RuntimeContext,
  ) {
    const { tournament } = seed;
    this.urn = seed.urn;
    this.provider = tournament.sport.provider;
    this.lastTime = seed.start;
    this.closeAt = seed.end + ctx.retentionMs;
    this.fixture = {
      type: 'outright',
      urn_id: seed.urn,
      slug: slugify(`${tournament.feed.name}-winner-${seed.urn.split(':').pop() ?? ''}`),
      name: `${tournament.feed.name} - Winner`,
      provider: this.provider,
      sport_key: tournament.sport.key,
      category_urn_id: tournament.category.urn_id,
      tournament_urn_id: tournament.feed.urn_id,
      start_time: seed.start,
      end_date: seed.end,
      competitors: tournament.competitors.map(({ urn_id, name, abbreviation, country_code }) => ({
        urn_id,
        name,
        abbreviation,
        country_code,
      })),
    };
    const weights = tournament.competitors.map((c) => Math.exp(c.rating));
    const total = weights.reduce((a, b) => a + b, 0);
    this.probabilities = weights.map((w) => w / total);
    this.names = new Map(tournament.competitors.map((c) => [c.urn_id, c.name]));
  }

  get closed(): boolean {
    return this.phase === 'closed';
  }

  /** The market's outcomes favourite first (shortest price first), as bookmakers list an outright. */
  private quote(): MarketQuote {
    const field = this.fixture.competitors.map((c, i) => [c.urn_id, this.probabilities[i] ?? 0] as const);
    field.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return quote(OUTRIGHT_MARKET, '', field, TARGET.exotic);
  }

  private market(): FeedMarket {
    const mode: MarketMode = this.phase === 'open' ? 'open' : this.abandoned ? 'cancelled' : 'settled';
    const [market] = buildMarkets([this.quote()], {
      mode,
      names: { home: '', away: '' },
      competitorNames: this.names,
      manual: this.manual,
      forced: this.forced,
    });
    if (!market) throw new Error('outright market missing');
    return market;
  }

  private settle(winner: string): FeedMarketResult[] {
    return [
      {
        market_id: OUTRIGHT_MARKET,
        specifier: '',
        outcomes: this.fixture.competitors.map((c) => wonOrLost(c.urn_id, c.urn_id === winner)),
      },
    ];
  }

  private naturalWinner(): string {
    const index = Rng.of(this.seed.seed, 'winner').weighted(this.probabilities);
    return this.fixture.competitors[index]?.urn_id ?? '';
  }

  private state() {
    const status = {
      open: FEED_MATCH_STATUS.prematch,
      finished: FEED_MATCH_STATUS.finished,
      closed: FEED_MATCH_STATUS.closed,
    }[this.phase];
    return bareState(status, this.abandoned ? 'abandoned' : this.phase === 'open' ? 'not_started' : 'ended');
  }

  init(t: number): boolean {
    this.lastTime = t;
    if (t >= this.closeAt) return false;
    if (t >= this.seed.end) {
      this.phase = 'finished';
      this.results = this.settle(this.naturalWinner());
    } else {
      this.emitted = this.market();
    }
    return true;
  }

  announce(at: number): FeedEvent[] {
    this.lastTime = at;
    this.emitted = this.market();
    return [
      { type: 'fixture_changed', at, change: 'new', fixture: this.fixture },
      ...oddsEvent(at, this.urn, [this.emitted]),
    ];
  }

  closedBy(t: number): boolean {
    return t >= this.closeAt;
  }

  advance(now: number): FeedEvent[] {
    if (now <= this.lastTime || this.phase === 'closed') return [];
    const from = this.lastTime;
    this.lastTime = now;
    const events: FeedEvent[] = [];
    if (this.phase === 'open' && now >= this.seed.end) {
      events.push(...this.end(Math.max(from, this.seed.end)));
    }
    if (this.phase === 'finished' && now >= this.closeAt) {
      this.phase = 'closed';
      events.push(statusEvent(Math.max(from, this.closeAt), this.urn, this.state()));
    }
    return events;
  }

  private end(at: number, winner = this.naturalWinner()): FeedEvent[] {
    this.phase = 'finished';
    this.results = this.settle(winner);
    this.closeAt = at + this.ctx.retentionMs;
    return [
      statusEvent(at, this.urn, this.state()),
      { type: 'bet_settlement', at, match_urn_id: this.urn, certainty: 'confirmed', results: this.results },
    ];
  }

  snapshot(): FeedMatchSnapshot {
    return { fixture: this.fixture, state: this.state(), markets: [this.market()], results: this.results };
  }

  start(): FeedEvent[] {
    throw new FeedControlError('invalid_state', 'an outright has no kick-off');
  }

  fastForward(): FeedEvent[] {
    throw new FeedControlError('invalid_state', 'an outright has no clock');
  }

  finish(now: number, final?: FinalScore): FeedEvent[] {
    if (this.phase !== 'open') throw new FeedControlError('invalid_state', `${this.urn} is not open`);
    if (final) {
      throw new FeedControlError('invalid_score', 'an outright is settled on its winner, not a score');
    }
    return this.end(now);
  }

  cancel(now: number, reason: string): FeedEvent[] {
    if (this.phase !== 'open') throw new FeedControlError('invalid_state', `${this.urn} is not open`);
    this.phase = 'closed';
    this.abandoned = true;
    return [
      { type: 'bet_cancel', at: now, match_urn_id: this.urn, markets: null, reason },
      statusEvent(now, this.urn, this.state()),
    ];
  }

  correct(): FeedEvent[] {
    throw new FeedControlError('invalid_state', 'an outright result is corrected by cancelling it');
  }

  private check(marketId: number, specifier: string): void {
    if (this.phase !== 'open') throw new FeedControlError('invalid_state', `${this.urn} takes no bets`);
    if (marketId !== OUTRIGHT_MARKET || specifier !== '') {
      throw new FeedControlError('unknown_market', `${this.urn} has no market ${marketId} '${specifier}'`);
    }
  }

  private changed(now: number): FeedEvent[] {
    const market = this.market();
    if (sameMarket(market, this.emitted ?? undefined)) return [];
    this.emitted = market;
    return oddsEvent(now, this.urn, [market]);
  }

  forcePrice(now: number, marketId: number, specifier: string, outcomeId: string, odds: number): FeedEvent[] {
    this.check(marketId, specifier);
    if (!Number.isSafeInteger(odds) || odds < 1001) {
      throw new FeedControlError('invalid_argument', 'odds are thousandths, at least 1001');
    }
    if (!this.names.has(outcomeId)) throw new FeedControlError('unknown_outcome', `no outcome ${outcomeId}`);
    this.forced.set(forcedKey(marketKey(marketId, specifier), outcomeId), odds);
    return this.changed(now);
  }

  suspend(now: number, marketId: number, specifier: string): FeedEvent[] {
    this.check(marketId, specifier);
    this.manual.add(marketKey(marketId, specifier));
    this.emitted = this.market();
    return manualStopEvent(now, this.urn, marketId, specifier);
  }

  reopen(now: number, marketId: number, specifier: string): FeedEvent[] {
    this.check(marketId, specifier);
    this.manual.delete(marketKey(marketId, specifier));
    return this.changed(now);
  }
}
