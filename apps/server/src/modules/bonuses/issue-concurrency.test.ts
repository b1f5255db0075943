import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusCampaignBudgets, freebets } from '../../db/schema/bonuses';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { issueFromCampaign } from './issue';
import { campaignInput, createCampaign } from './testing';

/**
 * Issuance under concurrency (on PostgreSQL the calls really overlap; on PGlite they queue): the campaign row is
 * locked for the whole check-and-issue, so neither the budget nor a player's cap is ever exceeded.
 */
const testApp = useTestApp();
const issueContext = () => ({ db: testApp.database.db, publishToPlayer: () => undefined });

describe('concurrent issuance', () => {
  it('twenty grants at once on a budget for five issue exactly five and spend exactly the budget', async () => {
    const { db } = testApp.database;
    const id = await createCampaign(testApp.app, campaignInput({ budget: { EUR: 2_500 } }));
    const playerIds = await Promise.all(
      Array.from({ length: 20 }, async () => (await createSignedInPlayer(testApp.app, db)).playerId),
    );
    const results = await Promise.all(
      playerIds.map((playerId) => issueFromCampaign(issueContext(), id, playerId, new Date())),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? null : r.reason))).toEqual(
      Array(15).fill('budget'),
    );
    expect(await db.select().from(freebets).where(eq(freebets.campaignId, id))).toHaveLength(5);
    const [budget] = await db
      .select()
      .from(bonusCampaignBudgets)
      .where(eq(bonusCampaignBudgets.campaignId, id));
    expect(budget).toMatchObject({ amount: 2_500, spent: 2_500 });
  });

  it('ten promo-code redemptions at once by one player issue one bonus', async () => {
    const { db } = testApp.database;
    await createCampaign(testApp.app, campaignInput({ trigger: { key: 'promo_code', code: 'RACE-ONCE' } }));
    const { client, playerId } = await createSignedInPlayer(testApp.app, db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post('/api/sportsbook/bonuses/promo-code', { code: 'RACE-ONCE' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await db.select().from(freebets).where(eq(freebets.playerId, playerId))).toHaveLength(1);
  });
});
