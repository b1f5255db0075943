import {
  categorySchema,
  marketSchema,
  matchSchema,
  paged,
  sportSchema,
  tournamentSchema,
} from '@sportsbook/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { currentPlayer } from '../../http/session';
import { sportIconsSvg } from './icons';
import { requestLocale } from './localize';
import {
  marketNaming,
  presentCategory,
  presentMarket,
  presentMatch,
  presentSport,
  presentTournament,
} from './presenters';
import { booleanParam, idParam, listOf, pageParams, pagination } from './query-params';
import { catalogueRepository, type MatchFilter } from './repository';

const matchStatus = z.coerce.number().int().min(0).max(5);
const isoDate = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date-time' })
  .transform((v) => new Date(v));

const matchesQuery = z.object({
  id: listOf(idParam),
  type: z.enum(['match', 'outright']).optional(),
  sport_key: listOf(z.string().max(64)),
  sport_type: z.enum(['regular', 'cyber']).optional(),
  category_id: listOf(idParam),
  tournament_id: listOf(idParam),
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
    category: listOf(idParam),
    tournament: listOf(idParam),
    status: listOf(matchStatus),
    sport_type: z.enum(['regular', 'cyber']).optional(),
    bettable: z.boolean().optional(),
    start_from: isoDate.optional(),
    start_to: isoDate.optional(),
  })
  .strict();

const idParams = z.object({ id: idParam });
const listResponse = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const catalogueRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const repo = catalogueRepository(db);

    app.get('/sports', { schema: { response: { 200: listResponse(sportSchema) } } }, async (request) => {
      const locale = requestLocale(request);
      return { data: (await repo.sports()).map((s) => presentSport(s, locale)) };
    });

    app.get(
      '/categories',
      {
        schema: {
          querystring: z.object({ sport_key: listOf(z.string().max(64)) }),
          response: { 200: listResponse(categorySchema) },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const rows = await repo.categories({ sportKeys: request.query.sport_key });
        return { data: rows.map((r) => presentCategory(r.category, r.sport, locale)) };
      },
    );

    app.get(
      '/categories/:id',
      { schema: { params: idParams, response: { 200: categorySchema } } },
      async (request) => {
        const row = await repo.category(request.params.id);
        if (!row) throw notFound('Category');
        return presentCategory(row.category, row.sport, requestLocale(request));
      },
    );

    app.get(
      '/tournaments',
      {
        schema: {
          querystring: z.object({ sport_key: listOf(z.string().max(64)), category_id: listOf(idParam) }),
          response: { 200: listResponse(tournamentSchema) },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const rows = await repo.tournaments({
          sportKeys: request.query.sport_key,
          categoryIds: request.query.category_id,
        });
        return { data: rows.map((r) => presentTournament(r.tournament, r.category, r.sport, locale)) };
      },
    );

    app.get(
      '/tournaments/:id',
      { schema: { params: idParams, response: { 200: tournamentSchema } } },
      async (request) => {
        const row = await repo.tournament(request.params.id);
        if (!row) throw notFound('Tournament');
        return presentTournament(row.tournament, row.category, row.sport, requestLocale(request));
      },
    );

    app.get(
      '/matches',
      { schema: { querystring: matchesQuery, response: { 200: paged(matchSchema) } } },
      async (request) => {
        const q = request.query;
        const locale = requestLocale(request);
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
        const { total, items } = await repo.matchPage(filter, q.sort_by, q.page, q.limit, q.max_per_sport);
        return {
          data: items.map((i) => presentMatch(i.row, i.context, locale)),
          pagination: pagination(total, q.page, q.limit),
        };
      },
    );

    // Which page `/{sport}/{slug}` is: the web proxy asks before rendering, so an unknown slug is a real 404.
    app.get(
      '/resolve/:sport/:slug',
      {
        schema: {
          params: z.object({ sport: z.string().max(64), slug: z.string().max(200) }),
          response: {
            200: z.object({ kind: z.enum(['match', 'league', 'category']), id: z.number().int() }),
          },
        },
      },
      async (request) => {
        const found = await repo.resolveSlug(request.params.sport, request.params.slug);
        if (!found) throw notFound('Page');
        return found;
      },
    );

    app.get(
      '/matches/:id',
      { schema: { params: idParams, response: { 200: matchSchema } } },
      async (request) => {
        const item = await repo.match(request.params.id);
        if (!item) throw notFound('Match');
        return presentMatch(item.row, item.context, requestLocale(request));
      },
    );

    app.get(
      '/matches/:id/markets',
      {
        schema: {
          params: idParams,
          querystring: z.object({
            group_key: z.string().max(64).optional(),
            market_id: listOf(z.coerce.number().int().min(1)),
            ...pageParams(500, 500),
          }),
          response: { 200: paged(marketSchema) },
        },
      },
      async (request) => {
        const item = await repo.match(request.params.id);
        if (!item) throw notFound('Match');
        const q = request.query;
        const locale = requestLocale(request);
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
      },
    );

    app.get(
      '/matches/:id/streams',
      {
        schema: {
          params: idParams,
          response: {
            200: listResponse(z.object({ provider: z.string(), language_code: z.string(), url: z.string() })),
          },
        },
      },
      async (request) => {
        const item = await repo.match(request.params.id);
        if (!item) throw notFound('Match');
        // The simulator carries no video; a real feed adapter fills streams for matches with has_video.
        return { data: [] };
      },
    );

    app.post(
      '/counters',
      {
        schema: {
          body: countersBody,
          response: {
            200: z.object({
              live: z.number().int(),
              sports: z.record(z.string(), z.number().int()),
              categories: z.record(z.string(), z.number().int()),
              tournaments: z.record(z.string(), z.number().int()),
            }),
          },
        },
      },
      async (request) => {
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
      },
    );

    app.get(
      '/search',
      {
        schema: {
          querystring: searchQuery,
          response: {
            200: z.object({ matches: z.array(matchSchema), tournaments: z.array(tournamentSchema) }),
          },
        },
      },
      async (request) => {
        const q = request.query;
        const locale = requestLocale(request);
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
      },
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
