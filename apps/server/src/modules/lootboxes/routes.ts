import { bonusIdParamsSchema, bonusLocaleQuerySchema } from '@sportsbook/contracts/bonuses';
import {
  ambJoinBodySchema,
  ambProgressListSchema,
  ambProgressSchema,
  ambTermsSchema,
  lootboxDetailsSchema,
  lootboxesResponseSchema,
  lootboxListQuerySchema,
  lootboxSchema,
  lootboxTermsSchema,
} from '@sportsbook/contracts/lootboxes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerLocale } from '../../http/player-locale';
import { requirePlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { contentIn } from '../bonuses';
import { ambProgressList, ambTerms, joinAmb } from './amb';
import { listLootboxes, lootboxView, openLootbox, ownLootbox } from './lootboxes';

/**
 * The player's loot boxes and amount-of-bets progress under /api/sportsbook/bonuses (spec part 2 §7; ADR 028
 * "Loot boxes, AMB, predictions"). Visitors get 401; another player's box is a 404 like an unknown one.
 */
export const lootboxRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;
    const issueCtx = (log: { error: (obj: object, msg: string) => void }) => ({
      ...ctx,
      secret: ctx.config.tokenSecret,
      onPublishError: (err: unknown) => log.error({ err }, 'bonus_issued not published'),
    });

    app.get(
      '/bonuses/lootboxes',
      {
        preHandler: requirePlayer,
        schema: { querystring: lootboxListQuerySchema, response: { 200: lootboxesResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const rows = await listLootboxes(db, player.id, request.query.status, clock());
        return { data: rows.map((row) => lootboxView(row, playerLocale(player))) };
      },
    );

    app.get(
      '/bonuses/lootboxes/:id',
      {
        preHandler: requirePlayer,
        schema: {
          params: bonusIdParamsSchema,
          querystring: bonusLocaleQuerySchema,
          response: { 200: lootboxDetailsSchema },
        },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const locale = playerLocale(player, request.query.locale);
        const row = await ownLootbox(db, player.id, request.params.id, clock());
        return { ...lootboxView(row, locale), description: contentIn(row.campaign, locale).description };
      },
    );

    app.get(
      '/bonuses/lootboxes/:id/terms',
      {
        preHandler: requirePlayer,
        schema: {
          params: bonusIdParamsSchema,
          querystring: bonusLocaleQuerySchema,
          response: { 200: lootboxTermsSchema },
        },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const locale = playerLocale(player, request.query.locale);
        const row = await ownLootbox(db, player.id, request.params.id, clock());
        return {
          id: String(row.box.id),
          type: 'lootbox' as const,
          locale,
          ...contentIn(row.campaign, locale),
        };
      },
    );

    app.post(
      '/bonuses/lootboxes/:id/open',
      {
        preHandler: requirePlayer,
        schema: { params: bonusIdParamsSchema, response: { 200: lootboxSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const now = clock();
        await openLootbox(issueCtx(request.log), player.id, request.params.id, now);
        return lootboxView(await ownLootbox(db, player.id, request.params.id, now), playerLocale(player));
      },
    );

    app.get(
      '/bonuses/freebets/amb',
      {
        preHandler: requirePlayer,
        schema: { querystring: bonusLocaleQuerySchema, response: { 200: ambProgressListSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const locale = playerLocale(player, request.query.locale);
        return { data: await ambProgressList(issueCtx(request.log), player, locale, clock()) };
      },
    );

    app.post(
      '/bonuses/freebets/amb',
      {
        preHandler: requirePlayer,
        schema: { body: ambJoinBodySchema, response: { 200: ambProgressSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        return joinAmb(issueCtx(request.log), player, request.body.id, playerLocale(player), clock());
      },
    );

    app.get(
      '/bonuses/freebets/amb/:id/terms',
      {
        preHandler: requirePlayer,
        schema: {
          params: bonusIdParamsSchema,
          querystring: bonusLocaleQuerySchema,
          response: { 200: ambTermsSchema },
        },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const locale = playerLocale(player, request.query.locale);
        return ambTerms(issueCtx(request.log), player, request.params.id, locale, clock());
      },
    );
  };
