/** What the simulator holds per visible match or outright. */

import type { FinalScore, StartOptions } from '../../adapter';
import {
  FEED_MATCH_STATUS,
  type FeedEvent,
  type FeedMarket,
  type FeedMarketRef,
  type FeedMarketResult,
  type FeedMatchSnapshot,
  type FeedMatchState,
  type MatchStatusChangedEvent,
  type Provider,
} from '../../types';

export interface RuntimeContext {
  /** Match seconds per real second. */
  speed: number;
  /** How long a finished match stays (real ms) before it closes. */
  retentionMs: number;
}

export interface Runtime {
  readonly urn: string;
  readonly provider: Provider;
  readonly closed: boolean;
  /**
   * Prepare the runtime as of `t` without events; false when it has already closed by then (a match is then
   * `closed` with its result, which a correction may still replace).
   */
  init(t: number): boolean;
  /** The fixture and its markets as they are at announcement time `at`. */
  announce(at: number): FeedEvent[];
  /** Whether it would already be closed at `t` (for skipping matches that live and die inside one jump). */
  closedBy(t: number): boolean;
  advance(now: number): FeedEvent[];
  snapshot(): FeedMatchSnapshot;
  start(now: number, options?: StartOptions): FeedEvent[];
  fastForward(now: number, minutes: number): FeedEvent[];
  finish(now: number, final?: FinalScore): FeedEvent[];
  cancel(now: number, reason: string): FeedEvent[];
  correct(now: number, final: FinalScore): FeedEvent[];
  forcePrice(now: number, marketId: number, specifier: string, outcomeId: string, odds: number): FeedEvent[];
  suspend(now: number, marketId: number, specifier: string): FeedEvent[];
  reopen(now: number, marketId: number, specifier: string): FeedEvent[];
}

export function statusEvent(at: number, urn: string, state: FeedMatchState): MatchStatusChangedEvent {
  return { type: 'match_status_changed', at, match_urn_id: urn, state };
}

export function refsOf(results: readonly FeedMarketResult[]): FeedMarketRef[] {
  return results.map((r) => ({ market_id: r.market_id, specifier: r.specifier }));
}

export function oddsEvent(at: number, urn: string, markets: FeedMarket[]): FeedEvent[] {
  return markets.length === 0 ? [] : [{ type: 'odds_changed', at, match_urn_id: urn, markets }];
}

/** A plain state for matches with no score (outrights) and for closed matches. */
export function bareState(status: FeedMatchState['status'], phase: FeedMatchState['phase']): FeedMatchState {
  return {
    status,
    phase,
    period_number: null,
    max_period_number: null,
    clock: null,
    total_score: null,
    period_scores: [],
    game_score: null,
    current_server: null,
    innings: null,
    winner: null,
  };
}

export const CLOSED = FEED_MATCH_STATUS.closed;
