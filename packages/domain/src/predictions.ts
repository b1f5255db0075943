/**
 * Predictions (spec part 2 §3 "prediction (prediction_id, data, created_at)", §7 `GET`/`POST /vote`): a
 * match-winner game on matches the operator picks. A player votes once per prediction, before kick-off; once the
 * match's 1x2 market is settled the vote is scored.
 */
import { MATCH_STATUS } from './match-status';

/** The game's only kind so far: who wins the match (the 1x2 market's three outcomes). */
export const PREDICTION_KINDS = ['match_winner'] as const;
export type PredictionKind = (typeof PREDICTION_KINDS)[number];

export const MATCH_WINNER_PICKS = ['home', 'draw', 'away'] as const;
export type MatchWinnerPick = (typeof MATCH_WINNER_PICKS)[number];

/** The 1x2 market (industry numbering) and its outcome ids per pick. */
export const MATCH_WINNER_MARKET_ID = 1;
export const MATCH_WINNER_OUTCOMES: Readonly<Record<MatchWinnerPick, string>> = {
  home: '1',
  draw: '2',
  away: '3',
};

/** Points a correct vote scores; a wrong one scores none. */
export const PREDICTION_POINTS = 1;

export const PREDICTION_STATUSES = ['open', 'closed', 'scored'] as const;
export type PredictionStatus = (typeof PREDICTION_STATUSES)[number];

/** Voting is open only before kick-off: while the match is prematch. */
export function isVotingOpen(matchStatus: number): boolean {
  return matchStatus === MATCH_STATUS.prematch;
}

/** The pick the settled 1x2 results name (the outcome that won); null while none has won (unsettled or void). */
export function matchWinnerResult(
  results: ReadonlyArray<{ outcomeId: string; result: string }>,
): MatchWinnerPick | null {
  const won = results.find((row) => row.result === 'won');
  if (!won) return null;
  return MATCH_WINNER_PICKS.find((pick) => MATCH_WINNER_OUTCOMES[pick] === won.outcomeId) ?? null;
}

/** The prediction's state: scored once a result is known, closed after kick-off, else open. */
export function predictionStatus(matchStatus: number, result: MatchWinnerPick | null): PredictionStatus {
  if (result !== null) return 'scored';
  return isVotingOpen(matchStatus) ? 'open' : 'closed';
}

/** A vote's points: null until the result is known. */
export function votePoints(pick: MatchWinnerPick, result: MatchWinnerPick | null): number | null {
  if (result === null) return null;
  return pick === result ? PREDICTION_POINTS : 0;
}
