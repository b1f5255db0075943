import type { MarketingTags } from '@sportsbook/contracts/platform';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { currencies } from './system';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A registered player. `currency` is the active account; e-mails are stored lower-cased. */
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: moment('email_confirmed_at'),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    locale: text('locale').notNull().default('en'),
    country: text('country').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phone: text('phone'),
    phoneVerifiedAt: moment('phone_verified_at'),
    /** Platform statuses such as 'spi_test' (test quick deposit). */
    statuses: text('statuses').array().notNull().default(sql`'{}'::text[]`),
    /** Serasa "pve" flag: the player may not bet. */
    pve: boolean('pve').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    marketingTags: jsonb('marketing_tags').$type<MarketingTags>().notNull().default({}),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    check('players_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('players_country_format', sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** A row of `players`: the account every module reads (sessions, wallet, limits). */
export type PlayerRow = typeof players.$inferSelect;

/** Signed-in sessions: only the sha256 of the cookie's token is stored, so a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
    lastActivityAt: moment('last_activity_at').notNull(),
    /** The last activity ping: active time is counted between pings. */
    lastPingAt: moment('last_ping_at'),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * The last continueSession: the reality check's periods count from here, else from created_at. Stored so
     * every API node and a restart count from the same moment (ADR 005).
     */
    realityCheckContinuedAt: moment('reality_check_continued_at'),
  },
  (table) => [
    index('sessions_player').on(table.playerId),
    check(
      'sessions_reality_check_continued_after_start',
      sql`${table.realityCheckContinuedAt} IS NULL OR ${table.realityCheckContinuedAt} >= ${table.createdAt}`,
    ),
  ],
);

/** Single-use secrets sent by mail or SMS: e-mail confirmation, password reset, phone code. Stored hashed. */
export const playerTokens = pgTable(
  'player_tokens',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'reset_password', 'verify_phone'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** What the token is for beyond the player, e.g. the phone number a code was sent to. */
    subject: text('subject'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('player_tokens_purpose_hash').on(table.purpose, table.tokenHash),
    index('player_tokens_player_purpose').on(table.playerId, table.purpose),
    check(
      'player_tokens_purpose',
      sql`${table.purpose} IN ('confirm_email', 'reset_password', 'verify_phone')`,
    ),
  ],
);

/** Mail and SMS the development mailer "sends": shown at GET /api/platform/dev/mailbox outside production. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('mail_outbox_recipient').on(table.recipient, table.id)],
);
