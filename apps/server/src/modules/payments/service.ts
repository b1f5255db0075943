import {
  type DepositResponse,
  FIAT_PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentResult,
  WALLET_ERROR_CODES,
} from '@sportsbook/contracts/wallet';
import { HttpError } from '../../http/errors';
import type { SignedInPlayer } from '../../http/session';
import { assertDepositAllowed } from '../limits/enforcement';
import { assertNotExcluded } from '../players/auth-service';
import type { PlatformContext } from '../players/platform-context';
import { missedProfileFields } from '../players/profile';
import { lockPlayer } from '../players/repository';
import { publishBalanceChanges } from '../wallet/balance-events';
import { postLedgerTransaction } from '../wallet/ledger';
import { playerBalance } from '../wallet/ledger-accounts';
import { findCurrencyRow } from './currencies';
import {
  findByIdempotencyKey,
  findPayment,
  insertPayment,
  lockPayment,
  movePayment,
  type PaymentRow,
  toPayment,
} from './repository';

export interface DepositInput {
  amount: number;
  currency: string;
  method: PaymentMethod | 'test';
  idempotencyKey?: string | undefined;
}

function assertMethodFits(method: DepositInput['method'], fiat: boolean, currency: string) {
  if (method === 'test') return;
  const fiatMethod = (FIAT_PAYMENT_METHODS as readonly string[]).includes(method);
  if (fiatMethod !== fiat) {
    throw new HttpError(
      400,
      WALLET_ERROR_CODES.paymentMethodUnavailable,
      `${method} is not available for ${currency}: use ${fiat ? FIAT_PAYMENT_METHODS.join(', ') : 'crypto'}.`,
    );
  }
}

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
 * paid, in one transaction. Safe to call again for the same payment (a retried webhook): it pays once.
 */
export async function completeDeposit(ctx: PlatformContext, paymentId: number): Promise<void> {
  const changes = await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment || payment.status === 'paid' || payment.status === 'declined') return [];
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
    return posting.balanceChanges;
  });
  await publishBalanceChanges(ctx.publishToPlayer, changes);
}

export async function declineDeposit(ctx: PlatformContext, paymentId: number, reason: string): Promise<void> {
  await movePayment(ctx.db, paymentId, ['initial', 'approved'], {
    status: 'declined',
    failureReason: reason,
    updatedAt: ctx.clock(),
  });
}

/**
 * A deposit: checks the player may deposit (profile, exclusion, deposit limits), records the payment, asks the
 * provider and credits the account when it approves. A retry with the same idempotency key answers the first
 * payment's current state.
 */
export async function deposit(ctx: PlatformContext, player: SignedInPlayer, input: DepositInput) {
  const currency = await findCurrencyRow(ctx.db, input.currency);
  assertMethodFits(input.method, currency.fiat, currency.code);
  const missed = missedProfileFields(player.row, ctx.config);
  if (missed.length > 0) {
    throw new HttpError(
      403,
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
          throw new HttpError(
            409,
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
  if (!created.fresh) return answer(ctx, created.row);

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
