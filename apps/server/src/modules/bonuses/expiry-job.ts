import { and, eq, isNull, lte } from 'drizzle-orm';
import { createSweepJob, type PeriodicJob, type SweepJobOptions } from '../../core/periodic-job';
import type { Database } from '../../db/client';
import { freebets, issuedComboboosts } from '../../db/schema/bonuses';

/** How often issued bonuses past their time are marked expired. */
export const BONUS_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Marks every issued bonus whose `valid_to` has passed expired: active freebets become `expired`, comboboosts
 * get `expired_at`. Idempotent, so every node may run it. Answers how many it expired.
 */
export async function expireBonuses(db: Database, now: Date): Promise<number> {
  const expiredFreebets = await db
    .update(freebets)
    .set({ status: 'expired' })
    .where(and(eq(freebets.status, 'active'), lte(freebets.validTo, now)))
    .returning({ id: freebets.id });
  const expiredComboboosts = await db
    .update(issuedComboboosts)
    .set({ expiredAt: now })
    .where(and(isNull(issuedComboboosts.expiredAt), lte(issuedComboboosts.validTo, now)))
    .returning({ id: issuedComboboosts.id });
  return expiredFreebets.length + expiredComboboosts.length;
}

/** The expiry job: `runOnce` answers how many bonuses it expired. */
export type BonusExpiryJob = PeriodicJob<number>;

/** Runs `expireBonuses` every minute (not only when a list is read, so a bonus left unread expires too). */
export const createBonusExpiryJob = (options: SweepJobOptions<Database>): BonusExpiryJob =>
  createSweepJob({
    ...options,
    defaultIntervalMs: BONUS_EXPIRY_INTERVAL_MS,
    sweep: expireBonuses,
    failure: 'bonus expiry failed; retrying on the next run',
  });
