import { CAMPAIGN_STATUSES, type CampaignStatus } from '@sportsbook/contracts/bonus-campaigns';
import {
  FARMING_KINDS,
  farmingCampaignCreateSchema,
  farmingCampaignSchema,
} from '@sportsbook/contracts/hunting';
import { idSchema } from '@sportsbook/contracts/ids';
import { isFreebetKind } from '@sportsbook/domain/bonus-kinds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../core/domain-error';
import { invalidRequest } from '../../../http/errors';
import type { PlatformContext } from '../../../platform/context';
import {
  farmingCampaignView,
  findFarmingCampaign,
  freebetCampaignKind,
  insertFarmingCampaign,
  listFarmingCampaigns,
  moveFarmingCampaign,
} from './campaigns';

const MOVES: Record<'pause' | 'resume' | 'end', CampaignStatus> = {
  pause: 'paused',
  resume: 'active',
  end: 'ended',
};
const paramsSchema = z.object({ id: idSchema });

/**
 * The operator's farming campaigns (ADR 035), registered inside the back office's bearer-token scope
 * (`backofficeRoutes`): list, create, read, pause, resume, end (final; a move of an ended campaign is 409
 * `campaign_ended`).
 */
export const farmingBackofficeRoutes =
  (ctx: PlatformContext, campaignEnded: (id: number) => Error): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const existing = async (id: number) => {
      const row = await findFarmingCampaign(db, id);
      if (!row) throw notFound('Farming campaign');
      return row;
    };

    app.get(
      '/farming-campaigns',
      {
        schema: {
          querystring: z.object({
            kind: z.enum(FARMING_KINDS).optional(),
            status: z.enum(CAMPAIGN_STATUSES).optional(),
          }),
          response: { 200: z.object({ data: z.array(farmingCampaignSchema) }) },
        },
      },
      async (request) => {
        const rows = await listFarmingCampaigns(db, request.query);
        return { data: await Promise.all(rows.map((row) => farmingCampaignView(db, row))) };
      },
    );

    app.post(
      '/farming-campaigns',
      { schema: { body: farmingCampaignCreateSchema, response: { 201: farmingCampaignSchema } } },
      async (request, reply) => {
        const { freebet_campaign_id: freebetId } = request.body;
        if (freebetId !== null) {
          const kind = await freebetCampaignKind(db, freebetId);
          if (!kind || !isFreebetKind(kind)) {
            throw invalidRequest([
              { field: 'body.freebet_campaign_id', message: 'names no freebet campaign' },
            ]);
          }
        }
        const id = await insertFarmingCampaign(db, request.body);
        reply.status(201);
        return farmingCampaignView(db, await existing(id));
      },
    );

    app.get(
      '/farming-campaigns/:id',
      { schema: { params: paramsSchema, response: { 200: farmingCampaignSchema } } },
      async (request) => farmingCampaignView(db, await existing(request.params.id)),
    );

    for (const [move, to] of Object.entries(MOVES)) {
      app.post(
        `/farming-campaigns/:id/${move}`,
        { schema: { params: paramsSchema, response: { 200: farmingCampaignSchema } } },
        async (request) => {
          const { id } = request.params;
          await existing(id);
          if (!(await moveFarmingCampaign(db, id, to))) throw campaignEnded(id);
          return farmingCampaignView(db, await existing(id));
        },
      );
    }
  };
