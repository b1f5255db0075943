import { ADJUSTMENT_EXPIRY_ACTOR } from '@sportsbook/domain/player-support';
import { and, eq, lte } from 'drizzle-orm';
import { createSweepJob, type PeriodicJob, type SweepJobOptions } from '../../../core/periodic-job';
import type { Database } from '../../../db/client';
import { balanceAdjustments } from '../../../db/schema/player-support';
import { appendAudit } from '../audit-chain';
import { adjustmentView } from './repository';

/** How often pending adjustments past their deadline are marked expired. */
export const ADJUSTMENT_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Marks every pending adjustment past its deadline expired, each with its audit row in the same transaction (the
 * deadline decided it: `ADJUSTMENT_EXPIRY_ACTOR`, no staff member). Nothing is posted. An approval that took the
 * row's lock first wins (the update skips a row no longer pending), so every node may run it. Answers how many it
 * expired.
 */
export async function expireAdjustments(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(balanceAdjustments)
      .set({ status: 'expired', decidedBy: ADJUSTMENT_EXPIRY_ACTOR, decidedAt: now })
      .where(and(eq(balanceAdjustments.status, 'pending'), lte(balanceAdjustments.expiresAt, now)))
      .returning();
    for (const row of expired) {
      const after = adjustmentView(row);
      await appendAudit(tx, {
        at: now,
        staffId: null,
        actor: ADJUSTMENT_EXPIRY_ACTOR,
        role: 'system',
        action: 'player.adjustment.expire',
        target: `adjustment:${row.id}`,
        outcome: 'done',
        before: { ...after, status: 'pending', decided_by: null, decided_at: null },
        after,
        reason: null,
      });
    }
    return expired.length;
  });
}

/** The expiry job: `runOnce` answers how many adjustments it expired. */
export type AdjustmentExpiryJob = PeriodicJob<number>;

/** Runs `expireAdjustments` every minute. */
export const createAdjustmentExpiryJob = (options: SweepJobOptions<Database>): AdjustmentExpiryJob =>
  createSweepJob({
    ...options,
    defaultIntervalMs: ADJUSTMENT_EXPIRY_INTERVAL_MS,
    sweep: expireAdjustments,
    failure: 'adjustment expiry failed; retrying on the next run',
  });
