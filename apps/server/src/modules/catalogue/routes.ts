import {
  categorySchema,
  countersRequestSchema,
  countersResponseSchema,
  listResponse,
  marketSchema,
  matchesQuerySchema,
  matchesResponseSchema,
  matchSchema,
  paged,
  resolvedPageSchema,
  resolveParamsSchema,
  SEARCH_POPULAR_LEAGUES,
  searchQuerySchema,
  searchResponseSchema,
  sportSchema,
  tournamentSchema,
} from '@sportsbook/contracts/catalogue';
import { idSchema } from '@sportsbook/contracts/ids';
import { listOf, pageParams } from '@sportsbook/contracts/query';
import { BETTABLE_MATCH_STATUSES } from '@sportsbook/domain/match-status';
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
  presentListedMatch,
  presentMarket,
  presentMatch,
  presentSport,
  presentTournament,
} from './presenters';
import { pagination } from './query-params';
import type { ReadCache } from './read-cache';
import { catalogueRepository, type MatchFilter } from './repository';
import { closestTerm } from './spelling';

const idParams = z.object({ id: idSchema });

const sportsResponse = listResponse(sportSchema);
const categoriesResponse = listResponse(categorySchema);
const tournamentsResponse = listResponse(tournamentSchema);
const marketsResponse = paged(marketSchema);

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
      { schema: { querystring: matchesQuerySchema, response: { 200: matchesResponseSchema } } },
      (request, reply) =>
        answer(
          request,
          reply,
          matchesResponseSchema,
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
            // A list carries what its rows show (ADR 037); the match call carries the rest.
            const { total, items } = await repo.matchPage(filter, q.sort_by, q.page, q.limit, {
              maxPerSport: q.max_per_sport,
            });
            return {
              data: items.map((i) => presentListedMatch(i.row, i.context, locale)),
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
          params: resolveParamsSchema,
          response: { 200: resolvedPageSchema },
        },
      },
      (request, reply) =>
        answer(request, reply, resolvedPageSchema, async () => {
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

    app.post(
      '/counters',
      {
        schema: {
          body: countersRequestSchema,
          response: { 200: countersResponseSchema },
        },
      },
      (request, reply) =>
        answer(request, reply, countersResponseSchema, async () => {
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
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema },
        },
      },
      (request, reply) =>
        answer(request, reply, searchResponseSchema, async (locale) => {
          const q = request.query;
          const { items } = await repo.matchPage(
            {
              search: q.q,
              sportType: q.sport_type,
              statuses: q.match_status ?? [...BETTABLE_MATCH_STATUSES],
            },
            'priority',
            1,
            30,
          );
          const needle = q.q.toLowerCase();
          const allTournaments =
            q.only_events_name && items.length > 0
              ? []
              : (await repo.tournaments({})).map((r) =>
                  presentTournament(r.tournament, r.category, r.sport, locale),
                );
          const tournaments = q.only_events_name
            ? []
            : allTournaments.filter((t) => t.name.toLowerCase().includes(needle)).slice(0, 10);
          const matchesFound = items.map((i) => presentListedMatch(i.row, i.context, locale));
          if (matchesFound.length > 0 || tournaments.length > 0) {
            return { matches: matchesFound, tournaments, did_you_mean: null, popular_tournaments: [] };
          }
          // Nothing found: suggestions, computed only here so a search that finds something costs no more.
          const vocabulary = [
            ...(await repo.competitorNames([...BETTABLE_MATCH_STATUSES])),
            ...allTournaments.map((t) => t.name),
          ];
          return {
            matches: [],
            tournaments: [],
            did_you_mean: closestTerm(q.q, vocabulary),
            popular_tournaments: allTournaments.slice(0, SEARCH_POPULAR_LEAGUES),
          };
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
