import { and, eq, isNull, lte } from 'drizzle-orm';
import { createPeriodicJob, type PeriodicJob } from '../../core/periodic-job';
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

/**
 * Runs `expireBonuses` every `intervalMs` (not only when a list is read, so a bonus left unread expires too). A
 * failed run is logged and the next one tries again.
 */
export function createBonusExpiryJob(options: {
  db: Database;
  clock: () => Date;
  logger: { error(details: object, message: string): void };
  intervalMs?: number;
}): BonusExpiryJob {
  const { db, clock, logger, intervalMs = BONUS_EXPIRY_INTERVAL_MS } = options;
  return createPeriodicJob({
    intervalMs,
    run: () => expireBonuses(db, clock()),
    onError: (err) => logger.error({ err }, 'bonus expiry failed; retrying on the next run'),
  });
}
