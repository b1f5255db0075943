import { bonusIdParamsSchema, bonusLocaleQuerySchema } from '@sportsbook/contracts/bonuses';
import {
  huntingDetailsSchema,
  huntingsQuerySchema,
  huntingsResponseSchema,
  huntingTermsSchema,
  ratingResponseSchema,
  tournamentsQuerySchema,
  tournamentsResponseSchema,
} from '@sportsbook/contracts/hunting';
import type { FarmingKind } from '@sportsbook/domain/hunting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../core/domain-error';
import { playerLocale } from '../../../http/player-locale';
import { requirePlayer } from '../../../http/session';
import type { PlatformContext } from '../../../platform/context';
import { type FarmingCampaignRow, findFarmingCampaign } from './campaigns';
import { farmingContent, farmingView, playerFarmingList, tournamentRating } from './standings';

const PATHS: Record<'huntings' | 'tournaments', FarmingKind> = {
  huntings: 'hunting',
  tournaments: 'tournament',
};

/**
 * The player's hunting campaigns and tournaments (spec part 2 §7, ADR 035): lists with the player's farming
 * stats, details and terms by id in the player's locale, and a tournament's leaderboard. Visitors get 401; an id
 * of another kind is a 404 like an unknown one.
 */
export const huntingRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;
    const ofKind = async (id: number, kind: FarmingKind): Promise<FarmingCampaignRow> => {
      const row = await findFarmingCampaign(db, id);
      if (!row || row.kind !== kind) throw notFound(kind === 'hunting' ? 'Hunting' : 'Tournament');
      return row;
    };

    app.get(
      '/bonuses/huntings',
      {
        preHandler: requirePlayer,
        schema: { querystring: huntingsQuerySchema, response: { 200: huntingsResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const { status, locale } = request.query;
        return {
          data: await playerFarmingList(db, 'hunting', player, status, playerLocale(player, locale), clock()),
        };
      },
    );

    app.get(
      '/bonuses/tournaments',
      {
        preHandler: requirePlayer,
        schema: { querystring: tournamentsQuerySchema, response: { 200: tournamentsResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const { status, locale, page, limit } = request.query;
        const all = await playerFarmingList(
          db,
          'tournament',
          player,
          status,
          playerLocale(player, locale),
          clock(),
        );
        return {
          data: all.slice((page - 1) * limit, page * limit),
          pagination: {
            total: all.length,
            page,
            limit,
            last_page: Math.max(1, Math.ceil(all.length / limit)),
          },
        };
      },
    );

    for (const [path, kind] of Object.entries(PATHS)) {
      app.get(
        `/bonuses/${path}/:id`,
        {
          preHandler: requirePlayer,
          schema: {
            params: bonusIdParamsSchema,
            querystring: bonusLocaleQuerySchema,
            response: { 200: huntingDetailsSchema },
          },
        },
        async (request) => {
          const player = await requirePlayer(request);
          const row = await ofKind(request.params.id, kind);
          return farmingView(db, row, player, playerLocale(player, request.query.locale), clock());
        },
      );

      app.get(
        `/bonuses/${path}/:id/terms`,
        {
          preHandler: requirePlayer,
          schema: {
            params: bonusIdParamsSchema,
            querystring: bonusLocaleQuerySchema,
            response: { 200: huntingTermsSchema },
          },
        },
        async (request) => {
          const player = await requirePlayer(request);
          const row = await ofKind(request.params.id, kind);
          const locale = playerLocale(player, request.query.locale);
          const content = farmingContent(row, locale);
          return {
            id: String(row.id),
            type: row.kind,
            locale,
            title: content.title,
            description: content.description,
            terms: content.terms,
          };
        },
      );
    }

    app.get(
      '/bonuses/tournaments/:id/rating',
      {
        preHandler: requirePlayer,
        schema: { params: bonusIdParamsSchema, response: { 200: ratingResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const row = await ofKind(request.params.id, 'tournament');
        return tournamentRating(db, row, player.id, ctx.config.tokenSecret);
      },
    );
  };
