import { and, asc, isNull, lt, lte } from 'drizzle-orm';
import { createPeriodicJob, type PeriodicJob } from '../../core/periodic-job';
import { bonusTriggers } from '../../db/schema/bonuses';
import { processTrigger, TRIGGER_MAX_ATTEMPTS, type TriggerContext } from './trigger-outbox';

/** How often each node looks for bonus triggers left pending. */
export const BONUS_TRIGGER_INTERVAL_MS = 30_000;
/**
 * How old a pending trigger must be before the job takes it: the request that recorded it processes it at once,
 * so a younger one is most likely in its hands (taking it too would only be skipped on its lock).
 */
export const BONUS_TRIGGER_MIN_AGE_MS = 5_000;
/** Triggers one run processes at most; the next run takes the rest. */
const BATCH_SIZE = 100;

/** The trigger job: `runOnce` answers how many pending triggers it took up. */
export type BonusTriggerJob = PeriodicJob<number>;

/** Processes the pending triggers older than the minimum age that have attempts left, oldest first. */
async function processPending(ctx: TriggerContext, minAgeMs: number): Promise<number> {
  const before = new Date(ctx.clock().getTime() - minAgeMs);
  const pending = await ctx.db
    .select({ id: bonusTriggers.id })
    .from(bonusTriggers)
    .where(
      and(
        isNull(bonusTriggers.doneAt),
        lt(bonusTriggers.attempts, TRIGGER_MAX_ATTEMPTS),
        lte(bonusTriggers.createdAt, before),
      ),
    )
    .orderBy(asc(bonusTriggers.createdAt), asc(bonusTriggers.id))
    .limit(BATCH_SIZE);
  for (const { id } of pending) await processTrigger(ctx, id);
  return pending.length;
}

/**
 * Runs every `intervalMs` on every node: the triggers whose processing after their commit did not happen (the
 * process stopped) or failed get their bonuses here. Processing locks each row and skips one another node holds,
 * so nodes never issue a trigger twice. A failed run is logged and the next one tries again.
 */
export function createBonusTriggerJob(options: {
  ctx: TriggerContext;
  intervalMs?: number;
  minAgeMs?: number;
}): BonusTriggerJob {
  const { ctx, intervalMs = BONUS_TRIGGER_INTERVAL_MS, minAgeMs = BONUS_TRIGGER_MIN_AGE_MS } = options;
  return createPeriodicJob({
    intervalMs,
    run: () => processPending(ctx, minAgeMs),
    onError: (err) => ctx.log.error({ err }, 'bonus trigger job failed; retrying on the next run'),
  });
}
