import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { bonusAccountBalance, freebetRow, giveFreebet } from './testing';

// PGlite serves one connection at a time; real concurrency needs PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('freebets under concurrency (PostgreSQL)', () => {
  let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

  const testApp = useTestApp();

  beforeAll(async () => {
    fixture = await insertCatalogueFixture(testApp.database.db);
  });

  const freebetBet = (id: number) => ({
    type: 'single',
    stake: { value: 500, currency: 'EUR' },
    selections: [
      { match_id: fixture.matches.prematch.id, market_id: 1, specifier: '', outcome_id: '1', odds: 1850 },
    ],
    bonus: { id: String(id), type: 'freebet' },
  });
  const betsOf = async (playerId: number) =>
    (await testApp.database.db.select({ n: count() }).from(bets).where(eq(bets.playerId, playerId)))[0]?.n ??
    0;

  it('places exactly one bet from ten parallel placements with one freebet', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const id = await giveFreebet(testApp.database.db, playerId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post('/api/sportsbook/v3/bets', {
          meta: { idempotency_key: `freebet-race-${playerId}-${i}` },
          bets: [freebetBet(id)],
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(400)]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json()).toMatchObject({
        code: 'freebet_unavailable',
        data: { details: { reason: 'used' } },
      });
    }
    const placed = answers.find((a) => a.statusCode === 200)?.json()[0];
    expect(await betsOf(playerId)).toBe(1);
    expect(await freebetRow(testApp.database.db, id)).toMatchObject({
      status: 'used',
      betId: Number(placed.betId),
    });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_000);
    expect(await bonusAccountBalance(testApp.database.db)).toBe(-500);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('answers ten parallel retries of one freebet placement with the same bet', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const id = await giveFreebet(testApp.database.db, playerId);
    const body = { meta: { idempotency_key: `freebet-retry-${playerId}` }, bets: [freebetBet(id)] };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/sportsbook/v3/bets', body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json()[0].betId)).size).toBe(1);
    expect(await betsOf(playerId)).toBe(1);
    expect((await auditLedger(testApp.database.db)).driftedAccounts).toEqual([]);
  });
});
