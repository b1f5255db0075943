import {
  type AmbCampaignInput,
  ambCampaignCreateSchema,
  ambCampaignListSchema,
  ambCampaignSchema,
  type LootboxCampaignInput,
  lootboxCampaignCreateSchema,
  lootboxCampaignListSchema,
  lootboxCampaignSchema,
} from '@sportsbook/contracts/lootboxes';
import { isFreebetKind } from '@sportsbook/domain/bonus-kinds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidRequest } from '../../http/errors';
import type { PlatformContext } from '../../platform/context';
import { backofficeGuard, findCampaign } from '../bonuses';
import {
  type AmbCampaignRow,
  insertAmbCampaign,
  insertLootboxCampaign,
  type LootboxCampaignRow,
  listAmbCampaigns,
  listLootboxCampaigns,
} from './repository';

const windowView = (row: LootboxCampaignRow | AmbCampaignRow) => ({
  id: row.id,
  name: row.name,
  content: row.content,
  valid_from: row.validFrom.toISOString(),
  valid_to: row.validTo.toISOString(),
  status: row.status,
  min_odds: row.minOdds,
});

/** The prize campaigns a body names must exist and issue freebets (a prize is a freebet row); else a 400. */
async function checkPrizeCampaigns(
  ctx: PlatformContext,
  named: Array<{ field: string; id: number }>,
): Promise<void> {
  const problems = [];
  for (const { field, id } of named) {
    const campaign = await findCampaign(ctx.db, id);
    if (!campaign || !isFreebetKind(campaign.kind)) {
      problems.push({ field, message: `campaign ${id} is not a freebet campaign` });
    }
  }
  if (problems.length > 0) throw invalidRequest(problems);
}

const lootboxPrizeIds = (input: LootboxCampaignInput) =>
  input.tiers.flatMap((tier, t) =>
    (['win', 'lose'] as const).flatMap((variant) =>
      tier.prizes[variant].flatMap((line, i) =>
        line.campaign_id === null
          ? []
          : [{ field: `body.tiers.${t}.prizes.${variant}.${i}.campaign_id`, id: line.campaign_id }],
      ),
    ),
  );
const ambPrizeIds = (input: AmbCampaignInput) => [
  { field: 'body.prize_campaign_id', id: input.prize_campaign_id },
];

/**
 * The operator API of loot box and AMB campaigns under /api/backoffice (bearer BACKOFFICE_TOKEN, like the bonus
 * campaigns): create and list. A campaign name is unique (409 from the database's constraint).
 */
export const lootboxBackofficeRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', backofficeGuard(ctx));

    app.get('/lootbox-campaigns', { schema: { response: { 200: lootboxCampaignListSchema } } }, async () => ({
      data: (await listLootboxCampaigns(ctx.db)).map(({ row, boxes, opened }) => ({
        ...windowView(row),
        tiers: row.tiers,
        boxes_count: boxes,
        opened_count: opened,
      })),
    }));

    app.post(
      '/lootbox-campaigns',
      { schema: { body: lootboxCampaignCreateSchema, response: { 201: lootboxCampaignSchema } } },
      async (request, reply) => {
        await checkPrizeCampaigns(ctx, lootboxPrizeIds(request.body));
        const id = await insertLootboxCampaign(ctx.db, request.body);
        const created = (await listLootboxCampaigns(ctx.db)).find((entry) => entry.row.id === id);
        if (!created) throw new Error(`loot box campaign ${id} vanished after its insert`);
        reply.status(201);
        return { ...windowView(created.row), tiers: created.row.tiers, boxes_count: 0, opened_count: 0 };
      },
    );

    app.get('/amb-campaigns', { schema: { response: { 200: ambCampaignListSchema } } }, async () => ({
      data: (await listAmbCampaigns(ctx.db)).map(({ row, players }) => ambView(row, players)),
    }));

    app.post(
      '/amb-campaigns',
      { schema: { body: ambCampaignCreateSchema, response: { 201: ambCampaignSchema } } },
      async (request, reply) => {
        await checkPrizeCampaigns(ctx, ambPrizeIds(request.body));
        const id = await insertAmbCampaign(ctx.db, request.body);
        const created = (await listAmbCampaigns(ctx.db)).find((entry) => entry.row.id === id);
        if (!created) throw new Error(`AMB campaign ${id} vanished after its insert`);
        reply.status(201);
        return ambView(created.row, 0);
      },
    );
  };

const ambView = (row: AmbCampaignRow, players: number) => ({
  ...windowView(row),
  min_stake: row.minStake,
  ranges: row.ranges,
  prize_campaign_id: row.prizeCampaignId,
  players_count: players,
});
