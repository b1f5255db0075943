import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { issuedComboboosts } from '../../db/schema/bonuses';
import { markets, matches } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { comboboostInput, createCampaign, grant } from '../bonuses/testing';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';

// A comboboost use counts only for a bet that stands: an in-play bet rejected at acceptance gives it back, and a
// placement refused after its write counted the use leaves none counted (ADR 028).

const testApp = useTestApp({ dependencies: { betting: { inPlayDelayMs: { default: 60_000 } } } });
const db = () => testApp.database.db;
/** Three live matches, each with an open 1x2 at 1.40 / 4.50 / 7.00. */
let live: number[] = [];
let campaign: number;

beforeAll(async () => {
  const fixture = await insertCatalogueFixture(db());
  const liveId = fixture.matches.live.id;
  await db()
    .update(markets)
    .set({ status: 1 })
    .where(and(eq(markets.matchId, liveId), eq(markets.marketId, 1)));
  const [match] = await db().select().from(matches).where(eq(matches.id, liveId));
  const [market] = await db()
    .select()
    .from(markets)
    .where(and(eq(markets.matchId, liveId), eq(markets.marketId, 1)));
  if (!match || !market) throw new Error('fixture live match missing');
  const { id: _id, ...matchRow } = match;
  live = [liveId];
  for (const i of [1, 2]) {
    const [copy] = await db()
      .insert(matches)
      .values({ ...matchRow, urnId: `sr:match:live-boost-${i}`, slug: `live-boost-${i}` })
      .returning();
    if (!copy) throw new Error('live match copy not inserted');
    await db()
      .insert(markets)
      .values({ ...market, matchId: copy.id });
    live.push(copy.id);
  }
  campaign = await createCampaign(testApp.app, comboboostInput());
});

const homeWin = (matchId: number) => ({
  match_id: matchId,
  market_id: 1,
  specifier: '',
  outcome_id: '1',
  odds: 1400,
});

/** A player with `balance` holding an activated two-use comboboost (3 to 4 legs: +5 %). */
async function boostedPlayer(balance: number) {
  const player = await createSignedInPlayer(testApp.app, db(), { balance });
  const { id } = await grant(testApp.app, campaign, player.playerId);
  const activated = await player.client.post(`/api/sportsbook/bonuses/${id}/activate`);
  expect(activated.statusCode, activated.body).toBe(200);
  return { ...player, comboboost: id };
}

const placeBoostedCombo = (player: Awaited<ReturnType<typeof boostedPlayer>>, stake = 1000) =>
  player.client.post('/api/sportsbook/v3/bets', {
    bets: [
      {
        type: 'combo',
        stake: { value: stake, currency: 'EUR' },
        selections: live.map(homeWin),
        bonus: { id: player.comboboost, type: 'comboboost', odds: 1050 },
      },
    ],
  });

const timesUsed = async (id: string) =>
  (
    await db()
      .select()
      .from(issuedComboboosts)
      .where(eq(issuedComboboosts.id, Number(id)))
  )[0]?.timesUsed;

const setLiveMarketStatus = (matchId: number, status: number) =>
  db()
    .update(markets)
    .set({ status })
    .where(and(eq(markets.matchId, matchId), eq(markets.marketId, 1)));

const healthy = async () => expect(await auditLedger(db())).toEqual(HEALTHY_LEDGER);

describe('a comboboost use given back when the bet does not stand', () => {
  it('gives the use back when the in-play bet is rejected at acceptance, once however often the sweep runs', async () => {
    const player = await boostedPlayer(10_000);
    const placed = await placeBoostedCombo(player);
    expect(placed.statusCode, placed.body).toBe(200);
    const betId = Number(placed.json()[0].betId);
    expect((await db().select().from(bets).where(eq(bets.id, betId)))[0]?.status).toBe('submitted');
    expect(await timesUsed(player.comboboost)).toBe(1);

    // A leg's market stops taking bets during the in-play delay: the bet is rejected and refunded.
    await setLiveMarketStatus(live[2] ?? 0, 0);
    try {
      const later = new Date(Date.now() + 120_000);
      await testApp.app.betting.acceptDueBets(later);
      await testApp.app.betting.acceptDueBets(later);
    } finally {
      await setLiveMarketStatus(live[2] ?? 0, 1);
    }
    expect((await db().select().from(bets).where(eq(bets.id, betId)))[0]?.status).toBe('rejected');
    expect(await playerBalance(db(), player.playerId, 'EUR')).toBe(10_000);
    expect(await timesUsed(player.comboboost)).toBe(0);
    await healthy();

    // Both uses are the player's again: two more boosted combos are taken, a third is refused.
    for (const _ of [1, 2]) expect((await placeBoostedCombo(player)).statusCode).toBe(200);
    expect(await timesUsed(player.comboboost)).toBe(2);
    const third = await placeBoostedCombo(player);
    expect(third.json()).toMatchObject({
      code: 'comboboost_unavailable',
      data: { details: { reason: 'no_uses_left' } },
    });
  });

  it('counts no use for a placement refused after its write counted one (the balance does not cover it)', async () => {
    const player = await boostedPlayer(500);
    const refused = await placeBoostedCombo(player, 1000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(await timesUsed(player.comboboost)).toBe(0);
    expect(await db().select().from(bets).where(eq(bets.playerId, player.playerId))).toEqual([]);
    expect(await playerBalance(db(), player.playerId, 'EUR')).toBe(500);
  });
});
