import { jackpotHitListSchema, jackpotListSchema } from '@sportsbook/contracts/jackpots';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { DEMO_JACKPOT_NAME, demoJackpot, seedDemoJackpot } from './demo';

const testApp = useTestApp();
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  await testApp.app.jackpotDrain.close();
  fixture = await insertCatalogueFixture(testApp.database.db);
  // As the end-to-end runs start the server: DEMO_JACKPOT_DRAWS=false.
  await seedDemoJackpot(testApp.database.db, { draws: false });
});

const demo = async () => {
  const list = jackpotListSchema.parse(
    (await createTestClient(testApp.app).get('/api/sportsbook/jackpots')).json(),
  );
  const found = list.data.find((jackpot) => jackpot.name === DEMO_JACKPOT_NAME);
  if (!found) throw new Error('demo jackpot not seeded');
  return found;
};

describe('the demo jackpot without draws (end-to-end runs)', () => {
  it('is seeded with the demo levels but no chance and no must-drop amount', async () => {
    const jackpot = await demo();
    expect(
      jackpot.levels.map((level) => [level.code, level.hit_probability_ppm, level.must_drop_by]),
    ).toEqual([
      ['mini', 0, null],
      ['major', 0, null],
      ['mega', 0, null],
    ]);
    // The demo with draws has both, so this is what the setting changes.
    expect(demoJackpot(true).levels[0]).toMatchObject({ must_drop_by: 50_000, hit_probability_ppm: 20 });
  });

  it('does not drop when a stake takes the mini pool past the demo must-drop amount', async () => {
    const before = await demo();
    const mustDrop = demoJackpot(true).levels[0]?.must_drop_by ?? 0;
    // 1% of a stake feeds the pools, 60% of that the mini level; stakes of the largest allowed size one after the
    // other until the mini pool is past the demo's must-drop amount.
    const maxStake = 999_900; // just under the operator's 10,000.00 EUR stake limit
    const bets = Math.ceil((mustDrop - (before.levels[0]?.pool_amount ?? 0)) / ((maxStake / 100) * 0.6));
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: maxStake * bets,
    });
    for (let bet = 0; bet < bets; bet++) {
      const placed = await client.post('/api/sportsbook/v3/bets', {
        meta: {},
        bets: [
          {
            type: 'single',
            stake: { value: maxStake, currency: 'EUR' },
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
      });
      expect(placed.statusCode).toBe(200);
    }
    expect(await testApp.app.jackpotDrain.runOnce()).toMatchObject({ bets, hits: 0 });
    const after = await demo();
    expect(after.levels[0]?.pool_amount).toBeGreaterThanOrEqual(mustDrop);
    expect(after.hits_amount).toBe(0);
    const hits = jackpotHitListSchema.parse(
      (await createTestClient(testApp.app).get(`/api/sportsbook/jackpot-hits?jackpot_id=${after.id}`)).json(),
    );
    expect(hits.data).toEqual([]);
  });
});
