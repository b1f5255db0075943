import { bonusOffersBodySchema, bonusOffersResponseSchema } from '@sportsbook/contracts/bonus-offers';
import {
  activatedBonusSchema,
  bonusesQuerySchema,
  bonusesResponseSchema,
  bonusIdParamsSchema,
  bonusListQuerySchema,
  bonusLocaleQuerySchema,
  bonusRefSchema,
  bonusTermsSchema,
  boostedFreebetSchema,
  comboboostDetailsSchema,
  comboboostsResponseSchema,
  freebetDetailsSchema,
  freebetsResponseSchema,
  markAsSeenBodySchema,
  markAsSeenResponseSchema,
  promoCodeBodySchema,
} from '@sportsbook/contracts/bonuses';
import { isFreebetKind } from '@sportsbook/domain/bonus-kinds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitAddress } from '../../http/client-address';
import { playerLocale } from '../../http/player-locale';
import { enforceRateLimits } from '../../http/rate-limit';
import { requirePlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { type ActivationRules, activateBonus } from './activation';
import { comboboostView, freebetView } from './bonus-views';
import { boostFreebet } from './boost';
import { activateFarming, farmingCampaignById } from './hunting/activation';
import { huntingRoutes } from './hunting/routes';
import { bonusOffers } from './offers';
import {
  bonusKind,
  bonusText,
  findOwnBonus,
  markBonusesSeen,
  playerComboboosts,
  playerFreebets,
} from './player-bonuses';
import { redeemPromoCode } from './promo-codes';

const KIND_PATH = { freebets: 'freebet', comboboosts: 'comboboost' } as const;

/**
 * The signed-in player's bonuses (spec part 2 §7): lists by kind and together, details and terms by id in the
 * player's locale, activation, mark-as-seen and promo codes. Visitors get 401; another player's bonus id is a
 * 404 like an unknown one.
 */
export const bonusesRoutes =
  (ctx: PlatformContext, rules: ActivationRules): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;
    await app.register(huntingRoutes(ctx));

    app.post(
      '/bonuses',
      {
        preHandler: requirePlayer,
        schema: { body: bonusOffersBodySchema, response: { 200: bonusOffersResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        return bonusOffers(db, { id: player.id, currency: player.currency }, request.body, clock());
      },
    );

    app.get(
      '/bonuses',
      {
        preHandler: requirePlayer,
        schema: { querystring: bonusesQuerySchema, response: { 200: bonusesResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const { type, ...query } = request.query;
        const locale = playerLocale(player);
        const now = clock();
        const wantsComboboost = type === undefined || type === 'comboboost';
        const wantsFreebet = type === undefined || isFreebetKind(type);
        return {
          comboboost: wantsComboboost ? await playerComboboosts(db, player.id, query, locale, now) : [],
          freebet: wantsFreebet ? await playerFreebets(db, player.id, query, locale, now, type) : [],
        };
      },
    );

    app.get(
      '/bonuses/freebets',
      {
        preHandler: requirePlayer,
        schema: { querystring: bonusListQuerySchema, response: { 200: freebetsResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const data = await playerFreebets(db, player.id, request.query, playerLocale(player), clock());
        return { data };
      },
    );

    app.get(
      '/bonuses/comboboosts',
      {
        preHandler: requirePlayer,
        schema: { querystring: bonusListQuerySchema, response: { 200: comboboostsResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const data = await playerComboboosts(db, player.id, request.query, playerLocale(player), clock());
        return { data };
      },
    );

    app.get(
      '/bonuses/freebets/:id',
      {
        preHandler: requirePlayer,
        schema: {
          params: bonusIdParamsSchema,
          querystring: bonusLocaleQuerySchema,
          response: { 200: freebetDetailsSchema },
        },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const locale = playerLocale(player, request.query.locale);
        const bonus = await findOwnBonus(db, player.id, request.params.id, 'freebet');
        if (bonus.type !== 'freebet') throw new Error('a freebet look-up answered another kind');
        return {
          ...freebetView(bonus.row, bonus.campaign, bonus.holder, locale, clock()),
          description: bonusText(bonus, locale).description,
        };
      },
    );

    app.get(
      '/bonuses/comboboosts/:id',
      {
        preHandler: requirePlayer,
        schema: {
          params: bonusIdParamsSchema,
          querystring: bonusLocaleQuerySchema,
          response: { 200: comboboostDetailsSchema },
        },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const locale = playerLocale(player, request.query.locale);
        const bonus = await findOwnBonus(db, player.id, request.params.id, 'comboboost');
        if (bonus.type !== 'comboboost') throw new Error('a comboboost look-up answered another kind');
        return {
          ...comboboostView(bonus.row, bonus.campaign, bonus.holder, locale, clock()),
          description: bonusText(bonus, locale).description,
        };
      },
    );

    for (const [path, only] of Object.entries(KIND_PATH)) {
      app.get(
        `/bonuses/${path}/:id/terms`,
        {
          preHandler: requirePlayer,
          schema: {
            params: bonusIdParamsSchema,
            querystring: bonusLocaleQuerySchema,
            response: { 200: bonusTermsSchema },
          },
        },
        async (request) => {
          const player = await requirePlayer(request);
          const locale = playerLocale(player, request.query.locale);
          const bonus = await findOwnBonus(db, player.id, request.params.id, only);
          return {
            id: String(request.params.id),
            type: bonusKind(bonus),
            locale,
            ...bonusText(bonus, locale),
          };
        },
      );
    }

    app.post(
      '/bonuses/:id/boost',
      {
        preHandler: requirePlayer,
        schema: { params: bonusIdParamsSchema, response: { 200: boostedFreebetSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        return boostFreebet(db, player.id, request.params.id, clock());
      },
    );

    app.post(
      '/bonuses/:id/activate',
      {
        preHandler: requirePlayer,
        schema: { params: bonusIdParamsSchema, response: { 200: activatedBonusSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        // Hunting campaigns and tournaments share the bonus ids' sequence: the id says which it is.
        const farming = await farmingCampaignById(db, request.params.id);
        if (farming) return activateFarming(db, player.id, farming, clock());
        return activateBonus(db, player.id, request.params.id, clock(), rules);
      },
    );

    app.post(
      '/bonuses/mark-as-seen',
      {
        preHandler: requirePlayer,
        schema: { body: markAsSeenBodySchema, response: { 200: markAsSeenResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        return { marked: await markBonusesSeen(db, player.id, request.body) };
      },
    );

    app.post(
      '/bonuses/promo-code',
      {
        preHandler: requirePlayer,
        schema: { body: promoCodeBodySchema, response: { 200: bonusRefSchema } },
      },
      async (request, reply) => {
        const player = await requirePlayer(request);
        // The client's address first (ADR 005's order): an address out of attempts spends no player's budget.
        await enforceRateLimits(reply, [
          { limiter: ctx.rateLimiters.promoCodeByAddress, key: rateLimitAddress(request.ip) },
          { limiter: ctx.rateLimiters.promoCodeByPlayer, key: String(player.id) },
        ]);
        return redeemPromoCode(
          { ...ctx, onPublishError: (err) => request.log.error({ err }, 'bonus_issued not published') },
          player.id,
          request.body.code,
          clock(),
        );
      },
    );
  };
