import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { farmingCampaigns } from '../../../db/schema/hunting';
import { ledgerTransactions } from '../../../db/schema/wallet';
import { recordPlayerEvents } from '../../../testing/player-events';
import { useTestApp } from '../../../testing/test-app';
import { createSignedInPlayer } from '../../players/testing';
import { playerBalance, postLedgerTransaction } from '../../wallet';
import { auditLedger, HEALTHY_LEDGER } from '../../wallet/ledger-audit';
import { createStartedFarming, endFarmingWindow } from '../testing';
import { seedDemoStanding } from './campaigns';
import { prizeReference } from './payout';

const { published, publishToPlayer } = recordPlayerEvents();
const testApp = useTestApp({
  dependencies: {
    publishToPlayer,
  },
});
const db = () => testApp.database.db;
const START_BALANCE = 1_000;

/** Four players on the tournament's leaderboard: farmed stakes, and how long ago each got there. */
async function standings(campaignId: number, farmed: readonly [number, number][]): Promise<number[]> {
  const ids: number[] = [];
  for (const [stake, minutesAgo] of farmed) {
    const { playerId } = await createSignedInPlayer(testApp.app, db(), { balance: START_BALANCE });
    await seedDemoStanding(db(), {
      campaignId,
      playerId,
      stake,
      points: stake / 100,
      at: new Date(Date.now() - minutesAgo * 60_000),
    });
    ids.push(playerId);
  }
  return ids;
}

const balances = (ids: readonly number[]) => Promise.all(ids.map((id) => playerBalance(db(), id, 'EUR')));

const payouts = (campaignId: number) =>
  db()
    .select({ reference: ledgerTransactions.reference, kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.kind, 'tournament_payout'))
    .then((rows) => rows.filter((row) => row.reference.startsWith(`tournament:${campaignId}:`)));

describe('a tournament that ends pays its pool', () => {
  // Only the test's runs: the timer's run could otherwise take a window the test is still arranging.
  beforeAll(() => testApp.app.tournamentPayouts.close());

  it('pays 50/30/20 of the pool to the top three once, through the ledger, and ends the tournament', async () => {
    const tournament = await createStartedFarming(testApp.app, 'tournament');
    const running = await createStartedFarming(testApp.app, 'tournament');
    const hunting = await createStartedFarming(testApp.app, 'hunting');
    // 120.00 first; two at 75.00, the one who got there first ahead; 25.00 fourth.
    const [first, third, second, fourth] = await standings(tournament, [
      [12_000, 90],
      [7_500, 30],
      [7_500, 60],
      [2_500, 10],
    ]);
    const [stillRunning] = await standings(running, [[5_000, 5]]);
    await endFarmingWindow(db(), tournament);
    await endFarmingWindow(db(), hunting);
    const winners = [first, second, third, fourth] as number[];

    // The pool: 100.00 and 10 % of the 295.00 farmed = 129.50, split 64.75 / 38.85 / 25.90.
    const paid = await testApp.app.tournamentPayouts.runOnce();
    expect(paid.map((p) => [p.campaignId, p.position, p.playerId, p.amount, p.currency])).toEqual([
      [tournament, 1, first, 6_475, 'EUR'],
      [tournament, 2, second, 3_885, 'EUR'],
      [tournament, 3, third, 2_590, 'EUR'],
    ]);
    const prized = [6_475, 3_885, 2_590, 0].map((prize) => START_BALANCE + prize);
    expect(await balances(winners)).toEqual(prized);
    expect((await payouts(tournament)).map((row) => row.reference).sort()).toEqual(
      [1, 2, 3].map((place) => prizeReference(tournament, place)).sort(),
    );
    for (const [index, playerId] of winners.slice(0, 3).entries()) {
      expect(published).toContainEqual({
        playerId,
        event: { type: 'balance_changed', data: { currency: 'EUR', balance: prized[index] } },
      });
    }

    // A second run pays nothing again; the tournament still running and the hunting campaign are left alone.
    expect(await testApp.app.tournamentPayouts.runOnce()).toEqual([]);
    expect(await balances(winners)).toEqual(prized);
    expect(await payouts(tournament)).toHaveLength(3);
    expect(await balances([stillRunning as number])).toEqual([START_BALANCE]);
    const status = async (id: number) =>
      (await db().select().from(farmingCampaigns).where(eq(farmingCampaigns.id, id)))[0]?.status;
    expect([await status(tournament), await status(running), await status(hunting)]).toEqual([
      'ended',
      'active',
      'active',
    ]);
    expect(await auditLedger(db())).toEqual(HEALTHY_LEDGER);
  });

  it('a prize posted before under its reference is not paid twice; the places not paid yet are', async () => {
    const tournament = await createStartedFarming(testApp.app, 'tournament');
    const [first, second] = await standings(tournament, [
      [10_000, 20],
      [5_000, 10],
    ]);
    await endFarmingWindow(db(), tournament);
    // The pool of 115.00 goes 50:30 between the two: 71.88 (with the rounding's cent) and 43.12. The first
    // place's prize was already posted (a run that stopped before its commit would have written nothing; this
    // is the reference alone guarding it).
    const posted = await postLedgerTransaction(db(), {
      kind: 'tournament_payout',
      currency: 'EUR',
      reference: prizeReference(tournament, 1),
      entries: [
        { account: { house: 'bonus' }, amount: -7_188 },
        { account: { playerId: first as number }, amount: 7_188 },
      ],
    });
    expect(posted.ok).toBe(true);

    const paid = await testApp.app.tournamentPayouts.runOnce();
    expect(paid.map((p) => [p.position, p.playerId, p.amount])).toEqual([[2, second, 4_312]]);
    expect(await balances([first as number, second as number])).toEqual([
      START_BALANCE + 7_188,
      START_BALANCE + 4_312,
    ]);
    expect(await testApp.app.tournamentPayouts.runOnce()).toEqual([]);
    expect(await payouts(tournament)).toHaveLength(2);
    expect(await auditLedger(db())).toEqual(HEALTHY_LEDGER);
  });

  it('a tournament nobody farmed in ends with nothing paid', async () => {
    const tournament = await createStartedFarming(testApp.app, 'tournament');
    await endFarmingWindow(db(), tournament);
    expect(await testApp.app.tournamentPayouts.runOnce()).toEqual([]);
    const [row] = await db().select().from(farmingCampaigns).where(eq(farmingCampaigns.id, tournament));
    expect(row?.status).toBe('ended');
    expect(await payouts(tournament)).toEqual([]);
  });
});
