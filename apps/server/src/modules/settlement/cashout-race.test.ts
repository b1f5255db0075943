import { and, eq, inArray, like, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { markets } from '../../db/schema/catalogue';
import { ledgerTransactions } from '../../db/schema/wallet';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { storeResult } from './testing';

let matchId: number;

// Chunks of two bets, two in flight: settlement and cash-outs interleave bet by bet.

const testApp = useTestApp({ dependencies: { settlement: { chunkSize: 2, concurrency: 2 } } });

beforeAll(async () => {
  matchId = (await insertCatalogueFixture(testApp.database.db)).matches.prematch.id;
  await testApp.database.db
    .update(markets)
    .set({ status: 1 })
    .where(and(eq(markets.matchId, matchId), eq(markets.marketId, 1)));
});

describe('settlement racing cash-outs', () => {
  it('never both cashes out and settles a bet', async () => {
    const players = await Promise.all(
      [1, 2, 3].map(() => createSignedInPlayer(testApp.app, testApp.database.db, { balance: 50_000 })),
    );
    const placed: { id: number; client: (typeof players)[number]['client']; playerId: number }[] = [];
    for (const { client, playerId } of players) {
      for (let i = 0; i < 4; i++) {
        const response = await client.post('/api/sportsbook/v3/bets', {
          bets: [
            {
              type: 'single',
              stake: { value: 1000, currency: 'EUR' },
              selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: '2', odds: 3600 }],
            },
          ],
        });
        expect(response.statusCode).toBe(200);
        placed.push({ id: Number(response.json()[0].betId), client, playerId });
      }
    }
    const offers = new Map<number, number>();
    for (const { client } of players) {
      for (const bet of (await client.get('/api/sportsbook/v3/bets')).json().data) {
        offers.set(Number(bet.id), bet.to_cashout);
      }
    }

    // The draw loses. Cash-outs go out while the worker settles the market.
    const settling = (async () => {
      await storeResult(
        testApp.database.db,
        { matchId, marketId: 1, specifier: '', outcomeId: '1', odds: 0 },
        'won',
      );
      await storeResult(
        testApp.database.db,
        { matchId, marketId: 1, specifier: '', outcomeId: '2', odds: 0 },
        'lost',
      );
      await storeResult(
        testApp.database.db,
        { matchId, marketId: 1, specifier: '', outcomeId: '3', odds: 0 },
        'lost',
      );
      await testApp.app.settlement.drain();
    })();
    const cashouts = placed.map(async ({ id, client }, i) => {
      // sleep-ok: these timers are the race itself, spreading the cash-outs over the settlement run. The
      // assertions hold however the two interleave (each bet is cashed out or settled, never both), so a slow
      // machine changes which bets win the race, never whether the test passes.
      await new Promise((resolve) => setTimeout(resolve, i * 15));
      return client.post('/api/sportsbook/bets/cashout', { bet_id: String(id), to_cashout: offers.get(id) });
    });
    const [answers] = await Promise.all([Promise.all(cashouts), settling]);
    await testApp.app.settlement.drain();

    const rows = await testApp.database.db
      .select()
      .from(bets)
      .where(
        inArray(
          bets.id,
          placed.map((p) => p.id),
        ),
      );
    const settlePostings = await testApp.database.db
      .select({ reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(or(...placed.map((p) => like(ledgerTransactions.reference, `settle:${p.id}:%`))));
    let cashedOut = 0;
    for (const [i, { id }] of placed.entries()) {
      const row = rows.find((r) => r.id === id);
      const settled = settlePostings.some((p) => p.reference.startsWith(`settle:${id}:`));
      if (answers[i]?.statusCode === 200) {
        expect(row).toMatchObject({ status: 'cashed_out', cashedOut: offers.get(id) });
        expect(settled).toBe(false);
        cashedOut++;
      } else {
        expect(answers[i]?.statusCode).toBe(409);
        expect(row).toMatchObject({ status: 'done', result: 'lose', payout: 0 });
        expect(settled).toBe(true);
      }
    }
    for (const { playerId } of players) {
      const mine = placed.filter((p) => p.playerId === playerId);
      const paid = mine.reduce(
        (sum, p) =>
          sum + (rows.find((r) => r.id === p.id)?.status === 'cashed_out' ? (offers.get(p.id) ?? 0) : 0),
        0,
      );
      expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(50_000 - 4 * 1000 + paid);
    }
    expect(cashedOut + settlePostings.length).toBe(placed.length);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });
});
