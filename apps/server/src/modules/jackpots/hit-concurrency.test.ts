import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jackpotHits } from '../../db/schema/jackpots';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { createJackpotThroughApi, jackpotInput, poolMoney } from './testing';

// PGlite serves one connection at a time; real concurrency needs PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('a jackpot hit under concurrency (PostgreSQL)', () => {
  const testApp = useTestApp();
  let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
  let jackpotId: number;

  beforeAll(async () => {
    fixture = await insertCatalogueFixture(testApp.database.db);
    jackpotId = await createJackpotThroughApi(testApp.app, jackpotInput('Race jackpot'));
  });

  it('pays one hit when ten players’ qualifying bets arrive at the same instant after a forced hit', async () => {
    const players = await Promise.all(
      Array.from({ length: 10 }, () =>
        createSignedInPlayer(testApp.app, testApp.database.db, { balance: 10_000 }),
      ),
    );
    const forced = await createTestClient(testApp.app).post(`/api/dev/jackpots/${jackpotId}/force-hit`, {});
    expect(forced.statusCode).toBe(200);
    const answers = await Promise.all(
      players.map(({ client }) =>
        client.post('/api/sportsbook/v3/bets', {
          meta: {},
          bets: [
            {
              type: 'single',
              stake: { value: 1_000, currency: 'EUR' },
              selections: [
                {
                  match_id: fixture.matches.prematch.id,
                  market_id: 1,
                  specifier: '',
                  outcome_id: '1',
                  odds: 1850,
                },
              ],
            },
          ],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const [hits] = await testApp.database.db.select({ n: count() }).from(jackpotHits);
    expect(hits?.n).toBe(1);
    const balances = await Promise.all(
      players.map(({ playerId }) => playerBalance(testApp.database.db, playerId, 'EUR')),
    );
    // Nine players paid their stake; one was also paid the mini pool: its seed and the contributions before its bet.
    expect(balances.filter((b) => b === 9_000)).toHaveLength(9);
    const winner = balances.find((b) => b !== 9_000) ?? 0;
    expect(winner).toBeGreaterThan(9_000 + 1_000);
    const money = await poolMoney(testApp.database.db);
    expect(money.paid).toBe(winner - 9_000);
    expect(money.seeds + money.contributions).toBe(money.pools + money.paid);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });
});
