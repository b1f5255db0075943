import type { TournamentPoolChanged } from '@sportsbook/contracts/hunting';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { sqlState } from '../../db/sql-state';
import type { BettingEvent, BettingPublisher } from '../betting';
import { type ChunkOutcome, SettlementRace, settleChunk } from './settle-chunk';

const RETRYABLE = new Set(['40P01', '40001']);
/** Bets of a failed chunk tried one by one before a failure counts as general rather than one bet's. */
const GENERAL_FAILURE_AFTER = 3;

/** Deadlocks, serialization failures and balance races leave nothing behind: the chunk is simply run again. */
async function settleChunkRetrying(db: Database, ids: readonly number[], now: () => Date) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await settleChunk(db, ids, now());
    } catch (error) {
      const state = sqlState(error);
      const retryable = error instanceof SettlementRace || (state !== undefined && RETRYABLE.has(state));
      if (attempt >= 3 || !retryable) throw error;
    }
  }
}

/** Sends a chunk's events together; publishing never fails settlement (the money has moved). */
async function publishAll(
  publish: BettingPublisher,
  events: readonly { playerId: number; event: BettingEvent }[],
  onError: (error: unknown) => void,
) {
  await Promise.all(
    events.map(async ({ playerId, event }) => {
      try {
        await publish(playerId, event);
      } catch (error) {
        onError(error);
      }
    }),
  );
}

/** Publishes a tournament's new pool on the public channels. */
export type PoolPublisher = (pool: TournamentPoolChanged) => void | Promise<void>;

export interface ChunkRun {
  /** Bets whose state or leg results changed. */
  changed: number;
  /** Bets that could not be settled (each logged); the others were. */
  failed: number[];
}

/**
 * Settles the bets chunk by chunk, `concurrency` chunk transactions in flight, and publishes each chunk's events
 * after its commit, in commit order. A chunk that fails for another reason than a conflict is settled again bet by
 * bet, so that one bet that cannot be settled (a bug, a broken row) does not hold back the others; it is reported
 * in `failed`. When its first bets fail one by one too, the cause is general (the database went away): the run
 * stops and throws.
 */
export async function settleInChunks(
  ids: readonly number[],
  options: {
    db: Database;
    publish: BettingPublisher;
    logger: FastifyBaseLogger;
    chunkSize: number;
    concurrency: number;
    clock: () => Date;
    /** Sends tournament_pool_changed to every public channel (ADR 035); absent: not published. */
    publishPool?: PoolPublisher;
  },
): Promise<ChunkRun> {
  const { db, publish, logger, clock } = options;
  const publishPool = options.publishPool ?? (() => undefined);
  const onPublishError = (err: unknown) => logger.warn({ err }, 'settlement event not published');
  const chunks: number[][] = [];
  for (let from = 0; from < ids.length; from += options.chunkSize) {
    chunks.push(ids.slice(from, from + options.chunkSize));
  }
  let next = 0;
  let changed = 0;
  const failed: number[] = [];
  let stop: unknown;
  let publishing: Promise<void> = Promise.resolve();

  const settle = async (chunk: readonly number[]) => {
    const outcome: ChunkOutcome = await settleChunkRetrying(db, chunk, clock);
    changed += outcome.changed;
    for (const refused of outcome.refused) {
      logger.error(refused, 'settlement correction not posted: the player has already spent the payout');
    }
    for (const betId of outcome.unsettleable) {
      failed.push(betId);
      logger.error({ betId }, 'bet cannot be settled: no settlement rule fits its type and legs');
    }
    // One chunk's events go out while the next chunks are settled.
    const previous = publishing;
    publishing = previous.then(async () => {
      await publishAll(publish, outcome.events, onPublishError);
      for (const pool of outcome.pools) {
        try {
          await publishPool(pool);
        } catch (error) {
          onPublishError(error);
        }
      }
    });
    await previous;
  };

  const runner = async () => {
    for (let chunk = chunks[next++]; chunk && stop === undefined; chunk = chunks[next++]) {
      try {
        await settle(chunk);
      } catch (error) {
        let settledOne = false;
        let failedHere = 0;
        for (const id of chunk) {
          try {
            await settle([id]);
            settledOne = true;
          } catch (err) {
            failed.push(id);
            failedHere++;
            logger.error({ err, betId: id }, 'bet could not be settled');
          }
          // The first bets all fail as the chunk did: the cause is not one bet.
          if (
            !settledOne &&
            failedHere >= Math.min(chunk.length, GENERAL_FAILURE_AFTER) &&
            chunk.length > 1
          ) {
            stop ??= error;
            break;
          }
        }
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.concurrency, chunks.length) }, runner));
  } finally {
    await publishing;
  }
  if (stop !== undefined) throw stop;
  return { changed, failed };
}
