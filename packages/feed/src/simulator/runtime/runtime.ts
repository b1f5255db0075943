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

/** A trader's suspension of one market (`FeedControl.suspend`): a stop of that market alone, said once. */
export function manualStopEvent(at: number, urn: string, marketId: number, specifier: string): FeedEvent[] {
  return [
    {
      type: 'bet_stop',
      at,
      match_urn_id: urn,
      markets: [{ market_id: marketId, specifier }],
      reason: 'manual',
    },
  ];
}

export function oddsEvent(at: number, urn: string, markets: FeedMarket[]): FeedEvent[] {
  return markets.length === 0 ? [] : [{ type: 'odds_changed', at, match_urn_id: urn, markets }];
}

export const CLOSED = FEED_MATCH_STATUS.closed;
