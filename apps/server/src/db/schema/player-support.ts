import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import {
  ADJUSTMENT_STATUSES,
  PLAYER_NOTE_MAX_LENGTH,
  PLAYER_STEP_REASON_MAX_LENGTH,
} from '@sportsbook/domain/player-support';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { staff } from './backoffice';
import { players } from './players';
import { currencies } from './system';
import { ledgerTransactions } from './wallet';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const statusList = sql.raw(ADJUSTMENT_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * Support's notes on a player (ADR 038): append-only (migration 0025's triggers refuse UPDATE, DELETE and
 * TRUNCATE), each naming its author as the audit log does.
 */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    staffId: integer('staff_id').references(() => staff.id),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    check(
      'player_notes_body_length',
      sql`char_length(${table.body}) BETWEEN 1 AND ${sql.raw(String(PLAYER_NOTE_MAX_LENGTH))}`,
    ),
    index('player_notes_player').on(table.playerId, table.id),
  ],
);

/**
 * A manual balance adjustment (ADR 038): posted at once below the threshold, else pending until a different staff
 * member approves it. `reference` is the ledger posting's reference and the request's idempotency: unique, so a
 * retried request finds its row and the ledger posts once. The database holds the rules a bug could break: a
 * posted row names its ledger transaction and no other row does, an approval needs a second person, an
 * adjustment that needed approval is posted only with one, and only one that waits has a deadline and expires,
 * never before it.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** Signed minor units: a credit to the player (positive) or a debit (negative). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull().unique(),
    needsApproval: boolean('needs_approval').notNull(),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull(),
    requestedByStaffId: integer('requested_by_staff_id').references(() => staff.id),
    requestedBy: text('requested_by').notNull(),
    requestedAt: moment('requested_at').notNull(),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staff.id),
    decidedBy: text('decided_by'),
    decidedAt: moment('decided_at'),
    /** The deadline of one that waits for a second approver, fixed at the request (ADR 038 amendment). */
    expiresAt: moment('expires_at'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .unique()
      .references(() => ledgerTransactions.id),
  },
  (table) => [
    check('balance_adjustments_status', sql`${table.status} IN (${statusList})`),
    check(
      'balance_adjustments_amount',
      sql`${table.amount} <> 0 AND ${table.amount} BETWEEN ${sql.raw(String(-LEDGER_LIMIT))} AND ${sql.raw(String(LEDGER_LIMIT))}`,
    ),
    check(
      'balance_adjustments_reason_length',
      sql`char_length(${table.reason}) BETWEEN 3 AND ${sql.raw(String(PLAYER_STEP_REASON_MAX_LENGTH))}`,
    ),
    check(
      'balance_adjustments_posted_names_ledger',
      sql`(${table.status} = 'posted') = (${table.ledgerTransactionId} IS NOT NULL)`,
    ),
    check(
      'balance_adjustments_decided',
      sql`(${table.status} = 'pending') = (${table.decidedAt} IS NULL) AND (${table.decidedBy} IS NULL) = (${table.decidedAt} IS NULL)`,
    ),
    check(
      'balance_adjustments_second_person',
      sql`${table.status} <> 'posted' OR NOT ${table.needsApproval} OR ${table.decidedBy} <> ${table.requestedBy}`,
    ),
    check(
      'balance_adjustments_deadline',
      sql`${table.needsApproval} = (${table.expiresAt} IS NOT NULL) AND (${table.expiresAt} IS NULL OR ${table.expiresAt} > ${table.requestedAt})`,
    ),
    check(
      'balance_adjustments_expired_past_deadline',
      sql`${table.status} <> 'expired' OR ${table.decidedAt} >= ${table.expiresAt}`,
    ),
    index('balance_adjustments_player').on(table.playerId, table.id),
    index('balance_adjustments_pending').on(table.status).where(sql`${table.status} = 'pending'`),
  ],
);

export type BalanceAdjustmentRow = typeof balanceAdjustments.$inferSelect;
export type PlayerNoteRow = typeof playerNotes.$inferSelect;
