import { PAYMENT_METHODS, type PaymentMethod } from '@sportsbook/domain/deposits';
import { z } from 'zod';
import { HTTP_ERROR_CODES } from './errors';
import { idSchema } from './ids';
import { currencyCodeSchema } from './platform';

// The methods are a deposit rule (domain deposits.ts, beside their maxima); re-exported for the schemas' users.
export { FIAT_PAYMENT_METHODS, PAYMENT_METHODS, type PaymentMethod } from '@sportsbook/domain/deposits';

/**
 * Wallet (spec part 1 §3 "Account", §7): accounts per currency, ledger history, deposits through the payment
 * widget and the balance event on the player's private channel. Amounts are integer minor units.
 */

const minorAmountSchema = z.number().int().refine(Number.isSafeInteger, 'must be a safe integer');
const positiveMinorAmountSchema = z
  .number({ error: 'must be a number of minor units' })
  .int('must be a whole number of minor units')
  .positive('must be above 0')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');

export const accountSchema = z.object({
  currency: z.string(),
  balance: minorAmountSchema,
  /** The account the player bets from (the profile's currency). */
  active: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
export const accountsResponseSchema = z.array(accountSchema);

/** Published on the player's private channel after every committed change of a balance. */
export const balanceChangedEventSchema = z.object({
  type: z.literal('balance_changed'),
  data: z.object({ currency: z.string(), balance: minorAmountSchema }),
});
export type BalanceChangedEvent = z.infer<typeof balanceChangedEventSchema>;

export const LEDGER_KINDS = [
  'deposit',
  'test_deposit',
  'withdrawal',
  'withdrawal_return',
  'withdrawal_payout',
  'bet_stake',
  'bet_payout',
  'bet_refund',
  'cashout',
  'bonus_credit',
  'jackpot_payout',
  'jackpot_contribution',
  'jackpot_seed',
  'tournament_payout',
  'adjustment',
] as const;
export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

/** One line of the player's history: the change of one of their accounts. */
export const walletTransactionSchema = z.object({
  id: z.number().int(),
  kind: ledgerKindSchema,
  currency: z.string(),
  amount: minorAmountSchema,
  balance_after: minorAmountSchema,
  reference: z.string(),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  currency: currencyCodeSchema.optional(),
});
export const walletTransactionsPageSchema = z.object({
  items: z.array(walletTransactionSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

/** Payment status (spec §3): initial, approved, declined, paid. */
export const PAYMENT_STATUSES = ['initial', 'approved', 'declined', 'paid'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
/** Methods a stored payment can have: the players' methods plus 'test' (the spi_test quick deposit). */
export const PAYMENT_RECORD_METHODS = [...PAYMENT_METHODS, 'test'] as const;

/** What the widget redirects to: ?payment-result=success|error|pending. */
export const paymentResultSchema = z.enum(['success', 'error', 'pending']);
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/**
 * Every text the payment widget shows (apps/server/src/modules/payments/widget), the one shape the widget reads
 * and a host writes. A host passes its own (the web app passes its `wallet.form` catalogue in the player's
 * language); a host that passes none gets the widget's English ones. Amounts arrive formatted.
 */
export interface PaymentWidgetTexts {
  /** The legend of the amount buttons. */
  steps: string;
  /** The label of the amount field, with the currency code. */
  amount: (currency: string) => string;
  /** The smallest and largest deposit for the chosen method. */
  bounds: (min: string, max: string) => string;
  /** The legend of the method tiles. */
  method: string;
  methods: Record<PaymentMethod, string>;
  submit: string;
  invalid: (decimals: number) => string;
  belowMin: (min: string) => string;
  aboveMax: (max: string) => string;
  signIn: string;
  unreachable: string;
  refused: string;
  /** A paid deposit names what came in. */
  added: (amount: string) => string;
  pending: string;
  declined: string;
}

const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _');

export const depositRequestSchema = z.object({
  amount: positiveMinorAmountSchema,
  currency: currencyCodeSchema,
  method: paymentMethodSchema,
  /** A retried request with the same key answers the first payment instead of creating a second one. */
  idempotency_key: idempotencyKeySchema.optional(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const quickDepositRequestSchema = z.object({
  amount: positiveMinorAmountSchema,
  currency: currencyCodeSchema.optional(),
  idempotency_key: idempotencyKeySchema.optional(),
});
export const testQuickDepositRequestSchema = z.object({
  amount: positiveMinorAmountSchema.optional(),
  currency: currencyCodeSchema.optional(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  status: paymentStatusSchema,
  amount: minorAmountSchema,
  currency: z.string(),
  method: z.enum(PAYMENT_RECORD_METHODS),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const depositResponseSchema = z.object({
  payment: paymentSchema,
  result: paymentResultSchema,
  /** The account after the deposit; unchanged while the payment is pending or after a decline. */
  account: z.object({ currency: z.string(), balance: minorAmountSchema }),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;

export const paymentParamsSchema = z.object({ id: idSchema });

export const WALLET_ERROR_CODES = {
  depositLimitExceeded: 'deposit_limit_exceeded',
  /** 400: below the smallest single deposit of the currency (`data.details.min`). */
  depositAmountTooSmall: 'deposit_amount_too_small',
  /** 400: above the largest single deposit of the currency and method (`data.details.max`). */
  depositAmountTooLarge: 'deposit_amount_too_large',
  profileIncomplete: 'profile_incomplete',
  paymentMethodUnavailable: 'payment_method_unavailable',
  testDepositForbidden: 'test_deposit_forbidden',
  idempotencyConflict: HTTP_ERROR_CODES.idempotencyConflict,
  /** 409: the amount is more than the withdrawable balance (`data.details.withdrawable`). */
  withdrawalInsufficientFunds: 'withdrawal_insufficient_funds',
  /** 409: the withdrawal is no longer pending (cancel) or not in the status the operator's move starts from. */
  withdrawalNotMovable: 'withdrawal_not_movable',
} as const;

/**
 * Withdrawals: requested (the amount leaves the balance into pending withdrawals at once), then approved or
 * declined by the operator, then paid through the payment provider. Cancelled by the player while pending.
 */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'declined', 'cancelled', 'paid'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalRequestSchema = z.object({
  amount: positiveMinorAmountSchema,
  currency: currencyCodeSchema,
  method: paymentMethodSchema,
  /** A retried request with the same key answers the first withdrawal instead of debiting twice. */
  idempotency_key: idempotencyKeySchema.optional(),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  status: withdrawalStatusSchema,
  amount: minorAmountSchema,
  currency: z.string(),
  method: paymentMethodSchema,
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalResponseSchema = z.object({
  withdrawal: withdrawalSchema,
  /** The account after the request (or the cancel): the amount is no longer in the balance while pending. */
  account: z.object({ currency: z.string(), balance: minorAmountSchema }),
});
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

export const withdrawalListSchema = z.object({ items: z.array(withdrawalSchema) });
export const withdrawalParamsSchema = z.object({ id: idSchema });
export const withdrawalDeclineSchema = z.object({ reason: z.string().trim().min(1).max(500) });
