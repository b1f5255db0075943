/**
 * The odds-feed adapter: the one interface through which the server receives sports data, whichever provider
 * (or the built-in simulator) is behind it.
 *
 * How the server drives it:
 * 1. At start it calls `snapshot()` and ingests everything: catalogue, provider statuses, every fixture with its
 *    state, markets and (for finished matches) results.
 * 2. It owns the timer: about once a second it calls `advanceTo(Date.now())` and applies the returned events in
 *    order. An adapter never starts timers or does I/O of its own inside these calls; a network adapter buffers
 *    what arrived and hands it over here.
 * 3. Events are incremental: `odds_changed` lists only changed markets, `bet_stop` suspends until an
 *    `odds_changed` reopens, `match_status_changed` carries the whole state, `bet_settlement` carries the result
 *    of every outcome, `rollback_bet_settlement` undoes a settlement that a new one then replaces, and
 *    `provider_status_changed` says a provider's data cannot be trusted (suspend its markets) or is back.
 *    A match leaves the feed with status closed (3).
 * 4. It may call `snapshot()` again between ticks to read current prices (an operator changed a sport's margin):
 *    an adapter keeps its current state, as it must for the first call.
 *
 * A snapshot is the whole truth about open fixtures: the server closes a stored match that a snapshot no longer
 * lists (an earlier world's, or one that ended while the server was down) and voids its markets without results.
 *
 * `control` exists only on feeds that can be steered (the simulator); the server exposes it outside production
 * only. Each control call acts at the feed's current time and returns the events it caused, which the server
 * applies exactly like those from advanceTo. The server records each call it applied (`FeedControlCall`, with
 * the feed's time) and hands them back when it builds the feed again, so a steered world survives a restart.
 */

import type { FeedEvent, FeedSnapshot, Provider, Side } from './types';

export interface OddsFeed {
  /** The feed's current time: the last value given to advanceTo, or its start time. */
  readonly now: number;
  /** Everything the feed knows at `now`. */
  snapshot(): FeedSnapshot;
  /** Move the feed's time forward and return what happened since the last call, oldest first. */
  advanceTo(now: number): FeedEvent[];
  readonly control?: FeedControl;
}

/**
 * A final score to impose. Units follow the sport's total score: goals, points, sets (tennis), maps (e-sports),
 * runs (cricket). `periods` optionally gives each regular period's score in the period's units (goals per half,
 * games per set, rounds or kills per map, runs per innings); missing periods are filled in plausibly.
 * `winner` decides a level score where the sport needs a winner (overtime, shoot-out, super over).
 */
export interface FinalScore {
  home: number;
  away: number;
  periods?: { home: number; away: number }[];
  winner?: Side;
}

export interface StartOptions {
  /**
   * No bet stops around the match's dangerous moments: its markets stay open while prices move, for tests that
   * bet on a live market and must not depend on where the match's script puts its next danger.
   */
  calm?: boolean;
}

export interface FeedControl {
  /** Kick off a prematch match now. */
  startMatch(matchUrnId: string, options?: StartOptions): FeedEvent[];
  /** Move a match's clock forward by match minutes (starting it first if needed); it may finish on the way. */
  fastForward(matchUrnId: string, minutes: number): FeedEvent[];
  /** End a match now with its current score, or the given one, and settle every market. */
  finishMatch(matchUrnId: string, finalScore?: FinalScore): FeedEvent[];
  /** Set one outcome's price; it holds until the match's score changes or the match ends. */
  forcePrice(
    matchUrnId: string,
    marketId: number,
    specifier: string,
    outcomeId: string,
    odds: number,
  ): FeedEvent[];
  suspendMarket(matchUrnId: string, marketId: number, specifier: string): FeedEvent[];
  reopenMarket(matchUrnId: string, marketId: number, specifier: string): FeedEvent[];
  /** Take a provider down (its events are held back) or bring it back (held events are delivered). */
  setProviderActive(provider: Provider, active: boolean): FeedEvent[];
  /** Replace a finished match's result: a rollback of every market, then a new settlement. */
  correctResult(matchUrnId: string, finalScore: FinalScore): FeedEvent[];
  /** Abandon a match: every market's bets are cancelled and the match closes. */
  cancelMatch(matchUrnId: string, reason?: string): FeedEvent[];
}

export type FeedControlErrorCode =
  | 'unknown_match'
  | 'unknown_market'
  | 'unknown_outcome'
  | 'invalid_state'
  | 'invalid_score'
  | 'invalid_argument';

/** A control call as data, so that it can be recorded and replayed (one kind per `FeedControl` method). */
export type FeedControlCall =
  | { kind: 'startMatch'; match: string; options?: StartOptions }
  | { kind: 'fastForward'; match: string; minutes: number }
  | { kind: 'finishMatch'; match: string; finalScore?: FinalScore }
  | {
      kind: 'forcePrice';
      match: string;
      marketId: number;
      specifier: string;
      outcomeId: string;
      odds: number;
    }
  | { kind: 'suspendMarket'; match: string; marketId: number; specifier: string }
  | { kind: 'reopenMarket'; match: string; marketId: number; specifier: string }
  | { kind: 'setProviderActive'; provider: Provider; active: boolean }
  | { kind: 'correctResult'; match: string; finalScore: FinalScore }
  | { kind: 'cancelMatch'; match: string; reason?: string };

/** A control call the server applied, with the feed's time when it acted (`now`, epoch ms). */
export interface RecordedControlCall {
  at: number;
  call: FeedControlCall;
}

/** Carries out a control call given as data. */
export function performControlCall(control: FeedControl, call: FeedControlCall): FeedEvent[] {
  switch (call.kind) {
    case 'startMatch':
      return control.startMatch(call.match, call.options);
    case 'fastForward':
      return control.fastForward(call.match, call.minutes);
    case 'finishMatch':
      return control.finishMatch(call.match, call.finalScore);
    case 'forcePrice':
      return control.forcePrice(call.match, call.marketId, call.specifier, call.outcomeId, call.odds);
    case 'suspendMarket':
      return control.suspendMarket(call.match, call.marketId, call.specifier);
    case 'reopenMarket':
      return control.reopenMarket(call.match, call.marketId, call.specifier);
    case 'setProviderActive':
      return control.setProviderActive(call.provider, call.active);
    case 'correctResult':
      return control.correctResult(call.match, call.finalScore);
    case 'cancelMatch':
      return control.cancelMatch(call.match, call.reason);
  }
}

/** A control call that cannot be carried out; the server maps it to a 4xx answer. */
export class FeedControlError extends Error {
  constructor(
    readonly code: FeedControlErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FeedControlError';
  }
}
