import type { Locale } from '@sportsbook/contracts/locales';
import {
  type Promotion,
  promotionIdParamsSchema,
  promotionSchema,
  promotionsQuerySchema,
  promotionsResponseSchema,
  promotionTermsSchema,
} from '@sportsbook/contracts/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../core/domain-error';
import type { PlatformContext } from '../../platform/context';
import { contentIn } from './bonus-views';
import { type CampaignRow, findPublicCampaign, listPublicCampaigns } from './campaign-repository';

/** A campaign as everyone may see it: no code, budget, conditions or counts. */
function promotionView(campaign: CampaignRow, locale: Locale): Promotion {
  const content = contentIn(campaign, locale);
  return promotionSchema.parse({
    id: String(campaign.id),
    kind: campaign.kind,
    trigger_key: campaign.trigger,
    title: content.title,
    description: content.description,
    valid_to: campaign.validTo.toISOString(),
    terms_id: String(campaign.id),
    banners: { desktop: campaign.bannerDesktop, mobile: campaign.bannerMobile },
  });
}

/**
 * The public promotions (no sign-in): `GET /promotions?locale=` lists the campaigns on offer now, `GET
 * /promotions/:id/terms?locale=` answers one's terms; a campaign not on offer is a 404 like an unknown id.
 */
export const promotionsRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;

    app.get(
      '/promotions',
      { schema: { querystring: promotionsQuerySchema, response: { 200: promotionsResponseSchema } } },
      async (request) => {
        const rows = await listPublicCampaigns(db, clock());
        return { data: rows.map((row) => promotionView(row, request.query.locale)) };
      },
    );

    app.get(
      '/promotions/:id/terms',
      {
        schema: {
          params: promotionIdParamsSchema,
          querystring: promotionsQuerySchema,
          response: { 200: promotionTermsSchema },
        },
      },
      async (request) => {
        const campaign = await findPublicCampaign(db, request.params.id, clock());
        if (!campaign) throw notFound('Promotion');
        const content = contentIn(campaign, request.query.locale);
        return {
          id: String(campaign.id),
          locale: request.query.locale,
          title: content.title,
          terms: content.terms,
        };
      },
    );
  };
