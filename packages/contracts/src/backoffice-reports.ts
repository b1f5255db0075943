import { z } from 'zod';
import { businessDaySchema } from './moments';

/**
 * The back office's reports (ADR 041): turnover, payouts, GGR and hold per day, sport and market kind; open
 * liability; bonus cost; the regulator's wager export and the past-posting report. Money is integer minor units
 * per currency, never summed across currencies; days are UTC days. Every report also answers CSV
 * (`Accept: text/csv` or `?format=csv`); the wager export answers only CSV.
 */

const day = businessDaySchema;

export const reportFormatSchema = z.enum(['json', 'csv']);

/** A range of UTC days, both included (`to` at most domain `REPORT_MAX_DAYS` after `from`). */
export const reportRangeQuerySchema = z.object({ from: day, to: day, format: reportFormatSchema.optional() });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

export const REVENUE_GROUPINGS = ['day', 'sport', 'market'] as const;
export const revenueQuerySchema = reportRangeQuerySchema.extend({
  by: z.enum(REVENUE_GROUPINGS).default('day'),
});

/**
 * Bets settled (or cashed out) in the range, counted on the UTC day of their settlement. `handle` is what was
 * staked (the original stake, before any partial cash-out), `payouts` what the bets paid back (winnings, refunds
 * and cash-outs), `ggr` handle less payouts, `hold_bp` GGR over handle in basis points (null without handle).
 * `key` is the day, the sport's key or the market id; a bet whose legs span sports or market kinds is under
 * `mixed`.
 */
export const revenueRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  currency: z.string(),
  bets: z.number().int(),
  handle: z.number().int(),
  payouts: z.number().int(),
  ggr: z.number().int(),
  hold_bp: z.number().int().nullable(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

export const revenueReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(REVENUE_GROUPINGS),
  rows: z.array(revenueRowSchema),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

/** What the open bets (not yet settled) would pay if every one won, per currency, now. */
export const liabilityRowSchema = z.object({
  currency: z.string(),
  bets: z.number().int(),
  stakes: z.number().int(),
  liability: z.number().int(),
});
export const liabilityReportSchema = z.object({ at: z.string(), rows: z.array(liabilityRowSchema) });
export type LiabilityReport = z.infer<typeof liabilityReportSchema>;

/** Money out of the house `bonus` account per UTC day: `paid` out, `returned` to it, `cost` the difference. */
export const bonusCostRowSchema = z.object({
  day: z.string(),
  currency: z.string(),
  paid: z.number().int(),
  returned: z.number().int(),
  cost: z.number().int(),
});
export const bonusCostReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(bonusCostRowSchema),
});
export type BonusCostReport = z.infer<typeof bonusCostReportSchema>;

/** A bet accepted while one of its legs' markets had stopped taking bets: the report must stay empty. */
export const pastPostedRowSchema = z.object({
  bet_id: z.number().int(),
  ref: z.string(),
  player_id: z.number().int(),
  accepted_at: z.string(),
  match_id: z.number().int(),
  market_id: z.number().int(),
  specifier: z.string(),
  stopped_at: z.string(),
  reopened_at: z.string().nullable(),
});
export const pastPostingReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(pastPostedRowSchema),
});
export type PastPostingReport = z.infer<typeof pastPostingReportSchema>;

/**
 * The regulator's wager export: one CSV line per leg of every bet placed in the range, the bet's fields repeated
 * on each of its legs, in this order (ADR 041 says what each means).
 */
export const WAGER_EXPORT_COLUMNS = [
  'bet_id',
  'bet_ref',
  'player_id',
  'bet_type',
  'status',
  'placed_at',
  'accepted_at',
  'currency',
  'stake',
  'odds',
  'result',
  'settled_at',
  'payout',
  'voided',
  'voided_by',
  'leg',
  'event_id',
  'event',
  'event_start',
  'market_id',
  'market',
  'specifier',
  'selection',
  'leg_odds',
  'leg_result',
  'bet_stop_at',
] as const;
export type WagerExportColumn = (typeof WAGER_EXPORT_COLUMNS)[number];
