import {
  type DepositResponse,
  FIAT_PAYMENT_METHODS,
  type PaymentResult,
  WALLET_ERROR_CODES,
} from '@sportsbook/contracts/wallet';
import { type DepositMethod, maxDeposit, minDeposit } from '@sportsbook/domain/deposits';
import { type Currency, toMajorString } from '@sportsbook/domain/money';
import { DomainError } from '../../core/domain-error';
import type { SignedInPlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { processTrigger, recordTrigger } from '../bonuses';
import { assertDepositAllowed } from '../limits';
import {
  depositDraft,
  type NotificationsPublished,
  publishNotifications,
  recordNotifications,
} from '../notifications';
import { lockPlayer } from '../player-records';
import { assertNotExcluded, missedProfileFields } from '../players';
import {
  type BalanceChange,
  LedgerLimitExceeded,
  playerBalance,
  postLedgerTransaction,
  publishBalanceChanges,
} from '../wallet';
import { findCurrencyRow } from './currencies';
import {
  findByIdempotencyKey,
  findPayment,
  insertPayment,
  lockPayment,
  movePayment,
  type PaymentRow,
  paidDepositCount,
  toPayment,
} from './repository';

export interface DepositInput {
  amount: number;
  currency: string;
  method: DepositMethod;
  idempotencyKey?: string | undefined;
}

export function assertMethodFits(method: DepositInput['method'], fiat: boolean, currency: string) {
  if (method === 'test') return;
  const fiatMethod = (FIAT_PAYMENT_METHODS as readonly string[]).includes(method);
  if (fiatMethod !== fiat) {
    throw new DomainError(
      'invalid',
      WALLET_ERROR_CODES.paymentMethodUnavailable,
      `${method} is not available for ${currency}: use ${fiat ? FIAT_PAYMENT_METHODS.join(', ') : 'crypto'}.`,
    );
  }
}

/**
 * 400 deposit_amount_too_small below the currency's minimum, 400 deposit_amount_too_large above the currency's and
 * method's maximum (domain deposits.ts): the bounds the deposit form shows and checks before sending.
 */
function assertAmountFits(amount: number, currency: Currency, method: DepositMethod) {
  const min = minDeposit(currency.code);
  if (min !== undefined && amount < min) {
    throw new DomainError(
      'invalid',
      WALLET_ERROR_CODES.depositAmountTooSmall,
      `The least you can deposit is ${toMajorString(min, currency)} ${currency.code}.`,
      { details: { field: 'body.amount', min, currency: currency.code } },
    );
  }
  const max = maxDeposit(currency.code, method);
  if (max === undefined || amount <= max) return;
  const how = method === 'test' ? 'at once' : `by ${method.replaceAll('_', ' ')}`;
  const shown = `${toMajorString(max, currency)} ${currency.code}`;
  throw new DomainError(
    'invalid',
    WALLET_ERROR_CODES.depositAmountTooLarge,
    `The most you can deposit ${how} is ${shown}.`,
    { details: { field: 'body.amount', max, currency: currency.code, method } },
  );
}

/** Why a refused ledger posting declined a deposit (the payment's failure_reason). */
export const NOT_CREDITED_REASON = 'The deposit could not be credited to the account.';

const resultOf = (row: PaymentRow): PaymentResult =>
  row.status === 'paid' ? 'success' : row.status === 'declined' ? 'error' : 'pending';

async function answer(ctx: PlatformContext, row: PaymentRow): Promise<DepositResponse> {
  return {
    payment: toPayment(row),
    result: resultOf(row),
    account: { currency: row.currency, balance: await playerBalance(ctx.db, row.playerId, row.currency) },
  };
}

/**
 * Credits a deposit the provider approved: approved, then the ledger posting (reference `payment:{id}`), then
 * paid, in one transaction. Safe to call again for the same payment (a retried webhook): it pays once. When the
 * ledger refuses the posting (an account would pass the ledger limit), nothing of it is written and the payment
 * ends declined, not left waiting in `initial`.
 */
export async function completeDeposit(ctx: PlatformContext, paymentId: number): Promise<void> {
  let credited: Credited | null;
  try {
    credited = await creditDeposit(ctx, paymentId);
  } catch (error) {
    if (!(error instanceof LedgerLimitExceeded)) throw error;
    await declineDeposit(ctx, paymentId, NOT_CREDITED_REASON);
    return;
  }
  if (!credited) return;
  await publishBalanceChanges(ctx.publishToPlayer, credited.changes);
  await publishNotifications(ctx, credited.notified, ctx.log);
  // The bonuses the deposit triggers (first deposit, deposit over an amount) are issued now from the trigger the
  // credit recorded; if this stops or fails, the bonus trigger job issues them. Never undoes the credit.
  if (credited.triggerId !== null) await processTrigger(ctx, credited.triggerId);
}

/** A deposit this call credited and the bonus trigger its transaction recorded. */
interface Credited {
  payment: PaymentRow;
  changes: BalanceChange[];
  triggerId: number | null;
  /** The deposit's notification, to publish after the commit. */
  notified: NotificationsPublished[];
}

async function creditDeposit(ctx: PlatformContext, paymentId: number): Promise<Credited | null> {
  return ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment || payment.status === 'paid' || payment.status === 'declined') return null;
    const now = ctx.clock();
    await movePayment(tx, paymentId, ['initial'], { status: 'approved', updatedAt: now });
    const posting = await postLedgerTransaction(tx, {
      kind: payment.method === 'test' ? 'test_deposit' : 'deposit',
      currency: payment.currency,
      reference: `payment:${payment.id}`,
      entries: [
        {
          account: { house: payment.method === 'test' ? 'operator' : 'deposits_clearing' },
          amount: -payment.amount,
        },
        { account: { playerId: payment.playerId }, amount: payment.amount },
      ],
      metadata: { payment_id: payment.id, method: payment.method },
      at: now,
    });
    if (!posting.ok) throw new Error(`deposit ${paymentId} could not be credited`);
    await movePayment(tx, paymentId, ['approved'], {
      status: 'paid',
      ledgerTransactionId: posting.transactionId,
      updatedAt: now,
    });
    const first = (await paidDepositCount(tx, payment.playerId)) === 1;
    const triggerId = await recordTrigger(
      tx,
      payment.playerId,
      { key: 'deposit', currency: payment.currency, amount: payment.amount, first },
      `payment:${payment.id}`,
      now,
    );
    const notified = await recordNotifications(tx, [depositDraft({ ...payment, paid: true })], now);
    return { payment, changes: posting.balanceChanges, triggerId, notified };
  });
}

/** Declines a deposit not paid yet and notifies its player (once: a declined payment moves no more). */
export async function declineDeposit(ctx: PlatformContext, paymentId: number, reason: string): Promise<void> {
  const notified = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const moved = await movePayment(tx, paymentId, ['initial', 'approved'], {
      status: 'declined',
      failureReason: reason,
      updatedAt: now,
    });
    const payment = moved ? await findPayment(tx, paymentId) : undefined;
    return payment ? await recordNotifications(tx, [depositDraft({ ...payment, paid: false })], now) : [];
  });
  await publishNotifications(ctx, notified, ctx.log);
}

/**
 * A deposit: checks the amount (at least the currency's minimum, at most the currency's and method's
 * maximum) and that the player may deposit (profile, exclusion, deposit limits) before anything is written,
 * records the payment, asks the provider and credits the account when it approves. A retry with the same idempotency key answers the first
 * payment's current state, after finishing it if a crash stopped it half-way.
 */
export async function deposit(ctx: PlatformContext, player: SignedInPlayer, input: DepositInput) {
  const currency = await findCurrencyRow(ctx.db, input.currency);
  assertMethodFits(input.method, currency.fiat, currency.code);
  assertAmountFits(input.amount, currency, input.method);
  const missed = missedProfileFields(player.row, ctx.config);
  if (missed.length > 0) {
    throw new DomainError(
      'forbidden',
      WALLET_ERROR_CODES.profileIncomplete,
      `Complete your profile first: ${missed.join(', ')}.`,
      {
        details: { auth_fields_missed: missed },
      },
    );
  }
  await assertNotExcluded(ctx, player.id);

  const created = await ctx.db.transaction(async (tx) => {
    // The player's row lock serialises their deposits: limit checks and idempotency keys cannot be raced.
    await lockPlayer(tx, player.id);
    if (input.idempotencyKey) {
      const existing = await findByIdempotencyKey(tx, player.id, input.idempotencyKey);
      if (existing) {
        if (existing.amount !== input.amount || existing.currency !== currency.code) {
          throw new DomainError(
            'conflict',
            WALLET_ERROR_CODES.idempotencyConflict,
            'This idempotency key was used for another deposit.',
          );
        }
        return { row: existing, fresh: false };
      }
    }
    const now = ctx.clock();
    await assertDepositAllowed(tx, player.id, currency.code, input.amount, now);
    const row = await insertPayment(tx, {
      playerId: player.id,
      method: input.method,
      amount: input.amount,
      currency: currency.code,
      status: 'initial',
      idempotencyKey: input.idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    });
    return { row, fresh: true };
  });
  // A payment still `initial` when its key comes again was stopped by a crash before the provider's answer was
  // acted on (not asked yet, or approved and not credited). The retry asks the provider again for the same
  // payment id (a provider answers a known payment with its decision; crediting pays once) instead of leaving
  // it pending for ever.
  if (!created.fresh && created.row.status !== 'initial') return answer(ctx, created.row);

  const paymentId = created.row.id;
  if (input.method === 'test') {
    await completeDeposit(ctx, paymentId);
  } else {
    const decision = await ctx.paymentProvider.startDeposit({
      paymentId,
      amount: input.amount,
      currency: currency.code,
      subunits: currency.subunits,
      method: input.method,
    });
    await movePayment(ctx.db, paymentId, ['initial'], {
      providerReference: decision.providerReference,
      updatedAt: ctx.clock(),
    });
    if (decision.decision === 'approved') await completeDeposit(ctx, paymentId);
    if (decision.decision === 'declined') await declineDeposit(ctx, paymentId, decision.reason ?? 'Declined');
  }
  const row = await findPayment(ctx.db, paymentId);
  if (!row) throw new Error(`payment ${paymentId} vanished`);
  return answer(ctx, row);
}
