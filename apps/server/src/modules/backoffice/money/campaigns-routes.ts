import {
  auditedCampaignSchema,
  campaignStepSchema,
  staffCampaignUpdateSchema,
} from '@sportsbook/contracts/backoffice-money';
import {
  campaignCreateSchema,
  campaignIdParamsSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignSchema,
} from '@sportsbook/contracts/bonus-campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlatformContext } from '../../../platform/context';
import {
  CAMPAIGN_MOVES,
  type CampaignMove,
  campaignView,
  createCampaign,
  editCampaign,
  existingCampaign,
  listCampaigns,
  moveCampaignStatus,
} from '../../bonuses';
import { audited } from '../audited';

/**
 * Bonus campaigns in the back office (ADR 039): the operator API of ADR 028 (list, create, read, update, pause,
 * resume, end) on staff sessions, `campaigns.read` to read and `campaigns.write` to change, each change one audited
 * transaction running the bonuses module's own steps. The machine token reaches these routes as before (the admin
 * role); its answers are the campaign as before plus the audit row's id.
 */
export const campaignsRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;

    app.get(
      '/campaigns',
      {
        config: { permission: 'campaigns.read' },
        schema: { querystring: campaignListQuerySchema, response: { 200: campaignListSchema } },
      },
      async (request) => {
        const rows = await listCampaigns(db, request.query);
        return { data: await Promise.all(rows.map((row) => campaignView(db, row))) };
      },
    );

    app.get(
      '/campaigns/:id',
      {
        config: { permission: 'campaigns.read' },
        schema: { params: campaignIdParamsSchema, response: { 200: campaignSchema } },
      },
      async (request) => campaignView(db, await existingCampaign(db, request.params.id)),
    );

    app.post(
      '/campaigns',
      {
        config: { permission: 'campaigns.write', auditAction: 'campaign.create' },
        schema: { body: campaignCreateSchema, response: { 201: auditedCampaignSchema } },
      },
      async (request, reply) => {
        const done = await audited(
          db,
          clock,
          request,
          { action: 'campaign.create', target: null },
          async (tx) => {
            const campaign = await createCampaign(tx, request.body);
            return { before: null, after: campaign, result: campaign };
          },
        );
        reply.status(201);
        return { ...done.result, audit_id: done.auditId };
      },
    );

    app.patch(
      '/campaigns/:id',
      {
        config: { permission: 'campaigns.write', auditAction: 'campaign.update' },
        schema: {
          params: campaignIdParamsSchema,
          body: staffCampaignUpdateSchema,
          response: { 200: auditedCampaignSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { reason, ...patch } = request.body;
        const done = await audited(
          db,
          clock,
          request,
          { action: 'campaign.update', target: `campaign:${id}`, reason: reason ?? null },
          async (tx) => {
            const edited = await editCampaign(tx, id, patch, clock());
            return { ...edited, result: edited.after };
          },
        );
        return { ...done.result, audit_id: done.auditId };
      },
    );

    for (const move of Object.keys(CAMPAIGN_MOVES) as CampaignMove[]) {
      const action = `campaign.${move}`;
      app.post(
        `/campaigns/:id/${move}`,
        {
          config: { permission: 'campaigns.write', auditAction: action },
          schema: {
            params: campaignIdParamsSchema,
            body: campaignStepSchema,
            response: { 200: auditedCampaignSchema },
          },
        },
        async (request) => {
          const { id } = request.params;
          const done = await audited(
            db,
            clock,
            request,
            { action, target: `campaign:${id}`, reason: request.body.reason ?? null },
            async (tx) => {
              const moved = await moveCampaignStatus(tx, id, move, clock());
              return { ...moved, result: moved.after };
            },
          );
          return { ...done.result, audit_id: done.auditId };
        },
      );
    }
  };
