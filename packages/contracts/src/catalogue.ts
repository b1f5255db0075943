import { z } from 'zod';

/**
 * The sportsbook catalogue as the API serves it (spec part 2 §3). Names are already localised for the request's
 * Accept-Language. Odds are integers in thousandths (2150 = 2.15).
 */

export const providerSchema = z.enum(['betradar', 'oddin', 'betconstruct']);
export type Provider = z.infer<typeof providerSchema>;

export const sportTypeSchema = z.enum(['regular', 'cyber']);

export const sportSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  key: z.string(),
  name: z.string(),
  priority: z.number().int(),
  type: sportTypeSchema,
  provider: providerSchema,
});
export type Sport = z.infer<typeof sportSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  country_code: z.string().nullable(),
  sport: sportSchema,
});
export type Category = z.infer<typeof categorySchema>;

export const tournamentSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  category: categorySchema.omit({ sport: true }),
  sport: sportSchema.extend({
    main_market_id: z.number().int().nullable(),
    secondary_market_id: z.number().int().nullable(),
  }),
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** Market status (spec part 2 §4): allowed 1, suspended -1, not allowed 0, handed over -2, settled -3, cancelled -4. */
export const MARKET_STATUS = {
  active: 1,
  suspended: -1,
  deactivated: 0,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;

export const outcomeSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  odds: z.number().int(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const marketSchema = z.object({
  match_urn_id: z.string(),
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  specifier: z.string(),
  outcomes: z.array(outcomeSchema),
  market_groups: z.array(z.string()),
  priority: z.number().int(),
  most_balanced: z.boolean(),
  next_bet_stop: z.string().nullable(),
  custom_bet_groups: z.array(z.string()),
  provider: providerSchema,
});
export type Market = z.infer<typeof marketSchema>;

export const periodScoreSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  period_key: z.string(),
  period_name: z.string(),
  number: z.number().int(),
  type: z.string(),
});

export const statisticsSchema = z.object({
  /** Seconds on the match clock when `clock_updated_at` was true; a client adds `rate` x elapsed while not stopped. */
  clock: z
    .object({
      match_time: z.number().int(),
      stoppage_time: z.number().int().nullable(),
      stoppage_time_announced: z.number().int().nullable(),
      remaining_time: z.number().int().nullable(),
      remaining_time_in_period: z.number().int().nullable(),
      stopped: z.boolean(),
      clock_updated_at: z.string(),
      rate: z.number(),
    })
    .nullable(),
  phase: z.enum(['not_started', 'in_play', 'break', 'ended', 'abandoned']),
  period_number: z.number().int().nullable(),
  total_score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  game_score: z.object({ home: z.string(), away: z.string() }).nullable(),
  period_score: z.array(periodScoreSchema),
  current_server: z.enum(['home', 'away']).nullable(),
  max_period_number: z.number().int().nullable(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const competitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  abbreviation: z.string().nullable(),
  logo: z.string().nullable(),
});

/** Match status (spec): prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5. */
export const matchSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  type: z.enum(['match', 'outright']),
  name: z.string(),
  status: z.number().int().min(0).max(5),
  stage: z.string().nullable(),
  start_time: z.string(),
  end_date: z.string().nullable(),
  stadium: z.string().nullable(),
  city: z.string().nullable(),
  competitors: z.object({ home: competitorSchema.nullable(), away: competitorSchema.nullable() }),
  outright_competitors: z.array(competitorSchema),
  has_video: z.boolean(),
  provider: providerSchema,
  available_markets: z.number().int(),
  sport: sportSchema,
  category: categorySchema.omit({ sport: true }),
  tournament: tournamentSchema.pick({ id: true, urn_id: true, slug: true, name: true, priority: true }),
  main_market: marketSchema.nullable(),
  secondary_market: marketSchema.nullable(),
  top_markets: z.array(marketSchema),
  is_provider_stats_available: z.boolean(),
  /** The bet builder is open on this match now (custom bets; see docs/decisions/010). */
  is_custom_bet_available: z.boolean(),
  statistics: statisticsSchema,
});
export type Match = z.infer<typeof matchSchema>;

export const paginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  last_page: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });
