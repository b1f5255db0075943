import {
  LEDGER_KINDS,
  PAYMENT_METHODS,
  PAYMENT_RECORD_METHODS,
  WITHDRAWAL_STATUSES,
} from '@sportsbook/contracts/wallet';
import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { currencies } from './system';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
// Minor units fit JS safe integers (the domain keeps them there), so bigint columns read as numbers.
const money = (name: string) => bigint(name, { mode: 'number' });
/**
 * A money column within plus or minus LEDGER_LIMIT (migration 0009): amounts and balances stay far inside the JS
 * safe-integer range, so no sum of them overflows on the way.
 */
const withinLedgerLimit = (column: AnyPgColumn) =>
  sql`${column} BETWEEN ${sql.raw(String(-LEDGER_LIMIT))} AND ${sql.raw(String(LEDGER_LIMIT))}`;

export const LEDGER_ACCOUNT_KINDS = [
  'player',
  'operator',
  'bets_in_play',
  'deposits_clearing',
  'bonus',
  'jackpot_pool',
  'withdrawals_pending',
  'adjustments',
] as const;

/**
 * Double-entry ledger. A player's account per currency, and house accounts per currency: operator (the house's
 * own money), bets_in_play (stakes held until settlement), deposits_clearing (money the payment provider owes us),
 * bonus (bonus money given away), jackpot_pool (a jackpot level's pool; the shard is the level's id, ADR 034),
 * withdrawals_pending (money players asked to withdraw, held until it is paid out or returned), adjustments (the
 * other side of staff's manual balance adjustments, ADR 038). `balance` is a projection of the entries kept in the same transaction;
 * a player's can never go below zero (CHECK), house accounts may. A house account may be split into shards
 * (`shard` 1, 2 ...; shard 0 is the account every posting uses unless it names one): bet placement spreads its
 * credits to bets_in_play over shards, so concurrent placements do not all wait for one row. The house's money
 * in bets_in_play is the sum over its shards.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    playerId: integer('player_id').references(() => players.id),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    balance: money('balance').notNull().default(0),
    shard: smallint('shard').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'ledger_accounts_kind',
      sql`${table.kind} IN ('player', 'operator', 'bets_in_play', 'deposits_clearing', 'bonus', 'jackpot_pool', 'withdrawals_pending', 'adjustments')`,
    ),
    check('ledger_accounts_owner', sql`(${table.kind} = 'player') = (${table.playerId} IS NOT NULL)`),
    check('ledger_accounts_player_not_negative', sql`${table.kind} <> 'player' OR ${table.balance} >= 0`),
    // Balances are read as JS numbers: the database keeps them within the ledger limit.
    check('ledger_accounts_balance_within_limit', withinLedgerLimit(table.balance)),
    uniqueIndex('ledger_accounts_player_currency')
      .on(table.playerId, table.currency)
      .where(sql`${table.playerId} IS NOT NULL`),
    check(
      'ledger_accounts_shard',
      sql`${table.shard} >= 0 AND (${table.kind} <> 'player' OR ${table.shard} = 0)`,
    ),
    uniqueIndex('ledger_accounts_house_currency')
      .on(table.kind, table.currency, table.shard)
      .where(sql`${table.playerId} IS NULL`),
  ],
);

/** One posting: its entries sum to zero. `reference` is unique so a retried posting applies once. */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  // Typed, not CHECKed: a new kind (contracts LEDGER_KINDS) needs no migration.
  kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
  currency: text('currency')
    .notNull()
    .references(() => currencies.code),
  reference: text('reference').notNull().unique(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  createdAt: moment('created_at').notNull(),
});

/**
 * Append-only (a trigger refuses UPDATE and DELETE); `balance_after` is the account's balance after this entry.
 * `transaction_id` and `account_id` must name existing rows: a statement trigger checks that for a whole bulk
 * insert at once, and those rows can never be deleted or renumbered (migration 0005), the guarantee per-row
 * foreign keys gave at a fraction of the cost.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
    check('ledger_entries_amount_within_limit', withinLedgerLimit(table.amount)),
    check('ledger_entries_balance_after_within_limit', withinLedgerLimit(table.balanceAfter)),
    index('ledger_entries_account_time').on(table.accountId, table.createdAt),
    index('ledger_entries_transaction').on(table.transactionId),
  ],
);

/** Deposits through the payment provider (spec statuses: initial, approved, declined, paid). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    method: text('method', { enum: PAYMENT_RECORD_METHODS }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    status: text('status', { enum: ['initial', 'approved', 'declined', 'paid'] }).notNull(),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    check('payments_amount_positive', sql`${table.amount} > 0`),
    // A payment the ledger could never credit is not recorded (deposits are capped far lower, domain deposits.ts).
    check('payments_amount_within_limit', sql`${table.amount} <= ${sql.raw(String(LEDGER_LIMIT))}`),
    check('payments_status', sql`${table.status} IN ('initial', 'approved', 'declined', 'paid')`),
    uniqueIndex('payments_player_idempotency').on(table.playerId, table.idempotencyKey),
    index('payments_player_time').on(table.playerId, table.createdAt),
  ],
);

/**
 * Withdrawals (migration 0023): the amount leaves the player's account into withdrawals_pending at the request
 * (`request_transaction_id`), and goes back (cancel, decline) or out to the provider (paid) with
 * `close_transaction_id`. The CHECKs keep the statuses and their ledger postings together.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull(),
    idempotencyKey: text('idempotency_key'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    requestTransactionId: bigint('request_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    closeTransactionId: bigint('close_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    check('withdrawals_amount_positive', sql`${table.amount} > 0`),
    check('withdrawals_amount_within_limit', withinLedgerLimit(table.amount)),
    check(
      'withdrawals_status',
      sql`${table.status} IN ('pending', 'approved', 'declined', 'cancelled', 'paid')`,
    ),
    // An open withdrawal still holds its money; a closed one has moved it back or out.
    check(
      'withdrawals_closed_with_posting',
      sql`(${table.status} IN ('pending', 'approved')) = (${table.closeTransactionId} IS NULL)`,
    ),
    uniqueIndex('withdrawals_player_idempotency').on(table.playerId, table.idempotencyKey),
    uniqueIndex('withdrawals_request_transaction').on(table.requestTransactionId),
    index('withdrawals_player_time').on(table.playerId, table.createdAt),
    index('withdrawals_open').on(table.status).where(sql`${table.status} IN ('pending', 'approved')`),
  ],
);
