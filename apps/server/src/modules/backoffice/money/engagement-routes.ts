import {
  jackpotSummaryListSchema,
  lootboxSummaryListSchema,
  promoCodeQuerySchema,
  promoCodeSummaryListSchema,
  tournamentSummaryListSchema,
} from '@sportsbook/contracts/backoffice-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlatformContext } from '../../../platform/context';
import { campaignView, existingCampaign, listCampaigns, tournamentSummaries } from '../../bonuses';
import { jackpotSummaries } from '../../jackpots';
import { lootboxSummaries } from '../../lootboxes';

/**
 * The Campaigns screen's engagement views (ADR 039, amendment), read-only for `campaigns.read`: jackpots,
 * tournaments and hunting campaigns, loot boxes and promo codes, each with what it paid out. The paths sit under
 * `/engagement` because `/jackpots`, `/lootbox-campaigns` and `/farming-campaigns` are the bearer-token operator
 * calls of those modules; creating and moving them stays there.
 */
export const engagementRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const read = { permission: 'campaigns.read' } as const;

    app.get(
      '/engagement/jackpots',
      { config: read, schema: { response: { 200: jackpotSummaryListSchema } } },
      async () => ({ data: await jackpotSummaries(db) }),
    );

    app.get(
      '/engagement/tournaments',
      { config: read, schema: { response: { 200: tournamentSummaryListSchema } } },
      async () => ({ data: await tournamentSummaries(db) }),
    );

    app.get(
      '/engagement/lootboxes',
      { config: read, schema: { response: { 200: lootboxSummaryListSchema } } },
      async () => ({ data: await lootboxSummaries(db) }),
    );

    app.get(
      '/engagement/promo-codes',
      {
        config: read,
        schema: { querystring: promoCodeQuerySchema, response: { 200: promoCodeSummaryListSchema } },
      },
      async (request) => {
        const { campaign_id: campaignId } = request.query;
        const rows =
          campaignId === undefined ? await listCampaigns(db, {}) : [await existingCampaign(db, campaignId)];
        const withCode = rows.filter((row) => row.promoCode !== null);
        const views = await Promise.all(withCode.map((row) => campaignView(db, row)));
        return {
          data: views.flatMap((campaign) =>
            campaign.trigger.key === 'promo_code'
              ? [
                  {
                    code: campaign.trigger.code,
                    campaign_id: campaign.id,
                    campaign_name: campaign.name,
                    kind: campaign.kind,
                    status: campaign.status,
                    valid_from: campaign.valid_from,
                    valid_to: campaign.valid_to,
                    uses: campaign.issued_count,
                    per_player_cap: campaign.per_player_cap,
                    budget: campaign.budget,
                    budget_spent: campaign.budget_spent,
                  },
                ]
              : [],
          ),
        };
      },
    );
  };
