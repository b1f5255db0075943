import { PREDICTION_ERROR_CODES, type Prediction, type Vote } from '@sportsbook/contracts/predictions';
import {
  isVotingOpen,
  type MatchWinnerPick,
  matchWinnerResult,
  predictionStatus,
  votePoints,
} from '@sportsbook/domain/predictions';
import { DomainError, notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import {
  type FoundPrediction,
  findPredictions,
  hasOpenPrediction,
  insertPrediction,
  insertVote,
  matchExists,
  nextFootballMatch,
  playerVotes,
} from './repository';

/** What a prediction shows: scored from the match's settled 1x2 market at every read (a correction re-scores). */
export function predictionView(found: FoundPrediction): Prediction {
  const result = matchWinnerResult(found.results);
  return {
    id: found.prediction.id,
    match_id: found.prediction.matchId,
    kind: found.prediction.kind,
    status: predictionStatus(found.matchStatus, result),
    result,
    votes_count: found.votes,
    created_at: found.prediction.createdAt.toISOString(),
  };
}

const voteView = (
  vote: { predictionId: number; pick: MatchWinnerPick; createdAt: Date },
  result: MatchWinnerPick | null,
): Vote => ({
  prediction_id: vote.predictionId,
  data: { pick: vote.pick },
  created_at: vote.createdAt.toISOString(),
  points: votePoints(vote.pick, result),
});

export async function listPredictions(db: Database, matchId: number | undefined): Promise<Prediction[]> {
  return (await findPredictions(db, { matchId })).map(predictionView);
}

/**
 * Casts the player's vote: a 404 for an unknown prediction, 409 `prediction_closed` once the match has started,
 * 409 `vote_already_cast` for a second vote (the UNIQUE pair decides, so two votes at once store one).
 */
export async function castVote(
  db: Database,
  playerId: number,
  predictionId: number,
  pick: MatchWinnerPick,
  now: Date,
): Promise<Vote> {
  const [found] = await findPredictions(db, { ids: [predictionId] });
  if (!found) throw notFound('Prediction');
  if (!isVotingOpen(found.matchStatus)) {
    throw new DomainError('conflict', PREDICTION_ERROR_CODES.closed, 'Voting closed when the match started');
  }
  const stored = await insertVote(db, predictionId, playerId, pick, now);
  if (!stored) {
    throw new DomainError('conflict', PREDICTION_ERROR_CODES.alreadyVoted, 'You have voted on this already');
  }
  return voteView(stored, null);
}

/** The player's votes with their points once scored. */
export async function listVotes(
  db: Database,
  playerId: number,
  filter: { predictionId?: number; matchId?: number },
): Promise<Vote[]> {
  const votes = await playerVotes(db, playerId, filter);
  const ids = [...new Set(votes.map((row) => row.vote.predictionId))];
  const found = ids.length === 0 ? [] : await findPredictions(db, { ids });
  return votes.map(({ vote }) => {
    const prediction = found.find((row) => row.prediction.id === vote.predictionId);
    return voteView(vote, prediction ? matchWinnerResult(prediction.results) : null);
  });
}

/** The operator's new prediction on a match: 404 for an unknown match, 409 when the match has one. */
export async function createPrediction(db: Database, matchId: number, now: Date): Promise<Prediction> {
  if (!(await matchExists(db, matchId))) throw notFound('Match');
  const id = await insertPrediction(db, matchId, 'match_winner', now);
  if (id === undefined) {
    throw new DomainError('conflict', PREDICTION_ERROR_CODES.exists, `Match ${matchId} has a prediction`);
  }
  const [found] = await findPredictions(db, { ids: [id] });
  if (!found) throw new Error(`prediction ${id} vanished after its insert`);
  return predictionView(found);
}

/**
 * The demo's prediction: when no prematch match has one, one on the next football match starting at least
 * `leadMs` from now (time to vote). Nothing when the catalogue has no such match yet.
 */
export async function ensureOpenPrediction(db: Database, now: Date, leadMs: number): Promise<void> {
  if (await hasOpenPrediction(db)) return;
  const matchId = await nextFootballMatch(db, new Date(now.getTime() + leadMs));
  if (matchId !== undefined) await insertPrediction(db, matchId, 'match_winner', now);
}
