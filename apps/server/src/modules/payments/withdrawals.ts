import {
  WALLET_ERROR_CODES,
  type Withdrawal,
  type WithdrawalRequest,
  type WithdrawalResponse,
  type WithdrawalStatus,
} from '@sportsbook/contracts/wallet';
import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { DomainError, notFound } from '../../core/domain-error';
import type { Database, Transaction } from '../../db/client';
import type { PlatformContext } from '../../platform/context';
import { lockPlayer } from '../player-records';
import { type BalanceChange, playerBalance, postLedgerTransaction, publishBalanceChanges } from '../wallet';
import { findCurrencyRow } from './currencies';
import { assertMethodFits } from './service';
import {
  findWithdrawal,
  findWithdrawalByKey,
  insertWithdrawal,
  lockWithdrawal,
  moveWithdrawal,
  toWithdrawal,
  type WithdrawalRow,
} from './withdrawal-repository';

/**
 * Withdrawals. The player's account holds only withdrawable money: bonus money never enters it (a freebet's
 * stake moves from the house `bonus` account, ADR 017/028), so the withdrawable amount is the account's balance.
 * At the request the amount moves player -> withdrawals_pending in the same transaction as the row, so it can no
 * longer be bet; cancel and decline move it back, paid moves it on to deposits_clearing (the provider's side).
 */

const notMovable = (row: WithdrawalRow, move: string) =>
  new DomainError(
    'conflict',
    WALLET_ERROR_CODES.withdrawalNotMovable,
    `Withdrawal ${row.id} is ${row.status} and cannot be ${move}.`,
    { details: { status: row.status } },
  );

async function answer(db: Database, row: WithdrawalRow): Promise<WithdrawalResponse> {
  return {
    withdrawal: toWithdrawal(row),
    account: { currency: row.currency, balance: await playerBalance(db, row.playerId, row.currency) },
  };
}

/** Requests a withdrawal: checks, then debits the amount into pending withdrawals with the row, all or nothing. */
export async function requestWithdrawal(
  ctx: PlatformContext,
  playerId: number,
  input: WithdrawalRequest,
): Promise<{ response: WithdrawalResponse; created: boolean }> {
  const currency = await findCurrencyRow(ctx.db, input.currency);
  assertMethodFits(input.method, currency.fiat, currency.code);
  const done = await ctx.db.transaction(async (tx) => {
    // The player's row lock serialises their withdrawals and deposits: idempotency keys cannot be raced.
    await lockPlayer(tx, playerId);
    if (input.idempotency_key) {
      const existing = await findWithdrawalByKey(tx, playerId, input.idempotency_key);
      if (existing) {
        if (existing.amount !== input.amount || existing.currency !== currency.code) {
          throw new DomainError(
            'conflict',
            WALLET_ERROR_CODES.idempotencyConflict,
            'This idempotency key was used for another withdrawal.',
          );
        }
        return { row: existing, changes: [] as BalanceChange[] };
      }
    }
    const now = ctx.clock();
    const refuse = (withdrawable: number) =>
      new DomainError(
        'conflict',
        WALLET_ERROR_CODES.withdrawalInsufficientFunds,
        'The amount is more than you can withdraw.',
        { details: { field: 'body.amount', withdrawable, currency: currency.code } },
      );
    // No balance holds more than the ledger's limit, and the ledger refuses to post such an amount at all (a
    // 500): the answer is the one any amount over the balance gets.
    if (input.amount > LEDGER_LIMIT) throw refuse(await playerBalance(tx, playerId, currency.code));
    const posting = await postLedgerTransaction(tx, {
      kind: 'withdrawal',
      currency: currency.code,
      reference: `withdrawal:${playerId}:${crypto.randomUUID()}`,
      entries: [
        { account: { playerId }, amount: -input.amount },
        { account: { house: 'withdrawals_pending' }, amount: input.amount },
      ],
      metadata: { method: input.method },
      at: now,
    });
    if (!posting.ok) throw refuse(posting.balance);
    const row = await insertWithdrawal(tx, {
      playerId,
      method: input.method,
      amount: input.amount,
      currency: currency.code,
      status: 'pending',
      idempotencyKey: input.idempotency_key ?? null,
      requestTransactionId: posting.transactionId,
      createdAt: now,
      updatedAt: now,
    });
    return { row, changes: posting.balanceChanges };
  });
  await publishBalanceChanges(ctx.publishToPlayer, done.changes);
  return { response: await answer(ctx.db, done.row), created: done.changes.length > 0 };
}

/** A decision's status move, as the audit log records it. */
export interface WithdrawalMove {
  before: Withdrawal;
  after: Withdrawal;
}

/**
 * Runs the transaction in which the operator's decision moves a withdrawal: by default a plain one; the back
 * office passes one that appends the decision's audit row in the same transaction (ADR 039).
 */
export type DecisionTransaction = <Done extends { move: WithdrawalMove }>(
  step: (tx: Transaction) => Promise<Done>,
) => Promise<Done>;

const plainTransaction =
  (ctx: PlatformContext): DecisionTransaction =>
  (step) =>
    ctx.db.transaction(step);

/** Returns a withdrawal's money to the player and closes it (cancelled by the player, declined). */
async function returnWithdrawal(
  ctx: PlatformContext,
  id: number,
  from: readonly WithdrawalStatus[],
  to: 'cancelled' | 'declined',
  ownerId: number | null,
  reason: string | null,
  inTransaction: DecisionTransaction = plainTransaction(ctx),
): Promise<WithdrawalResponse> {
  const done = await inTransaction(async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (!row || (ownerId !== null && row.playerId !== ownerId)) throw notFound(`Withdrawal ${id}`);
    if (!from.includes(row.status)) throw notMovable(row, to);
    const now = ctx.clock();
    const posting = await postLedgerTransaction(tx, {
      kind: 'withdrawal_return',
      currency: row.currency,
      reference: `withdrawal:${row.id}:return`,
      entries: [
        { account: { house: 'withdrawals_pending' }, amount: -row.amount },
        { account: { playerId: row.playerId }, amount: row.amount },
      ],
      metadata: { withdrawal_id: row.id, status: to },
      at: now,
    });
    if (!posting.ok) throw new Error(`withdrawal ${id} could not be returned`);
    const patch = {
      status: to,
      failureReason: reason,
      closeTransactionId: posting.transactionId,
      updatedAt: now,
    };
    await moveWithdrawal(tx, id, from, patch);
    const move = { before: toWithdrawal(row), after: toWithdrawal({ ...row, ...patch }) };
    return { changes: posting.balanceChanges, move };
  });
  await publishBalanceChanges(ctx.publishToPlayer, done.changes);
  const row = await findWithdrawal(ctx.db, id);
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return answer(ctx.db, row);
}

/** The player's cancel: only while pending (not yet approved); the money comes back at once. */
export const cancelWithdrawal = (ctx: PlatformContext, playerId: number, id: number) =>
  returnWithdrawal(ctx, id, ['pending'], 'cancelled', playerId, null);

/** The operator's decline of a pending withdrawal: the money comes back. */
export const declineWithdrawal = (
  ctx: PlatformContext,
  id: number,
  reason: string,
  inTransaction?: DecisionTransaction,
) => returnWithdrawal(ctx, id, ['pending'], 'declined', null, reason, inTransaction);

/**
 * The operator's approval: pending -> approved, then the provider pays out; paid moves the money from pending
 * withdrawals to deposits_clearing, a refused payout returns it (declined with the provider's reason).
 */
export async function approveWithdrawal(
  ctx: PlatformContext,
  id: number,
  inTransaction: DecisionTransaction = plainTransaction(ctx),
): Promise<WithdrawalResponse> {
  const { row: approved } = await inTransaction(async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (!row) throw notFound(`Withdrawal ${id}`);
    if (row.status !== 'pending') throw notMovable(row, 'approved');
    const patch = { status: 'approved' as const, updatedAt: ctx.clock() };
    await moveWithdrawal(tx, id, ['pending'], patch);
    return { row, move: { before: toWithdrawal(row), after: toWithdrawal({ ...row, ...patch }) } };
  });
  const currency = await findCurrencyRow(ctx.db, approved.currency);
  const payout = await ctx.paymentProvider.startPayout({
    withdrawalId: id,
    amount: approved.amount,
    currency: approved.currency,
    subunits: currency.subunits,
    method: approved.method,
  });
  if (payout.decision === 'declined') {
    return returnWithdrawal(ctx, id, ['approved'], 'declined', null, payout.reason ?? 'Declined');
  }
  await ctx.db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (row?.status !== 'approved') return;
    const now = ctx.clock();
    const posting = await postLedgerTransaction(tx, {
      kind: 'withdrawal_payout',
      currency: row.currency,
      reference: `withdrawal:${row.id}:payout`,
      entries: [
        { account: { house: 'withdrawals_pending' }, amount: -row.amount },
        { account: { house: 'deposits_clearing' }, amount: row.amount },
      ],
      metadata: { withdrawal_id: row.id, provider_reference: payout.providerReference },
      at: now,
    });
    if (!posting.ok) throw new Error(`withdrawal ${id} could not be paid out`);
    await moveWithdrawal(tx, id, ['approved'], {
      status: 'paid',
      providerReference: payout.providerReference,
      closeTransactionId: posting.transactionId,
      updatedAt: now,
    });
  });
  const row = await findWithdrawal(ctx.db, id);
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return answer(ctx.db, row);
}
