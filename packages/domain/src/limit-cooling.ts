/**
 * The cooling-off of a looser responsible-gambling limit (a higher value or a removal): it waits this long, and
 * then applies only once the player confirms it (apps/server/src/modules/limits/README.md). Stricter limits apply
 * at once. The operator may configure the period (`LIMIT_COOLING_PERIOD_SECONDS`, read in the server's env.ts);
 * these are its default and its bounds.
 */

/** 24 hours: the usual cooling-off of a looser limit. */
export const DEFAULT_LIMIT_COOLING_SECONDS = 24 * 3600;

/**
 * The period an operator may configure: from one second (end-to-end runs and demos wait for it) to 30 days (a
 * period longer than the longest limit window would hold a looser limit back for good).
 */
export const LIMIT_COOLING_SECONDS_RANGE = { min: 1, max: 30 * 24 * 3600 } as const;

/** When a looser change asked for at `requestedAt` may be confirmed. */
export function limitChangeDueAt(requestedAt: Date, coolingSeconds: number): Date {
  return new Date(requestedAt.getTime() + coolingSeconds * 1000);
}

/** Whether a pending change's cooling-off is over at `now` (confirmable from `dueAt` on, inclusive). */
export function isLimitChangeDue(dueAt: Date | string | null, now: Date | number): boolean {
  if (dueAt === null) return false;
  const due = typeof dueAt === 'string' ? Date.parse(dueAt) : dueAt.getTime();
  const at = typeof now === 'number' ? now : now.getTime();
  return Number.isFinite(due) && due <= at;
}
