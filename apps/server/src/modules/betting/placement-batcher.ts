import { type BatchingOptions, createBatcher } from '../../db/batcher';
import type { Database } from '../../db/client';
import { type PlacementWrite, type PlacementWriteResult, writePlacements } from './placement-sql';

export interface PlacementWriter {
  /** Stores one placement's bets with their stakes, all or nothing (see writePlacements). */
  write(write: PlacementWrite): Promise<PlacementWriteResult>;
}

/**
 * Group commit for placements (db/batcher): concurrent placements share one statement and one commit, which costs
 * about as much as writing ten bets alone. A statement holds at most one placement per player (so each player's
 * balance is checked placement by placement) and one currency. A reused idempotency key or reference fails a
 * whole statement; its placements are then written one by one, so only the faulty one sees the error.
 */
export function createPlacementWriter(db: Database, options: BatchingOptions = {}): PlacementWriter {
  const write = createBatcher<PlacementWrite, PlacementWriteResult>({
    ...options,
    run: (writes) => writePlacements(db, writes),
    accepts: (batch, next) =>
      batch.every((w) => w.playerId !== next.playerId && w.currency === next.currency),
  });
  return { write };
}
