import {
  CAMPAIGN_ERROR_CODES,
  campaignIdParamsSchema,
  grantBodySchema,
  grantResponseSchema,
} from '@sportsbook/contracts/bonus-campaigns';
import {
  deactivateBonusBodySchema,
  deactivateBonusParamsSchema,
  deactivatedBonusSchema,
} from '@sportsbook/contracts/bonus-deactivation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../core/domain-error';
import { bearerCheck } from '../../http/bearer-token';
import { HttpError } from '../../http/errors';
import type { PlatformContext } from '../../platform/context';
import { campaignEnded } from './campaign-service';
import { deactivateBonus } from './deactivation';
import { farmingBackofficeRoutes } from './hunting/backoffice-routes';
import { issueFromCampaign } from './issue';

/**
 * The onRequest hook of every operator route (this module's and the engagement modules'): a 401 without
 * `Authorization: Bearer BACKOFFICE_TOKEN`.
 */
export function backofficeGuard(ctx: Pick<PlatformContext, 'config'>) {
  const holdsToken = bearerCheck(ctx.config.backoffice.token);
  return async (request: FastifyRequest) => {
    if (!holdsToken(request)) {
      throw new HttpError(401, CAMPAIGN_ERROR_CODES.unauthorized, 'The back office needs its bearer token.');
    }
  };
}

/**
 * The operator API (ADR 028) under /api/backoffice: manual grants and the deactivation of one player's bonus.
 * The campaigns themselves (list, create, read, update, pause, resume, end) moved to the staff back office
 * (backoffice `money/campaigns-routes.ts`, ADR 039), where the machine token still reaches them. Every call here
 * needs `Authorization: Bearer BACKOFFICE_TOKEN`; a player's session opens nothing here, and no cookie is read, so the CSRF double submit does not apply (http/csrf.ts).
 */
export const backofficeRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;
    app.addHook('onRequest', backofficeGuard(ctx));
    await app.register(farmingBackofficeRoutes(ctx, campaignEnded));

    app.post(
      '/campaigns/:id/grants',
      {
        schema: {
          params: campaignIdParamsSchema,
          body: grantBodySchema,
          response: { 201: grantResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await issueFromCampaign(
          { ...ctx, onPublishError: (err) => request.log.error({ err }, 'bonus_issued not published') },
          request.params.id,
          request.body.player_id,
          clock(),
        );
        if (!result.ok) {
          throw new DomainError(
            'conflict',
            CAMPAIGN_ERROR_CODES.notIssued,
            `The campaign issues nothing: ${result.reason}`,
            {
              details: { reason: result.reason },
            },
          );
        }
        reply.status(201);
        return result.bonus;
      },
    );

    app.post(
      '/players/:playerId/bonuses/:type/:id/deactivate',
      {
        schema: {
          params: deactivateBonusParamsSchema,
          body: deactivateBonusBodySchema,
          response: { 200: deactivatedBonusSchema },
        },
      },
      async (request) => deactivateBonus(db, request.params, request.body.reason, clock()),
    );
  };
