import {
  CAMPAIGN_KINDS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TRIGGERS,
  type CampaignContent,
  type ComboboostParams,
  type EventConditions,
  type FreebetParams,
} from '@sportsbook/contracts/bonus-campaigns';
import type { Locale } from '@sportsbook/contracts/locales';
import { FREEBET_KINDS } from '@sportsbook/domain/bonus-kinds';
import { FREEBET_MATCH_STATUSES, FREEBET_STATUSES } from '@sportsbook/domain/freebets';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bets } from './betting';
import { players } from './players';
import { currencies } from './system';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A bonus campaign (ADR 028): what the operator defines and bonuses are issued from. The kind's parameters and the
 * localized content are JSON checked by the contracts' schemas on every write; the database holds what it can
 * check itself: the kind, trigger and status lists, a window that ends after it starts, English content, a
 * promo code exactly when the trigger is one (unique, upper-cased), a positive per-player cap.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: CAMPAIGN_KINDS }).notNull(),
    content: jsonb('content').$type<Partial<Record<Locale, CampaignContent>>>().notNull(),
    validFrom: moment('valid_from').notNull(),
    validTo: moment('valid_to').notNull(),
    countryCodes: text('country_codes').array().notNull().default(sql`'{}'::text[]`),
    onlyVerified: boolean('only_verified').notNull().default(false),
    eventConditions: jsonb('event_conditions').$type<EventConditions>().notNull(),
    perPlayerCap: integer('per_player_cap').notNull().default(1),
    trigger: text('trigger', { enum: CAMPAIGN_TRIGGERS }).notNull(),
    /** deposit_over: the least deposit per currency that issues the bonus. */
    triggerAmounts: jsonb('trigger_amounts').$type<Record<string, number>>(),
    promoCode: text('promo_code'),
    params: jsonb('params').$type<FreebetParams | ComboboostParams>().notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('active'),
    /** Listed on the public promotions page while active and within its window (manual grants never are). */
    showInPromotions: boolean('show_in_promotions').notNull().default(true),
    /** Banner image URLs for wide and narrow screens; null: none. */
    bannerDesktop: text('banner_desktop'),
    bannerMobile: text('banner_mobile'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('bonus_campaigns_kind', sql`${table.kind} IN (${inList(CAMPAIGN_KINDS)})`),
    check('bonus_campaigns_trigger', sql`${table.trigger} IN (${inList(CAMPAIGN_TRIGGERS)})`),
    check('bonus_campaigns_status', sql`${table.status} IN (${inList(CAMPAIGN_STATUSES)})`),
    check('bonus_campaigns_window', sql`${table.validFrom} < ${table.validTo}`),
    check('bonus_campaigns_per_player_cap', sql`${table.perPlayerCap} >= 1`),
    // coalesce: a CHECK passes on NULL, which is what jsonb_typeof answers for content with no English at all.
    check('bonus_campaigns_english', sql`coalesce(jsonb_typeof(${table.content} -> 'en'), '') = 'object'`),
    check(
      'bonus_campaigns_promo_code',
      sql`(${table.trigger} = 'promo_code') = (${table.promoCode} IS NOT NULL) AND (${table.promoCode} IS NULL OR ${table.promoCode} = upper(${table.promoCode}))`,
    ),
    check(
      'bonus_campaigns_trigger_amounts',
      sql`(${table.trigger} = 'deposit_over') = (${table.triggerAmounts} IS NOT NULL)`,
    ),
    uniqueIndex('bonus_campaigns_promo_code').on(table.promoCode),
    index('bonus_campaigns_trigger_status').on(table.trigger, table.status),
  ],
);

/**
 * A campaign's budget in one currency and what issuance has spent of it (the face values of the freebets
 * issued; ADR 028). The CHECK keeps `spent` within `amount` whatever the code does; issuance adds to `spent`
 * with the campaign row locked.
 */
export const bonusCampaignBudgets = pgTable(
  'bonus_campaign_budgets',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.currency] }),
    check('bonus_campaign_budgets_amounts', sql`${table.spent} >= 0 AND ${table.spent} <= ${table.amount}`),
  ],
);

/**
 * A freebet issued to one player: it pays the stake of one single or combo within its terms (domain
 * `freebetSuitability`). active -> used (naming the bet; a bet uses at most one freebet), or expired once
 * `valid_to` passes. A bet refunded (void) gives it back: active again, or expired if its time ran out.
 */
export const freebets = pgTable(
  'freebets',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    minOdds: integer('min_odds'),
    maxOdds: integer('max_odds'),
    selectionCountFrom: smallint('selection_count_from').notNull().default(1),
    selectionCountTo: smallint('selection_count_to'),
    matchStatus: text('match_status', { enum: FREEBET_MATCH_STATUSES }).notNull().default('any'),
    status: text('status', { enum: FREEBET_STATUSES }).notNull().default('active'),
    validTo: moment('valid_to').notNull(),
    betId: integer('bet_id').references(() => bets.id),
    issuedAt: moment('issued_at').notNull().defaultNow(),
    usedAt: moment('used_at'),
    /** What it pays (domain bonus-kinds.ts); freebets issued before campaigns are plain `freebet`. */
    kind: text('kind', { enum: FREEBET_KINDS }).notNull().default('freebet'),
    /** The campaign it was issued from; null for the freebets issued before campaigns. */
    campaignId: integer('campaign_id').references(() => bonusCampaigns.id),
    /** When the player activated it; freebets are issued activated (ADR 028). */
    activatedAt: moment('activated_at'),
    seen: boolean('seen').notNull().default(false),
    /**
     * The no-risk freebet bet whose loss issued this freebet: one per bet, so settling the bet again after a
     * correction finds it instead of issuing a second.
     */
    sourceBetId: integer('source_bet_id').references((): AnyPgColumn => bets.id),
    /** When the player boosted it (`POST /bonuses/{id}/boost`): once per freebet. */
    boostedAt: moment('boosted_at'),
  },
  (table) => [
    uniqueIndex('freebets_source_bet').on(table.sourceBetId),
    check('freebets_amount_positive', sql`${table.amount} > 0`),
    check(
      'freebets_odds',
      sql`(${table.minOdds} IS NULL OR ${table.minOdds} > 1000) AND (${table.maxOdds} IS NULL OR ${table.maxOdds} > 1000) AND (${table.minOdds} IS NULL OR ${table.maxOdds} IS NULL OR ${table.minOdds} <= ${table.maxOdds})`,
    ),
    check(
      'freebets_selection_count',
      sql`${table.selectionCountFrom} >= 1 AND (${table.selectionCountTo} IS NULL OR ${table.selectionCountTo} >= ${table.selectionCountFrom})`,
    ),
    check('freebets_match_status', sql`${table.matchStatus} IN (${inList(FREEBET_MATCH_STATUSES)})`),
    check('freebets_status', sql`${table.status} IN (${inList(FREEBET_STATUSES)})`),
    // A used freebet names its bet; an active or expired one names none.
    check('freebets_used_names_bet', sql`(${table.status} = 'used') = (${table.betId} IS NOT NULL)`),
    // A bet uses at most one freebet.
    uniqueIndex('freebets_bet').on(table.betId),
    index('freebets_player_status').on(table.playerId, table.status),
    check('freebets_kind', sql`${table.kind} IN (${inList(FREEBET_KINDS)})`),
    index('freebets_campaign_player').on(table.campaignId, table.playerId),
  ],
);

/**
 * A comboboost issued to one player: the campaign's ranges boost up to `uses_count` combos while it is active.
 * Its id comes from the freebets' sequence, so one id names one bonus whatever its kind
 * (`POST /bonuses/{id}/activate`). available (not activated) -> active -> over (times_used = uses_count) or
 * expired (`expired_at`, set by the expiry job once `valid_to` passes).
 */
export const issuedComboboosts = pgTable(
  'issued_comboboosts',
  {
    id: integer('id').primaryKey().default(sql`nextval('freebets_id_seq')`),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    usesCount: integer('uses_count').notNull(),
    timesUsed: integer('times_used').notNull().default(0),
    validTo: moment('valid_to').notNull(),
    issuedAt: moment('issued_at').notNull().defaultNow(),
    activatedAt: moment('activated_at'),
    expiredAt: moment('expired_at'),
    seen: boolean('seen').notNull().default(false),
  },
  (table) => [
    check(
      'issued_comboboosts_uses',
      sql`${table.usesCount} >= 1 AND ${table.timesUsed} >= 0 AND ${table.timesUsed} <= ${table.usesCount}`,
    ),
    index('issued_comboboosts_player').on(table.playerId),
    index('issued_comboboosts_campaign_player').on(table.campaignId, table.playerId),
  ],
);

/** What happened to a player that may issue campaign bonuses: a confirmed sign-up or a credited deposit. */
export type TriggerEvent =
  | { key: 'sign_up' }
  | { key: 'deposit'; currency: string; amount: number; first: boolean };

/**
 * The outbox of bonus triggers (ADR 028, "Triggers are durable"): the transaction that confirms an e-mail or
 * credits a deposit inserts the row, so the bonuses it triggers cannot be lost between that commit and their
 * issuance. A row is done (`done_at`) in the same transaction that issues its bonuses, so each source issues once
 * whoever processes it (the request at once, the job on any node later). A failure counts an attempt and keeps
 * `last_error`; past the limit the row stays pending and the job leaves it.
 */
export const bonusTriggers = pgTable(
  'bonus_triggers',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    event: jsonb('event').$type<TriggerEvent>().notNull(),
    /** What caused it, once: `payment:{id}` or `sign_up:{playerId}`. */
    source: text('source').notNull(),
    createdAt: moment('created_at').notNull(),
    doneAt: moment('done_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    uniqueIndex('bonus_triggers_source').on(table.source),
    check(
      'bonus_triggers_event',
      // coalesce: a CHECK passes on NULL, which a missing key or field would answer.
      sql`coalesce(${table.event} ->> 'key' = 'sign_up' OR (${table.event} ->> 'key' = 'deposit' AND jsonb_typeof(${table.event} -> 'currency') = 'string' AND jsonb_typeof(${table.event} -> 'amount') = 'number' AND jsonb_typeof(${table.event} -> 'first') = 'boolean'), false)`,
    ),
    check('bonus_triggers_source_format', sql`${table.source} ~ '^(payment|sign_up):[0-9]+$'`),
    check('bonus_triggers_attempts', sql`${table.attempts} >= 0`),
    // The job's scan: pending rows by age.
    index('bonus_triggers_pending').on(table.createdAt).where(sql`${table.doneAt} IS NULL`),
  ],
);
