import { STAFF_ROLES } from '@sportsbook/domain/staff-roles';
import {
  INPLAY_DELAY_MAX_SECONDS,
  INPLAY_DELAY_MIN_SECONDS,
  MARGIN_MAX_BP,
  MARGIN_MIN_BP,
} from '@sportsbook/domain/trading';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sports } from './catalogue';

const roleList = sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(', '));

/**
 * Back-office staff (ADR 036): separate from players, one role each. The TOTP secret is kept as base32 because
 * the server must compute codes from it; `totp_last_step` is the time step of the last accepted code, so a code
 * is accepted once.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret').notNull(),
    totpLastStep: integer('totp_last_step').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_role_known', sql`${table.role} IN (${roleList})`),
    check('staff_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

export type StaffRow = typeof staff.$inferSelect;

/**
 * Staff sessions: the token's sha256, short-lived. A session opens with the password and counts for nothing until
 * its second factor is given (`second_factor_at`).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true, mode: 'date' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
  },
  (table) => [
    check('staff_sessions_expiry', sql`${table.expiresAt} > ${table.createdAt}`),
    index('staff_sessions_staff').on(table.staffId),
  ],
);

/**
 * The audit log: append-only (triggers refuse UPDATE, DELETE and TRUNCATE, migration 0022) and hash-chained:
 * `hash` is sha256 of `prev_hash` and the row's canonical JSON (`modules/backoffice/audit-chain.ts`).
 * `staff_id` is null for the machine token; `actor` names who acted either way.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    actor: text('actor').notNull(),
    role: text('role').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    outcome: text('outcome', { enum: ['done', 'refused'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull().unique(),
  },
  (table) => [
    check('audit_log_outcome', sql`${table.outcome} IN ('done', 'refused')`),
    check('audit_log_hash_format', sql`${table.hash} ~ '^[0-9a-f]{64}$'`),
    index('audit_log_at').on(table.at),
    index('audit_log_staff').on(table.staffId, table.id),
    // Who voided a market, for the regulator's wager export (ADR 041).
    index('audit_log_action_target').on(table.action, table.target),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

/** A trader's margin and in-play delay for one sport; a sport without a row keeps the platform's defaults. */
export const sportTradingSettings = pgTable(
  'sport_trading_settings',
  {
    sportId: integer('sport_id')
      .primaryKey()
      .references(() => sports.id),
    marginBp: integer('margin_bp').notNull(),
    inPlayDelaySeconds: integer('in_play_delay_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    check(
      'sport_trading_margin',
      sql`${table.marginBp} BETWEEN ${sql.raw(String(MARGIN_MIN_BP))} AND ${sql.raw(String(MARGIN_MAX_BP))}`,
    ),
    check(
      'sport_trading_delay',
      sql`${table.inPlayDelaySeconds} BETWEEN ${sql.raw(String(INPLAY_DELAY_MIN_SECONDS))} AND ${sql.raw(String(INPLAY_DELAY_MAX_SECONDS))}`,
    ),
  ],
);
