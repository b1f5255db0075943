import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bonusTriggers, type TriggerEvent } from '../../db/schema/bonuses';
import type { PlatformContext } from '../../platform/context';
import { type IssueContext, type IssuedBonus, issueLocked, publishIssued, triggeredCampaigns } from './issue';

export type { TriggerEvent };

/** Attempts after which a failing trigger is left pending for good (logged, its last error kept). */
export const TRIGGER_MAX_ATTEMPTS = 10;
/** The most of `last_error` kept: enough to tell the cause, never a row the size of a stack dump. */
const LAST_ERROR_MAX_CHARS = 2000;

/** What processing a trigger needs: issuance's context, the clock for `done_at` and a log for failures. */
export type TriggerContext = IssueContext & Pick<PlatformContext, 'clock' | 'log'>;

/**
 * Records, in the caller's transaction, that the event happened to the player, once per source (`payment:{id}`,
 * `sign_up:{playerId}`): a source recorded already records nothing. Answers the trigger's id to process after
 * the commit, or null when the source had one.
 */
export async function recordTrigger(
  tx: Database,
  playerId: number,
  event: TriggerEvent,
  source: string,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .insert(bonusTriggers)
    .values({ playerId, event, source, createdAt: now })
    .onConflictDoNothing({ target: bonusTriggers.source })
    .returning({ id: bonusTriggers.id });
  return row?.id ?? null;
}

/**
 * Issues the trigger's bonuses in one transaction: the row locked (a row another node holds is skipped, that
 * node issues it), nothing done when it is done already, every triggered campaign issued with `issueLocked` at
 * the moment of the event (`created_at`: a deposit made while a campaign ran earns its bonus), the row marked
 * done. So a source issues once whoever processes it and however often. `bonus_issued` follows the commit.
 * A failure rolls all of it back and counts an attempt; it never reaches the caller. Answers what was issued.
 */
export async function processTrigger(ctx: TriggerContext, triggerId: number): Promise<IssuedBonus[]> {
  let outcome: { playerId: number; issued: IssuedBonus[] } | null;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const [trigger] = await tx
        .select()
        .from(bonusTriggers)
        .where(eq(bonusTriggers.id, triggerId))
        .for('update', { skipLocked: true });
      if (!trigger || trigger.doneAt) return null;
      const issued: IssuedBonus[] = [];
      for (const campaign of await triggeredCampaigns(tx, trigger.event, trigger.createdAt)) {
        const result = await issueLocked(tx, campaign.id, trigger.playerId, trigger.createdAt);
        if (result.ok) issued.push(result.bonus);
      }
      await tx
        .update(bonusTriggers)
        .set({ doneAt: ctx.clock(), attempts: sql`${bonusTriggers.attempts} + 1` })
        .where(eq(bonusTriggers.id, triggerId));
      return { playerId: trigger.playerId, issued };
    });
  } catch (error) {
    await countFailedAttempt(ctx, triggerId, error);
    return [];
  }
  if (!outcome) return [];
  for (const bonus of outcome.issued) await publishIssued(ctx, outcome.playerId, bonus);
  return outcome.issued;
}

/** The innermost cause's message: the database's own words, not the query and parameters a driver wraps them in. */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

/** Counts a failed attempt on a pending trigger, keeps its error and logs it; the last attempt says so. */
async function countFailedAttempt(ctx: TriggerContext, triggerId: number, error: unknown): Promise<void> {
  const message = rootMessage(error).slice(0, LAST_ERROR_MAX_CHARS);
  try {
    const [row] = await ctx.db
      .update(bonusTriggers)
      .set({ attempts: sql`${bonusTriggers.attempts} + 1`, lastError: message })
      .where(and(eq(bonusTriggers.id, triggerId), isNull(bonusTriggers.doneAt)))
      .returning({ attempts: bonusTriggers.attempts, source: bonusTriggers.source });
    const details = { err: error, triggerId, source: row?.source, attempts: row?.attempts };
    if (row && row.attempts >= TRIGGER_MAX_ATTEMPTS) {
      ctx.log.error(details, 'bonus trigger failed its last attempt; its bonuses are not issued');
    } else {
      ctx.log.error(details, 'bonus trigger failed; the trigger job tries again');
    }
  } catch (countError) {
    ctx.log.error(
      { err: error, countError, triggerId },
      'bonus trigger failed and its attempt was not counted',
    );
  }
}
