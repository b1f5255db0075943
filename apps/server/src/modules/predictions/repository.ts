import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { MATCH_WINNER_MARKET_ID, type MatchWinnerPick } from '@sportsbook/domain/predictions';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { marketResults, markets, matches, sports } from '../../db/schema/catalogue';
import { predictions, predictionVotes } from '../../db/schema/lootboxes';

export type PredictionRow = typeof predictions.$inferSelect;

/** Predictions with their match's status and the settled 1x2 results (for scoring), oldest first. */
export async function findPredictions(db: Database, filter: { matchId?: number; ids?: number[] }) {
  const rows = await db
    .select({ prediction: predictions, matchStatus: matches.status })
    .from(predictions)
    .innerJoin(matches, eq(matches.id, predictions.matchId))
    .where(
      and(
        filter.matchId === undefined ? undefined : eq(predictions.matchId, filter.matchId),
        filter.ids === undefined ? undefined : inArray(predictions.id, filter.ids),
      ),
    )
    .orderBy(asc(predictions.id));
  const matchIds = [...new Set(rows.map((row) => row.prediction.matchId))];
  const results =
    matchIds.length === 0
      ? []
      : await db
          .select({
            matchId: marketResults.matchId,
            outcomeId: marketResults.outcomeId,
            result: marketResults.result,
          })
          .from(marketResults)
          .where(
            and(
              inArray(marketResults.matchId, matchIds),
              eq(marketResults.marketId, MATCH_WINNER_MARKET_ID),
              eq(marketResults.specifier, ''),
            ),
          );
  const votes =
    rows.length === 0
      ? []
      : await db
          .select({ predictionId: predictionVotes.predictionId, n: count() })
          .from(predictionVotes)
          .where(
            inArray(
              predictionVotes.predictionId,
              rows.map((row) => row.prediction.id),
            ),
          )
          .groupBy(predictionVotes.predictionId);
  return rows.map((row) => ({
    ...row,
    results: results.filter((result) => result.matchId === row.prediction.matchId),
    votes: votes.find((vote) => vote.predictionId === row.prediction.id)?.n ?? 0,
  }));
}
export type FoundPrediction = Awaited<ReturnType<typeof findPredictions>>[number];

/** Inserts a prediction once per match and kind; undefined when it exists already. */
export async function insertPrediction(db: Database, matchId: number, kind: 'match_winner', now: Date) {
  const [row] = await db
    .insert(predictions)
    .values({ matchId, kind, createdAt: now })
    .onConflictDoNothing({ target: [predictions.matchId, predictions.kind] })
    .returning({ id: predictions.id });
  return row?.id;
}

export async function matchExists(db: Database, matchId: number): Promise<boolean> {
  const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  return row !== undefined;
}

/** Stores the player's vote; undefined when the player already voted (the UNIQUE pair kept the first). */
export async function insertVote(
  db: Database,
  predictionId: number,
  playerId: number,
  pick: MatchWinnerPick,
  now: Date,
) {
  const [row] = await db
    .insert(predictionVotes)
    .values({ predictionId, playerId, pick, createdAt: now })
    .onConflictDoNothing({ target: [predictionVotes.predictionId, predictionVotes.playerId] })
    .returning();
  return row;
}

/** The player's votes, oldest first, optionally of one prediction or of one match's predictions. */
export async function playerVotes(
  db: Database,
  playerId: number,
  filter: { predictionId?: number; matchId?: number },
) {
  return db
    .select({ vote: predictionVotes })
    .from(predictionVotes)
    .innerJoin(predictions, eq(predictions.id, predictionVotes.predictionId))
    .where(
      and(
        eq(predictionVotes.playerId, playerId),
        filter.predictionId === undefined ? undefined : eq(predictionVotes.predictionId, filter.predictionId),
        filter.matchId === undefined ? undefined : eq(predictions.matchId, filter.matchId),
      ),
    )
    .orderBy(asc(predictionVotes.id));
}

/** Whether some prematch match has a prediction (one open for votes). */
export async function hasOpenPrediction(db: Database): Promise<boolean> {
  const [open] = await db
    .select({ id: predictions.id })
    .from(predictions)
    .innerJoin(matches, eq(matches.id, predictions.matchId))
    .where(eq(matches.status, MATCH_STATUS.prematch))
    .limit(1);
  return open !== undefined;
}

/** The next prematch football match with a 1x2 market starting after `from`; undefined when none. */
export async function nextFootballMatch(db: Database, from: Date): Promise<number | undefined> {
  const [next] = await db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .innerJoin(
      markets,
      and(
        eq(markets.matchId, matches.id),
        eq(markets.marketId, MATCH_WINNER_MARKET_ID),
        eq(markets.specifier, ''),
      ),
    )
    .where(
      and(eq(sports.key, 'football'), eq(matches.status, MATCH_STATUS.prematch), gt(matches.startTime, from)),
    )
    .orderBy(asc(matches.startTime))
    .limit(1);
  return next?.id;
}
