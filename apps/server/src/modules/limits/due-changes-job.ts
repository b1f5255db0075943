import { createPeriodicJob, type PeriodicJob } from '../../core/periodic-job';
import type { PlatformContext } from '../../platform/context';
import { publishNotifications } from '../notifications';
import { lockPlayer } from '../player-records';
import { applyDueLimitChanges, playersWithDueChanges } from './repository';

/** How often each node applies the limit changes and exclusion ends that came due. */
export const LIMIT_CHANGES_INTERVAL_MS = 60_000;
/** Players one run takes at most; the next run takes the rest. */
const BATCH_SIZE = 200;

/** The job: `runOnce` answers how many players it applied changes for. */
export type LimitChangesJob = PeriodicJob<number>;

type JobContext = Pick<PlatformContext, 'db' | 'clock' | 'publishToPlayer' | 'log'>;

/**
 * Applies each due player's changes in one transaction with the player locked (as a limit change does), so a
 * loosening takes effect and is notified at its time even when the player reads nothing; publishes after commit.
 */
async function applyAllDue(ctx: JobContext): Promise<number> {
  const players = await playersWithDueChanges(ctx.db, ctx.clock(), BATCH_SIZE);
  for (const playerId of players) {
    const published = await ctx.db.transaction(async (tx) => {
      await lockPlayer(tx, playerId);
      return applyDueLimitChanges(tx, playerId, ctx.clock());
    });
    await publishNotifications(ctx, published, ctx.log);
  }
  return players.length;
}

/** Every node may run it: the status updates only take rows still due, and notifications are unique per source. */
export function createLimitChangesJob(options: { ctx: JobContext; intervalMs?: number }): LimitChangesJob {
  const { ctx, intervalMs = LIMIT_CHANGES_INTERVAL_MS } = options;
  return createPeriodicJob({
    intervalMs,
    run: () => applyAllDue(ctx),
    onError: (err) => ctx.log.error({ err }, 'limit changes failed; retrying on the next run'),
  });
}
