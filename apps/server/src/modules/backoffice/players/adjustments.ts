import { type Adjustment, PLAYER_SUPPORT_ERROR_CODES } from '@sportsbook/contracts/backoffice-players';
import { findCurrency } from '@sportsbook/domain/money';
import {
  adjustmentExpiresAt,
  adjustmentNeedsApproval,
  adjustmentThresholdMinor,
} from '@sportsbook/domain/player-support';
import { and, asc, eq, gt } from 'drizzle-orm';
import { DomainError, notFound } from '../../../core/domain-error';
import type { Database } from '../../../db/client';
import { type BalanceAdjustmentRow, balanceAdjustments } from '../../../db/schema/player-support';
import { currencyExists } from '../../player-records';
import { type BalanceChange, LedgerLimitExceeded, postLedgerTransaction } from '../../wallet';
import { actorName, type BackofficeActor } from '../staff-actor';
import { adjustmentView } from './repository';

export interface AdjustmentRequest {
  currency: string;
  amount: number;
  reason: string;
  idempotency_key: string;
}

/** The operator's rules of manual adjustments (configuration `adjustments`). */
export interface AdjustmentRules {
  approvalThresholdMajor: string;
  pendingDays: number;
}

export interface AdjustmentStep {
  before: Adjustment | null;
  after: Adjustment;
  /** Balances the step changed (published to the player after the commit). */
  balanceChanges: BalanceChange[];
}

const unknownCurrency = (code: string) =>
  new DomainError('invalid', 'unknown_currency', `Unknown currency ${code}`, {
    details: [{ field: 'body.currency', message: 'is not a currency this site accepts' }],
  });

/**
 * Posts the adjustment: the player's account and the house's adjustments account, on the adjustment's unique
 * reference (a second posting of it changes nothing). A debit beyond the balance is refused and nothing is written.
 */
async function post(
  tx: Database,
  row: Pick<BalanceAdjustmentRow, 'playerId' | 'currency' | 'amount' | 'reference'>,
) {
  const posted = await postLedgerTransaction(tx, {
    kind: 'adjustment',
    currency: row.currency,
    reference: row.reference,
    entries: [
      { account: { playerId: row.playerId }, amount: row.amount },
      { account: { house: 'adjustments' }, amount: -row.amount },
    ],
    metadata: { source: 'backoffice' },
  }).catch((error: unknown) => {
    if (!(error instanceof LedgerLimitExceeded)) throw error;
    throw new DomainError(
      'conflict',
      PLAYER_SUPPORT_ERROR_CODES.overLedgerLimit,
      `An adjustment of ${row.amount} ${row.currency} would take an account past the most it holds.`,
    );
  });
  if (!posted.ok) {
    throw new DomainError(
      'conflict',
      PLAYER_SUPPORT_ERROR_CODES.insufficientFunds,
      `The player's ${row.currency} balance (${posted.balance}) does not cover a debit of ${-row.amount}.`,
    );
  }
  return posted;
}

/** The adjustment an earlier request with this key made, when it is this one; a refusal when it is another. */
async function sameRequestBefore(
  tx: Database,
  reference: string,
  playerId: number,
  currency: string,
  amount: number,
): Promise<AdjustmentStep | undefined> {
  const [earlier] = await tx
    .select()
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.reference, reference));
  if (!earlier) return undefined;
  if (earlier.playerId !== playerId || earlier.currency !== currency || earlier.amount !== amount) {
    throw new DomainError(
      'conflict',
      PLAYER_SUPPORT_ERROR_CODES.referenceReused,
      'This idempotency key was used for a different adjustment.',
    );
  }
  return { before: adjustmentView(earlier), after: adjustmentView(earlier), balanceChanges: [] };
}

/**
 * A staff member's manual adjustment (ADR 038): posted at once when its size is within the threshold, else stored
 * pending for a second approver. The idempotency key makes the ledger reference: the same request again answers
 * the row it made and posts nothing; the key reused for a different adjustment is refused.
 */
export async function requestAdjustment(
  tx: Database,
  actor: BackofficeActor,
  playerId: number,
  body: AdjustmentRequest,
  rules: AdjustmentRules,
  now: Date,
): Promise<AdjustmentStep> {
  const currency = findCurrency(body.currency);
  if (!currency || !(await currencyExists(tx, currency.code))) throw unknownCurrency(body.currency);
  const threshold = adjustmentThresholdMinor(rules.approvalThresholdMajor, currency);
  if (threshold === undefined)
    throw new Error(`adjustment threshold ${rules.approvalThresholdMajor} is no amount`);
  const reference = `staff-adjustment:${body.idempotency_key}`;
  const earlier = await sameRequestBefore(tx, reference, playerId, currency.code, body.amount);
  if (earlier) return earlier;
  const who = actorName(actor);
  const needsApproval = adjustmentNeedsApproval(body.amount, threshold);
  const fields = { playerId, currency: currency.code, amount: body.amount, reference };
  const posted = needsApproval ? null : await post(tx, fields);
  const [row] = await tx
    .insert(balanceAdjustments)
    .values({
      ...fields,
      reason: body.reason,
      needsApproval,
      status: posted ? 'posted' : 'pending',
      requestedByStaffId: who.staffId,
      requestedBy: who.actor,
      requestedAt: now,
      expiresAt: needsApproval ? adjustmentExpiresAt(now, rules.pendingDays) : null,
      ...(posted
        ? {
            decidedByStaffId: who.staffId,
            decidedBy: who.actor,
            decidedAt: now,
            ledgerTransactionId: posted.transactionId,
          }
        : {}),
    })
    .onConflictDoNothing({ target: balanceAdjustments.reference })
    .returning();
  if (!row) {
    // The same request raced this one and committed first (its posting made ours a duplicate).
    const raced = await sameRequestBefore(tx, reference, playerId, currency.code, body.amount);
    if (!raced) throw new Error(`adjustment ${reference} neither inserted nor found`);
    return raced;
  }
  return { before: null, after: adjustmentView(row), balanceChanges: posted?.balanceChanges ?? [] };
}

/**
 * The adjustment, locked, when it still waits for a decision. One past its deadline is refused even before the
 * expiry sweep has marked it (the sweep runs once a minute; the deadline is the rule).
 */
async function lockedPending(tx: Database, id: number, now: Date): Promise<BalanceAdjustmentRow> {
  const [row] = await tx.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id)).for('update');
  if (!row) throw notFound('Adjustment');
  if (row.status !== 'pending') {
    throw new DomainError(
      'conflict',
      PLAYER_SUPPORT_ERROR_CODES.adjustmentNotPending,
      `Adjustment ${id} is ${row.status}, not waiting for a decision.`,
    );
  }
  if (row.expiresAt && row.expiresAt <= now) {
    throw new DomainError(
      'conflict',
      PLAYER_SUPPORT_ERROR_CODES.adjustmentExpired,
      `Adjustment ${id} expired undecided at ${row.expiresAt.toISOString()}; request it again if it still holds.`,
    );
  }
  return row;
}

/**
 * A second staff member approves a pending adjustment: the ledger posts it then, once (the row is locked and
 * leaves `pending`; the reference is unique). The requester cannot approve their own (403).
 */
export async function approveAdjustment(
  tx: Database,
  actor: BackofficeActor,
  id: number,
  now: Date,
): Promise<AdjustmentStep> {
  const row = await lockedPending(tx, id, now);
  const who = actorName(actor);
  if (who.actor === row.requestedBy) {
    throw new DomainError(
      'forbidden',
      PLAYER_SUPPORT_ERROR_CODES.selfApproval,
      'An adjustment above the threshold needs a second person: you requested this one.',
    );
  }
  const posted = await post(tx, row);
  const [after] = await tx
    .update(balanceAdjustments)
    .set({
      status: 'posted',
      decidedByStaffId: who.staffId,
      decidedBy: who.actor,
      decidedAt: now,
      ledgerTransactionId: posted.transactionId,
    })
    .where(eq(balanceAdjustments.id, id))
    .returning();
  if (!after) throw new Error('adjustment update answered no row');
  return { before: adjustmentView(row), after: adjustmentView(after), balanceChanges: posted.balanceChanges };
}

/** Declines a pending adjustment (its requester may withdraw it too): nothing is posted. */
export async function declineAdjustment(
  tx: Database,
  actor: BackofficeActor,
  id: number,
  now: Date,
): Promise<AdjustmentStep> {
  const row = await lockedPending(tx, id, now);
  const who = actorName(actor);
  const [after] = await tx
    .update(balanceAdjustments)
    .set({ status: 'declined', decidedByStaffId: who.staffId, decidedBy: who.actor, decidedAt: now })
    .where(eq(balanceAdjustments.id, id))
    .returning();
  if (!after) throw new Error('adjustment update answered no row');
  return { before: adjustmentView(row), after: adjustmentView(after), balanceChanges: [] };
}

/** Adjustments waiting for a second approver and not past their deadline, oldest first. */
export async function pendingAdjustments(db: Database, now: Date): Promise<Adjustment[]> {
  const rows = await db
    .select()
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.status, 'pending'), gt(balanceAdjustments.expiresAt, now)))
    .orderBy(asc(balanceAdjustments.id))
    .limit(200);
  return rows.map(adjustmentView);
}
