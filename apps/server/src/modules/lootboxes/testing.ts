import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { marketResults } from '../../db/schema/catalogue';
import { backofficeClient, campaignInput, createCampaign } from '../bonuses/testing';
import type { createSignedInPlayer } from '../players/testing';

type Client = Awaited<ReturnType<typeof createSignedInPlayer>>['client'];

const DAY = 24 * 3600 * 1000;

/** A manual freebet campaign a prize or an AMB range issues (cap 100, so a player can win it often). */
export const prizeCampaign = (app: FastifyInstance, amountEur: number, over: Record<string, unknown> = {}) =>
  createCampaign(
    app,
    campaignInput({
      per_player_cap: 100,
      params: { amounts: { EUR: amountEur }, min_odds: 1200, days_valid: 7 },
      ...over,
    }),
  );

/** A loot box campaign body: place 1 from 1.00 EUR, 2 from 10.00, 3 from 50.00; odds 1.50 or more. */
export function lootboxCampaignInput(
  prizes: { win: unknown[]; lose: unknown[] },
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  const tier = (minEur: number) => ({ min_stake: { EUR: minEur }, prizes });
  return {
    name: `loot ${Math.random().toString(36).slice(2, 8)}`,
    content: {
      en: { title: 'Treasure chests', description: 'A chest for every bet', terms: 'Chest terms' },
      de: { title: 'Schatztruhen', description: 'Eine Truhe pro Wette', terms: 'Truhenbedingungen' },
    },
    valid_from: new Date(Date.now() - 3_600_000).toISOString(),
    valid_to: new Date(Date.now() + 30 * DAY).toISOString(),
    min_odds: 1500,
    tiers: [tier(100), tier(1000), tier(5000)],
    ...over,
  };
}

export async function createLootboxCampaign(app: FastifyInstance, body: Record<string, unknown>) {
  const created = await backofficeClient(app).post('/lootbox-campaigns', body);
  if (created.statusCode !== 201) throw new Error(`not created: ${created.statusCode} ${created.body}`);
  return created.json().id as number;
}

/** A single on the fixture's prematch 1x2 (home 1.85, draw 3.60, away 4.30). */
export const placeSingle = (client: Client, matchId: number, outcome: '1' | '2' | '3', stake: number) =>
  client.post('/api/sportsbook/v3/bets', {
    meta: { idempotency_key: `single-${Math.random().toString(36).slice(2, 12)}` },
    bets: [
      {
        type: 'single',
        stake: { value: stake, currency: 'EUR' },
        selections: [
          {
            match_id: matchId,
            market_id: 1,
            specifier: '',
            outcome_id: outcome,
            odds: { '1': 1850, '2': 3600, '3': 4300 }[outcome],
          },
        ],
      },
    ],
  });

/** Settles the match's 1x2 with `winner` won and the others lost, and waits for settlement to finish. */
export async function settleWinner(
  app: FastifyInstance,
  db: Database,
  matchId: number,
  winner: '1' | '2' | '3',
): Promise<void> {
  await db
    .delete(marketResults)
    .where(and(eq(marketResults.matchId, matchId), eq(marketResults.marketId, 1)));
  await db.insert(marketResults).values(
    (['1', '2', '3'] as const).map((outcomeId) => ({
      matchId,
      marketId: 1,
      specifier: '',
      outcomeId,
      result: outcomeId === winner ? ('won' as const) : ('lost' as const),
      certainty: 'confirmed' as const,
    })),
  );
  await app.settlement.drain();
}
