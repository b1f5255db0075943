import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../http/rate-limit';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, type TestClient } from '../players/testing';
import { storeResult } from '../settlement/testing';
import { BETS_IN_PLAY_SHARDS } from './ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from './ledger-audit';

// Real concurrency needs PostgreSQL: PGlite serves one connection and runs transactions one after another.
describe.skipIf(!process.env.DATABASE_URL)('the balance_after chain under concurrency (PostgreSQL)', () => {
  // Small settlement chunks, two in flight: settlement postings interleave with everything else.
  // Thirty-two players sign in from one address: lift the sign-in limit for this file.
  const signIns = createMemoryRateLimiter({ limit: 1_000, windowMs: 60_000 });
  const testApp = useTestApp({
    dependencies: {
      settlement: { chunkSize: 3, concurrency: 2 },
      platform: { rateLimiters: { signInByAddress: signIns, signInByEmail: signIns } },
    },
  });

  const single = (matchId: number, marketId: number, specifier: string, outcomeId: string, odds: number) => ({
    type: 'single',
    stake: { value: 100, currency: 'EUR' },
    selections: [{ match_id: matchId, market_id: marketId, specifier, outcome_id: outcomeId, odds }],
  });

  async function place(client: TestClient, slip: ReturnType<typeof single>[]): Promise<number[]> {
    const response = await client.post('/api/sportsbook/v3/bets', { bets: slip });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { betId: string }[]).map((bet) => Number(bet.betId));
  }

  it('keeps every account a running balance in entry order through racing placements, settlements, cash-outs and deposits', async () => {
    const { app, database } = testApp;
    const { matches } = await insertCatalogueFixture(database.db);
    const total = (outcomeId: string) => single(matches.prematch.id, 18, 'total=2.5', outcomeId, 1900);
    const winner = (outcomeId: string) => single(matches.esports.id, 186, '', outcomeId, 1650);
    const threeWayOdds: Record<string, number> = { '1': 1850, '2': 3600, '3': 4300 };
    const threeWay = (outcomeId: string) =>
      single(matches.prematch.id, 1, '', outcomeId, threeWayOdds[outcomeId] ?? 0);
    // Two players on every bets_in_play shard: their placements, settlements and cash-outs meet on its row.
    const players = await Promise.all(
      Array.from({ length: 2 * BETS_IN_PLAY_SHARDS }, () =>
        createSignedInPlayer(app, database.db, { balance: 1_000_000 }),
      ),
    );
    const toSettle = await Promise.all(
      players.map(({ client }) => place(client, [total('12'), total('13')])),
    );
    const toCashOut = await Promise.all(players.map(({ client }) => place(client, [winner('4')])));
    const offers = await Promise.all(
      players.map(async ({ client }) => {
        const history = (await client.get('/api/sportsbook/v3/bets')).json() as {
          data: { id: string; to_cashout: number }[];
        };
        return new Map(history.data.map((bet) => [Number(bet.id), bet.to_cashout]));
      }),
    );

    const settling = (async () => {
      await storeResult(
        database.db,
        { matchId: matches.prematch.id, marketId: 18, specifier: 'total=2.5', outcomeId: '12', odds: 0 },
        'won',
      );
      await storeResult(
        database.db,
        { matchId: matches.prematch.id, marketId: 18, specifier: 'total=2.5', outcomeId: '13', odds: 0 },
        'lost',
      );
      await app.settlement.drain();
    })();
    const racing = players.map(async ({ client }, i) => {
      const work: Promise<unknown>[] = [
        // Slips of several bets: one statement credits a shard several times.
        place(client, [threeWay('1'), threeWay('2'), threeWay('3')]),
        place(client, [threeWay('1'), threeWay('3')]),
        client.post('/api/platform/payments/deposits', {
          amount: 2_500 + i,
          currency: 'EUR',
          method: 'card',
        }),
      ];
      for (const betId of toCashOut[i] ?? []) {
        work.push(
          client.post('/api/sportsbook/bets/cashout', {
            bet_id: String(betId),
            to_cashout: offers[i]?.get(betId),
          }),
        );
      }
      return Promise.all(work);
    });
    const answers = await Promise.all(racing);
    await settling;
    await app.settlement.drain();

    for (const [, , deposit, ...cashOuts] of answers) {
      expect((deposit as { statusCode: number }).statusCode).toBe(200);
      for (const cashOut of cashOuts) expect((cashOut as { statusCode: number }).statusCode).toBe(200);
    }
    expect(toSettle.flat()).toHaveLength(4 * BETS_IN_PLAY_SHARDS);
    const audit = await auditLedger(database.db);
    expect(audit).toEqual(HEALTHY_LEDGER);
  });
});
