/**
 * What each sport's model provides to the match runtime. A match is played out in advance from its own seed as a
 * script: the periods and breaks on the match's elapsed-time axis (seconds since kick-off) and the score after
 * every scoring event. The state at any moment is the last event's state; prices come from that state and the
 * time left; results come from the final state. So a match is a pure function of (seed, time).
 */

import type { FinalScore } from '../../adapter';
import type { MarketTypeId } from '../../markets/catalogue';
import type { FeedMarketResult, FeedPeriodScore, Side } from '../../types';
import type { Rng } from '../prng';

export interface Segment {
  kind: 'play' | 'break';
  /** The period played, or for a break the period just finished. */
  period: number;
  from: number;
  to: number;
  /** Match clock (seconds) at `from`; it runs only in play. */
  clockFrom: number;
  /** Clock seconds at which the period's regular time ends (later is stoppage), when the sport has stoppage. */
  regularEnd: number | null;
  /** Length of the period in clock seconds, for count-down clocks. */
  periodLength: number | null;
}

export interface ScriptEvent<S> {
  at: number;
  state: S;
}

export interface MatchScript<S> {
  segments: Segment[];
  /** Score-changing events in time order, each with the state after it. */
  events: ScriptEvent<S>[];
  /** Moments that suspend betting around them (goals, penalties, map points), in time order. */
  dangers: number[];
  /** Elapsed seconds at which the match ends. */
  end: number;
}

/** Where a match stands on its own time axis. */
export interface Progress {
  started: boolean;
  ended: boolean;
  /** Current (or last) period, 0 before the start. */
  period: number;
  inBreak: boolean;
  /** Match clock seconds. */
  clock: number;
  /** Index of the current segment, -1 before the start. */
  segment: number;
}

/**
 * One market line with fair probabilities per outcome and its target overround. The probabilities sum to
 * `winners`: 1, or 2 for double chance where every result makes two outcomes win.
 */
export interface MarketQuote {
  id: MarketTypeId;
  specifier: string;
  outcomes: { id: string; p: number }[];
  overround: number;
  winners: number;
}

export interface ScoreView {
  total: { home: number; away: number };
  periods: FeedPeriodScore[];
  gameScore: { home: string; away: string } | null;
  server: Side | null;
  innings: {
    batting: Side;
    wickets: { home: number; away: number };
    balls: { home: number; away: number };
  } | null;
  winner: Side | null;
}

export interface SportEngine<P, S> {
  /** How the clock is shown: counting up, counting down per period, or no clock (tennis, CS2, cricket). */
  readonly clock: 'up' | 'down' | 'none';
  readonly maxPeriods: number;
  /** Model parameters from the two sides' ratings (home first). */
  params(home: number, away: number, rng: Rng): P;
  script(params: P, rng: Rng): MatchScript<S>;
  initial(params: P): S;
  /** Every market line the match offers, always the same set, priced from the state and the time left. */
  quote(params: P, state: S, progress: Progress): MarketQuote[];
  /** A result for every outcome of every line quote() offers, from the final state. */
  settle(params: P, state: S): FeedMarketResult[];
  view(state: S, progress: Progress): ScoreView;
  /** The final state for an imposed final score; throws FeedControlError when the score is impossible. */
  impose(params: P, state: S, progress: Progress, final: FinalScore): S;
}

export const TARGET = { main: 1.05, line: 1.055, other: 1.06, exotic: 1.07 } as const;

export function quote(
  id: MarketTypeId,
  specifier: string,
  outcomes: readonly (readonly [string, number])[],
  overround: number = TARGET.other,
  winners = 1,
): MarketQuote {
  return {
    id,
    specifier,
    outcomes: outcomes.map(([outcomeId, p]) => ({ id: outcomeId, p })),
    overround,
    winners,
  };
}

export function otherSide(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}
