import {
  CAMPAIGN_ERROR_CODES,
  type CampaignFields,
  type CampaignStatus,
  campaignCreateSchema,
  campaignIdParamsSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignSchema,
  campaignUpdateSchema,
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
import { DomainError, notFound } from '../../core/domain-error';
import { bearerCheck } from '../../http/bearer-token';
import { HttpError, invalidRequest } from '../../http/errors';
import type { PlatformContext } from '../../platform/context';
import {
  type CampaignRow,
  campaignBudgets,
  campaignFields,
  campaignView,
  findCampaign,
  insertCampaign,
  listCampaigns,
  moveCampaign,
  updateCampaign,
} from './campaign-repository';
import { deactivateBonus } from './deactivation';
import { farmingBackofficeRoutes } from './hunting/backoffice-routes';
import { issueFromCampaign } from './issue';

/** Where a status move may start: an ended campaign stays ended. */
const MOVES: Record<'pause' | 'resume' | 'end', { from: CampaignStatus[]; to: CampaignStatus }> = {
  pause: { from: ['active', 'paused'], to: 'paused' },
  resume: { from: ['active', 'paused'], to: 'active' },
  end: { from: ['active', 'paused', 'ended'], to: 'ended' },
};

const campaignEnded = (id: number) =>
  new DomainError('conflict', CAMPAIGN_ERROR_CODES.ended, `Campaign ${id} has ended and stays ended`);

/** The merged campaign, checked whole again: an update may not leave a window or params that do not fit. */
function mergedCampaign(current: CampaignFields, patch: Partial<CampaignFields>): CampaignFields {
  const merged = campaignCreateSchema.safeParse({ ...current, ...patch });
  if (merged.success) return merged.data;
  const problems = merged.error.issues.map((issue) => ({
    field: `body.${issue.path.join('.')}`,
    message: issue.message,
  }));
  throw invalidRequest(problems);
}

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
 * The operator API (ADR 028) under /api/backoffice: campaigns (list, create, read, update, pause, resume, end),
 * manual grants and the deactivation of one player's bonus. Every call needs `Authorization: Bearer BACKOFFICE_TOKEN`; a player's session opens
 * nothing here, and no cookie is read, so the CSRF double submit does not apply (http/csrf.ts).
 */
export const backofficeRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;
    app.addHook('onRequest', backofficeGuard(ctx));
    await app.register(farmingBackofficeRoutes(ctx, campaignEnded));
    const existing = async (id: number): Promise<CampaignRow> => {
      const row = await findCampaign(db, id);
      if (!row) throw notFound('Campaign');
      return row;
    };

    app.get(
      '/campaigns',
      { schema: { querystring: campaignListQuerySchema, response: { 200: campaignListSchema } } },
      async (request) => {
        const rows = await listCampaigns(db, request.query);
        return { data: await Promise.all(rows.map((row) => campaignView(db, row))) };
      },
    );

    app.post(
      '/campaigns',
      { schema: { body: campaignCreateSchema, response: { 201: campaignSchema } } },
      async (request, reply) => {
        const id = await insertCampaign(db, request.body);
        reply.status(201);
        return campaignView(db, await existing(id));
      },
    );

    app.get(
      '/campaigns/:id',
      { schema: { params: campaignIdParamsSchema, response: { 200: campaignSchema } } },
      async (request) => campaignView(db, await existing(request.params.id)),
    );

    app.patch(
      '/campaigns/:id',
      {
        schema: {
          params: campaignIdParamsSchema,
          body: campaignUpdateSchema,
          response: { 200: campaignSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const row = await existing(id);
        if (row.status === 'ended') throw campaignEnded(id);
        const fields = mergedCampaign(campaignFields(row, await campaignBudgets(db, id)), request.body);
        await updateCampaign(db, id, fields, clock());
        return campaignView(db, await existing(id));
      },
    );

    for (const [action, move] of Object.entries(MOVES)) {
      app.post(
        `/campaigns/:id/${action}`,
        { schema: { params: campaignIdParamsSchema, response: { 200: campaignSchema } } },
        async (request) => {
          const { id } = request.params;
          await existing(id);
          if (!(await moveCampaign(db, id, move.from, move.to, clock()))) throw campaignEnded(id);
          return campaignView(db, await existing(id));
        },
      );
    }

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
