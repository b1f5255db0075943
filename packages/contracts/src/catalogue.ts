import { isMatchStatus, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { PROVIDERS } from '@sportsbook/domain/slip/types';
import { z } from 'zod';
import { idSchema } from './ids';
import { booleanParam, listOf, pageParams, type QueryInput } from './query';

/**
 * The sportsbook catalogue as the API serves it (spec part 2 §3). Names are already localised for the request's
 * Accept-Language. Odds are integers in thousandths (2150 = 2.15).
 */

export const providerSchema = z.enum(PROVIDERS);
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

const MATCH_STATUS_ERROR = `must be a match status: one of ${Object.values(MATCH_STATUS).join(', ')}`;

/** A match status (domain MATCH_STATUS: prematch, live, stopped, closed, finished, not covered). */
export const matchStatusSchema = z
  .number()
  .int()
  .refine((status): boolean => isMatchStatus(status), { error: MATCH_STATUS_ERROR });

/** A match status in a query, where it arrives as text. */
export const matchStatusParam = z.coerce
  .number({ error: 'must be a number' })
  .int()
  .refine((status): boolean => isMatchStatus(status), { error: MATCH_STATUS_ERROR });

export const matchSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  type: z.enum(['match', 'outright']),
  name: z.string(),
  status: matchStatusSchema,
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

export const listResponse = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

const isoDate = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date-time' })
  .transform((v) => new Date(v));
const sportKeys = listOf(z.string().max(64));

/** `GET /matches`: lists as commas or repeated keys, booleans as true/false or 1/0. */
export const matchesQuerySchema = z.object({
  id: listOf(idSchema),
  type: z.enum(['match', 'outright']).optional(),
  sport_key: sportKeys,
  sport_type: sportTypeSchema.optional(),
  category_id: listOf(idSchema),
  tournament_id: listOf(idSchema),
  match_status: listOf(matchStatusParam),
  sort_by: z.enum(['start_time', 'priority']).default('start_time'),
  start_from: isoDate.optional(),
  start_to: isoDate.optional(),
  bettable: booleanParam,
  max_per_sport: z.coerce.number().int().min(1).max(500).optional(),
  has_video: booleanParam,
  /** Matches whose bet builder is open (`is_custom_bet_available`); false: the others. */
  custom_bet: booleanParam,
  /** The signed-in player's favourite matches only (a visitor's list is empty); false leaves them out. */
  favourite: booleanParam,
  ...pageParams(500, 20),
});
/** The `GET /matches` parameters as a client sends them (lists go out as commas). */
export type MatchesQuery = QueryInput<z.output<typeof matchesQuerySchema>>;
/**
 * A match as `GET /matches` lists it: what a list row shows (ADR 037). Every field of the spec's match is there,
 * but the markets are the row's own (`main_market` and `secondary_market`, the sport's list columns) and
 * `top_markets` is always empty; an outright's competitors are counted, not listed. The match call
 * (`GET /matches/{id}`) carries the top markets and the competitors.
 */
export const listedMatchSchema = matchSchema.omit({ outright_competitors: true }).extend({
  top_markets: z.array(marketSchema).max(0),
  /** How many competitors an outright has (0 for a match); their list is on the match call. */
  outright_competitor_count: z.number().int(),
});
export type ListedMatch = z.infer<typeof listedMatchSchema>;
export const matchesResponseSchema = paged(listedMatchSchema);

/** Spec: a search query has 3 to 50 characters. */
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 50;

/** `GET /search`: upcoming and live matches (unless `match_status` says otherwise) and leagues by name. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN, { error: `must be at least ${SEARCH_MIN} characters` })
    .max(SEARCH_MAX, { error: `must be at most ${SEARCH_MAX} characters` }),
  sport_type: sportTypeSchema.optional(),
  match_status: listOf(matchStatusParam),
  only_events_name: booleanParam,
});
/** How many popular leagues an empty search offers instead. */
export const SEARCH_POPULAR_LEAGUES = 5;
export const searchResponseSchema = z.object({
  /** As a list carries them (`listedMatchSchema`): a result row shows a match's name, league and time only. */
  matches: z.array(listedMatchSchema),
  tournaments: z.array(tournamentSchema),
  /**
   * Only when nothing was found (beyond the spec, which leaves the answer open): the catalogue name nearest the
   * query when it looks like a typo, and the most popular leagues to try instead.
   */
  did_you_mean: z.string().nullable(),
  popular_tournaments: z.array(tournamentSchema),
});
export type SearchResult = z.infer<typeof searchResponseSchema>;

/** `POST /counters`: how many matches per sport, category and tournament match the filter. */
export const countersRequestSchema = z
  .object({
    sport: sportKeys,
    category: listOf(idSchema),
    tournament: listOf(idSchema),
    status: listOf(matchStatusParam),
    sport_type: sportTypeSchema.optional(),
    bettable: z.boolean().optional(),
    start_from: isoDate.optional(),
    start_to: isoDate.optional(),
  })
  .strict();
/** The counters filter as a client sends it. */
export type CountersFilter = QueryInput<z.output<typeof countersRequestSchema>>;
export const countersResponseSchema = z.object({
  live: z.number().int(),
  sports: z.record(z.string(), z.number().int()),
  categories: z.record(z.string(), z.number().int()),
  tournaments: z.record(z.string(), z.number().int()),
});
export type Counters = z.infer<typeof countersResponseSchema>;

/** `GET /resolve/{sport}/{slug}`: which catalogue page a path names (the web proxy asks before rendering). */
export const resolveParamsSchema = z.object({ sport: z.string().max(64), slug: z.string().max(200) });
export const resolvedPageSchema = z.object({
  kind: z.enum(['match', 'league', 'category']),
  id: z.number().int(),
});
export type ResolvedPage = z.infer<typeof resolvedPageSchema>;
