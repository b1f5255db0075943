import {
  categorySchema,
  marketSchema,
  matchSchema,
  paged,
  sportSchema,
  tournamentSchema,
} from '@sportsbook/contracts/catalogue';
import { idSchema } from '@sportsbook/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { currentPlayer } from '../../http/session';
import { cachedAnswers } from './cached-answer';
import { sportIconsSvg } from './icons';
import {
  marketNaming,
  presentCategory,
  presentMarket,
  presentMatch,
  presentSport,
  presentTournament,
} from './presenters';
import { booleanParam, listOf, pageParams, pagination } from './query-params';
import type { ReadCache } from './read-cache';
import { catalogueRepository, type MatchFilter } from './repository';

const matchStatus = z.coerce.number().int().min(0).max(5);
const isoDate = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date-time' })
  .transform((v) => new Date(v));

const matchesQuery = z.object({
  id: listOf(idSchema),
  type: z.enum(['match', 'outright']).optional(),
  sport_key: listOf(z.string().max(64)),
  sport_type: z.enum(['regular', 'cyber']).optional(),
  category_id: listOf(idSchema),
  tournament_id: listOf(idSchema),
  match_status: listOf(matchStatus),
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

const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(3, { error: 'must be at least 3 characters' })
    .max(50, { error: 'must be at most 50 characters' }),
  sport_type: z.enum(['regular', 'cyber']).optional(),
  match_status: listOf(matchStatus),
  only_events_name: booleanParam,
});

const countersBody = z
  .object({
    sport: listOf(z.string().max(64)),
    category: listOf(idSchema),
    tournament: listOf(idSchema),
    status: listOf(matchStatus),
    sport_type: z.enum(['regular', 'cyber']).optional(),
    bettable: z.boolean().optional(),
    start_from: isoDate.optional(),
    start_to: isoDate.optional(),
  })
  .strict();

const idParams = z.object({ id: idSchema });
const listResponse = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

const sportsResponse = listResponse(sportSchema);
const categoriesResponse = listResponse(categorySchema);
const tournamentsResponse = listResponse(tournamentSchema);
const matchesResponse = paged(matchSchema);
const marketsResponse = paged(marketSchema);
const resolveResponse = z.object({ kind: z.enum(['match', 'league', 'category']), id: z.number().int() });
const streamsResponse = listResponse(
  z.object({ provider: z.string(), language_code: z.string(), url: z.string() }),
);
const countersResponse = z.object({
  live: z.number().int(),
  sports: z.record(z.string(), z.number().int()),
  categories: z.record(z.string(), z.number().int()),
  tournaments: z.record(z.string(), z.number().int()),
});
const searchResponse = z.object({ matches: z.array(matchSchema), tournaments: z.array(tournamentSchema) });

/**
 * The catalogue's read API. Every answer goes through the read cache (see read-cache.ts): the same question in
 * the same locale is answered from memory until the feed stores a change.
 */
export const catalogueRoutes =
  (db: Database, cache: ReadCache): FastifyPluginAsyncZod =>
  async (app) => {
    const repo = catalogueRepository(db);
    const answer = cachedAnswers(cache);

    app.get('/sports', { schema: { response: { 200: sportsResponse } } }, (request, reply) =>
      answer(request, reply, sportsResponse, async (locale) => ({
        data: (await repo.sports()).map((s) => presentSport(s, locale)),
      })),
    );

    app.get(
      '/categories',
      {
        schema: {
          querystring: z.object({ sport_key: listOf(z.string().max(64)) }),
          response: { 200: categoriesResponse },
        },
      },
      (request, reply) =>
        answer(request, reply, categoriesResponse, async (locale) => {
          const rows = await repo.categories({ sportKeys: request.query.sport_key });
          return { data: rows.map((r) => presentCategory(r.category, r.sport, locale)) };
        }),
    );

    app.get(
      '/categories/:id',
      { schema: { params: idParams, response: { 200: categorySchema } } },
      (request, reply) =>
        answer(request, reply, categorySchema, async (locale) => {
          const row = await repo.category(request.params.id);
          if (!row) throw notFound('Category');
          return presentCategory(row.category, row.sport, locale);
        }),
    );

    app.get(
      '/tournaments',
      {
        schema: {
          querystring: z.object({ sport_key: listOf(z.string().max(64)), category_id: listOf(idSchema) }),
          response: { 200: tournamentsResponse },
        },
      },
      (request, reply) =>
        answer(request, reply, tournamentsResponse, async (locale) => {
          const rows = await repo.tournaments({
            sportKeys: request.query.sport_key,
            categoryIds: request.query.category_id,
          });
          return { data: rows.map((r) => presentTournament(r.tournament, r.category, r.sport, locale)) };
        }),
    );

    app.get(
      '/tournaments/:id',
      { schema: { params: idParams, response: { 200: tournamentSchema } } },
      (request, reply) =>
        answer(request, reply, tournamentSchema, async (locale) => {
          const row = await repo.tournament(request.params.id);
          if (!row) throw notFound('Tournament');
          return presentTournament(row.tournament, row.category, row.sport, locale);
        }),
    );

    app.get(
      '/matches',
      { schema: { querystring: matchesQuery, response: { 200: matchesResponse } } },
      (request, reply) =>
        answer(
          request,
          reply,
          matchesResponse,
          async (locale) => {
            const q = request.query;
            const filter: MatchFilter = {
              ids: q.id,
              type: q.type,
              sportKeys: q.sport_key,
              sportType: q.sport_type,
              categoryIds: q.category_id,
              tournamentIds: q.tournament_id,
              statuses: q.match_status,
              startFrom: q.start_from,
              startTo: q.start_to,
              bettable: q.bettable,
              hasVideo: q.has_video,
              customBet: q.custom_bet,
              ...(q.favourite === undefined
                ? {}
                : { favourite: { playerId: (await currentPlayer(request))?.id ?? null, is: q.favourite } }),
            };
            const { total, items } = await repo.matchPage(
              filter,
              q.sort_by,
              q.page,
              q.limit,
              q.max_per_sport,
            );
            return {
              data: items.map((i) => presentMatch(i.row, i.context, locale)),
              pagination: pagination(total, q.page, q.limit),
            };
          },
          // A favourites list is the player's own and changes with their stars: never kept nor shared.
          { shared: request.query.favourite === undefined },
        ),
    );

    // Which page `/{sport}/{slug}` is: the web proxy asks before rendering, so an unknown slug is a real 404.
    app.get(
      '/resolve/:sport/:slug',
      {
        schema: {
          params: z.object({ sport: z.string().max(64), slug: z.string().max(200) }),
          response: { 200: resolveResponse },
        },
      },
      (request, reply) =>
        answer(request, reply, resolveResponse, async () => {
          const found = await repo.resolveSlug(request.params.sport, request.params.slug);
          if (!found) throw notFound('Page');
          return found;
        }),
    );

    app.get(
      '/matches/:id',
      { schema: { params: idParams, response: { 200: matchSchema } } },
      (request, reply) =>
        answer(request, reply, matchSchema, async (locale) => {
          const item = await repo.match(request.params.id);
          if (!item) throw notFound('Match');
          return presentMatch(item.row, item.context, locale);
        }),
    );

    app.get(
      '/matches/:id/markets',
      {
        schema: {
          params: idParams,
          querystring: z.object({
            group_key: z.string().max(64).optional(),
            market_id: listOf(idSchema),
            ...pageParams(500, 500),
          }),
          response: { 200: marketsResponse },
        },
      },
      (request, reply) =>
        answer(request, reply, marketsResponse, async (locale) => {
          const item = await repo.match(request.params.id);
          if (!item) throw notFound('Match');
          const q = request.query;
          const { total, rows } = await repo.markets(
            request.params.id,
            { groupKey: q.group_key, marketIds: q.market_id },
            q.page,
            q.limit,
          );
          return {
            data: rows.map((m) => presentMarket(m, marketNaming(item.row), locale)),
            pagination: pagination(total, q.page, q.limit),
          };
        }),
    );

    app.get(
      '/matches/:id/streams',
      {
        schema: {
          params: idParams,
          response: { 200: streamsResponse },
        },
      },
      (request, reply) =>
        answer(request, reply, streamsResponse, async () => {
          const item = await repo.match(request.params.id);
          if (!item) throw notFound('Match');
          // The simulator carries no video; a real feed adapter fills streams for matches with has_video.
          return { data: [] };
        }),
    );

    app.post(
      '/counters',
      {
        schema: {
          body: countersBody,
          response: { 200: countersResponse },
        },
      },
      (request, reply) =>
        answer(request, reply, countersResponse, async () => {
          const b = request.body ?? {};
          const { rows, live } = await repo.counters({
            sportKeys: b.sport,
            categoryIds: b.category,
            tournamentIds: b.tournament,
            statuses: b.status,
            sportType: b.sport_type,
            bettable: b.bettable,
            startFrom: b.start_from,
            startTo: b.start_to,
          });
          const sum = (key: (r: (typeof rows)[number]) => string) =>
            rows.reduce<Record<string, number>>((acc, r) => {
              acc[key(r)] = (acc[key(r)] ?? 0) + r.n;
              return acc;
            }, {});
          return {
            live,
            sports: sum((r) => r.sportKey),
            categories: sum((r) => String(r.categoryId)),
            tournaments: sum((r) => String(r.tournamentId)),
          };
        }),
    );

    app.get(
      '/search',
      {
        schema: {
          querystring: searchQuery,
          response: { 200: searchResponse },
        },
      },
      (request, reply) =>
        answer(request, reply, searchResponse, async (locale) => {
          const q = request.query;
          const { items } = await repo.matchPage(
            { search: q.q, sportType: q.sport_type, statuses: q.match_status ?? [0, 1] },
            'priority',
            1,
            30,
          );
          const needle = q.q.toLowerCase();
          const tournaments = q.only_events_name
            ? []
            : (await repo.tournaments({}))
                .map((r) => presentTournament(r.tournament, r.category, r.sport, locale))
                .filter((t) => t.name.toLowerCase().includes(needle))
                .slice(0, 10);
          return { matches: items.map((i) => presentMatch(i.row, i.context, locale)), tournaments };
        }),
    );

    app.get(
      '/fe-api/icons.svg',
      { schema: { querystring: z.object({ version: z.string().max(64).optional() }) } },
      async (_request, reply) => {
        const sports = await repo.sports();
        reply.header('content-type', 'image/svg+xml; charset=utf-8');
        reply.header('cache-control', 'public, max-age=86400, immutable');
        return sportIconsSvg(sports.map((s) => s.key));
      },
    );
  };
