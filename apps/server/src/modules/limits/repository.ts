import type { LimitStatus, LimitType } from '@sportsbook/contracts/limits';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerActivity, playerLimits } from '../../db/schema/limits';
import { sessions } from '../../db/schema/players';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments } from '../../db/schema/wallet';
import {
  exclusionEndedDraft,
  limitChangedDraft,
  type NotificationsPublished,
  recordNotifications,
} from '../notifications';
import type { LimitSlot } from './rules';

export type LimitRow = typeof playerLimits.$inferSelect;

/** The player's limits that are not history (everything but disabled), oldest first. */
export async function listCurrentLimits(db: Database, playerId: number): Promise<LimitRow[]> {
  return db
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.playerId, playerId), ne(playerLimits.status, 'disabled')))
    .orderBy(asc(playerLimits.id));
}

/** Every limit of the player, history (disabled rows) included, newest first: the back office's view. */
export async function listLimitHistory(db: Database, playerId: number): Promise<LimitRow[]> {
  return db
    .select()
    .from(playerLimits)
    .where(eq(playerLimits.playerId, playerId))
    .orderBy(desc(playerLimits.id));
}

export async function listLimitsOfTypes(
  db: Database,
  playerId: number,
  types: readonly LimitType[],
  statuses: readonly LimitStatus[],
): Promise<LimitRow[]> {
  return db
    .select()
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.playerId, playerId),
        inArray(playerLimits.type, [...types]),
        inArray(playerLimits.status, [...statuses]),
      ),
    )
    .orderBy(asc(playerLimits.id));
}

export async function findLimit(db: Database, playerId: number, id: number): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.playerId, playerId), eq(playerLimits.id, id)));
  return row;
}

export async function slotLimits(db: Database, playerId: number, slot: LimitSlot): Promise<LimitRow[]> {
  return db
    .select()
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.playerId, playerId),
        eq(playerLimits.type, slot.type),
        slot.period === null ? isNull(playerLimits.period) : eq(playerLimits.period, slot.period),
        slot.currency === null ? isNull(playerLimits.currency) : eq(playerLimits.currency, slot.currency),
        ne(playerLimits.status, 'disabled'),
      ),
    )
    .orderBy(asc(playerLimits.id));
}

export async function insertLimit(db: Database, row: typeof playerLimits.$inferInsert): Promise<LimitRow> {
  const [inserted] = await db.insert(playerLimits).values(row).returning();
  if (!inserted) throw new Error('limit insert returned nothing');
  return inserted;
}

export async function setLimitStatus(
  db: Database,
  ids: readonly number[],
  status: LimitStatus,
  now: Date,
  effectiveAt?: Date | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(playerLimits)
    .set({ status, updatedAt: now, ...(effectiveAt === undefined ? {} : { effectiveAt }) })
    .where(inArray(playerLimits.id, [...ids]));
}

/**
 * Applies the changes whose time has come: confirmed loosenings replace their predecessor, confirmed removals
 * end, exclusions past their end are over. Run before any rule reads the limits (and by the limit-change job, so
 * a player who reads nothing is told too). Each change applied records its notification in the same transaction
 * (a savepoint inside the caller's), so whichever path applies a change notifies it exactly once; answers what
 * to publish after the commit.
 */
export async function applyDueLimitChanges(
  db: Database,
  playerId: number,
  now: Date,
): Promise<NotificationsPublished[]> {
  return db.transaction(async (tx) => {
    const applied = await applyDueRows(tx, playerId, now);
    const drafts = [
      ...applied.changed.map((id) => limitChangedDraft({ id, playerId })),
      ...applied.endedExclusions.map((id) => exclusionEndedDraft({ id, playerId })),
    ];
    return recordNotifications(tx, drafts, now);
  });
}

/** The due rows' status changes: the ids of the changes that took effect and of the exclusions that ended. */
async function applyDueRows(
  db: Database,
  playerId: number,
  now: Date,
): Promise<{ changed: number[]; endedExclusions: number[] }> {
  const mine = eq(playerLimits.playerId, playerId);
  const due = and(mine, eq(playerLimits.status, 'confirmed'), lte(playerLimits.effectiveAt, now));
  const replaced = db
    .select({ id: playerLimits.replacesId })
    .from(playerLimits)
    .where(and(due, sql`${playerLimits.replacesId} IS NOT NULL`));
  await db
    .update(playerLimits)
    .set({ status: 'disabled', updatedAt: now })
    .where(and(mine, inArray(playerLimits.id, sql`(${replaced})`)));
  const loosened = await db
    .update(playerLimits)
    .set({ status: 'active', updatedAt: now })
    .where(due)
    .returning({ id: playerLimits.id });
  const removed = await db
    .update(playerLimits)
    .set({ status: 'disabled', updatedAt: now })
    .where(and(mine, eq(playerLimits.status, 'confirmed_disabled'), lte(playerLimits.effectiveAt, now)))
    .returning({ id: playerLimits.id });
  const ended = await db
    .update(playerLimits)
    .set({ status: 'disabled', updatedAt: now })
    .where(and(mine, exclusion, eq(playerLimits.status, 'active'), lte(playerLimits.endsAt, now)))
    .returning({ id: playerLimits.id });
  return {
    changed: [...loosened, ...removed].map((row) => row.id),
    endedExclusions: ended.map((row) => row.id),
  };
}

const exclusion = inArray(playerLimits.type, ['selfexclusion', 'coolingoff']);

/** The players with a change or an exclusion end due at `now`, for the limit-change job. */
export async function playersWithDueChanges(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ playerId: playerLimits.playerId })
    .from(playerLimits)
    .where(
      or(
        and(
          inArray(playerLimits.status, ['confirmed', 'confirmed_disabled']),
          lte(playerLimits.effectiveAt, now),
        ),
        and(exclusion, eq(playerLimits.status, 'active'), lte(playerLimits.endsAt, now)),
      ),
    )
    .orderBy(asc(playerLimits.playerId))
    .limit(limit);
  return rows.map((row) => row.playerId);
}

const total = (expression: ReturnType<typeof sql>) =>
  sql<number>`COALESCE(SUM(${expression}), 0)`.mapWith(Number);

/** Deposits asked for in the window that are not declined: a pending one counts, so limits cannot be raced. */
export async function depositedSince(
  db: Database,
  playerId: number,
  currency: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ amount: total(sql`${payments.amount}`) })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.currency, currency),
        ne(payments.status, 'declined'),
        gt(payments.createdAt, since),
      ),
    );
  return row?.amount ?? 0;
}

export interface BettingFlows {
  /** Stakes placed minus stakes refunded. */
  wagered: number;
  /** Stakes minus everything paid back (winnings, refunds, cash-outs); 0 when the player is ahead. */
  lost: number;
}

/** Betting money flows of the player's account in a currency since a time, read from the ledger. */
export async function bettingFlowsSince(
  db: Database,
  playerId: number,
  currency: string,
  since: Date,
): Promise<BettingFlows> {
  const rows = await db
    .select({ kind: ledgerTransactions.kind, amount: total(sql`${ledgerEntries.amount}`) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerAccounts.playerId, playerId),
        eq(ledgerAccounts.currency, currency),
        gt(ledgerEntries.createdAt, since),
        inArray(ledgerTransactions.kind, ['bet_stake', 'bet_payout', 'bet_refund', 'cashout']),
      ),
    )
    .groupBy(ledgerTransactions.kind);
  const sum = (kind: string) => rows.find((r) => r.kind === kind)?.amount ?? 0;
  const stakes = -sum('bet_stake');
  const refunds = sum('bet_refund');
  const returns = sum('bet_payout') + refunds + sum('cashout');
  return { wagered: Math.max(0, stakes - refunds), lost: Math.max(0, stakes - returns) };
}

/** Active seconds credited by activity pings since a time. */
export async function activeSecondsSince(db: Database, playerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ seconds: total(sql`${playerActivity.seconds}`) })
    .from(playerActivity)
    .where(and(eq(playerActivity.playerId, playerId), gt(playerActivity.recordedAt, since)));
  return row?.seconds ?? 0;
}

/**
 * Seconds signed in since a time: each session from its start (or the window's) to its end, where a session ends
 * when revoked or at its last activity, and the current session runs until now.
 */
export async function signedInSecondsSince(
  db: Database,
  playerId: number,
  since: Date,
  now: Date,
  currentSessionId: number | null,
): Promise<number> {
  // Raw SQL parameters: pass instants as ISO text so both drivers send the same value.
  const nowText = now.toISOString();
  const sinceText = since.toISOString();
  const end = sql`CASE WHEN ${sessions.id} = ${currentSessionId ?? -1} THEN ${nowText}::timestamptz
    ELSE LEAST(COALESCE(${sessions.revokedAt}, ${sessions.lastActivityAt}), ${nowText}::timestamptz) END`;
  const [row] = await db
    .select({
      seconds: total(
        sql`GREATEST(0, EXTRACT(EPOCH FROM (${end} - GREATEST(${sessions.createdAt}, ${sinceText}::timestamptz))))`,
      ),
    })
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), sql`${end} > ${sinceText}::timestamptz`));
  return Math.floor(row?.seconds ?? 0);
}

export async function recordActivity(
  db: Database,
  activity: { playerId: number; sessionId: number; at: Date; seconds: number },
): Promise<void> {
  await db.insert(playerActivity).values({
    playerId: activity.playerId,
    sessionId: activity.sessionId,
    recordedAt: activity.at,
    seconds: activity.seconds,
  });
}
