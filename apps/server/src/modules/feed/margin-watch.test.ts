import { ODDS_SCALE } from '@sportsbook/domain/odds';
import { LADDER_MIN_ODDS } from '@sportsbook/domain/price-ladder';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { signedInStaff } from '../backoffice/testing';
import { simulatedFeed } from './source';

const start = Date.now();
const testApp = useTestApp({
  dependencies: {
    feed: simulatedFeed({ seed: 'margin-watch', speed: 1, startTime: () => start, outages: false }),
  },
});

beforeAll(async () => {
  await testApp.app.feedRunner?.syncSnapshot();
});

interface Listed {
  id: number;
  main_market: { outcomes: { odds: number }[] } | null;
}

/**
 * The book (sum of implied chances) of each listed prematch match's main market, by match id. A market with a
 * price at the ladder's floor is left out: a favourite priced 1.03 by the feed cannot take 15 % more, its price
 * stays at the floor, and the book falls short of the margin (seen when the board's first matches held one).
 */
async function books(sport: string): Promise<Map<number, number>> {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: `/api/sportsbook/matches?sport_key=${sport}&match_status=0&type=match&limit=20`,
  });
  const listed: Listed[] = answer.json().data;
  return new Map(
    listed
      .filter(
        (m) =>
          (m.main_market?.outcomes.length ?? 0) >= 2 &&
          (m.main_market?.outcomes.every((o) => o.odds > LADDER_MIN_ODDS) ?? false),
      )
      .map((m) => [m.id, (m.main_market?.outcomes ?? []).reduce((sum, o) => sum + ODDS_SCALE / o.odds, 0)]),
  );
}

async function sportId(key: string): Promise<number> {
  const { data } = (await testApp.app.inject({ method: 'GET', url: '/api/sportsbook/sports' })).json();
  return data.find((s: { key: string; id: number }) => s.key === key).id;
}

describe("a sport's margin set in the back office", () => {
  it('re-prices the board at the next tick, that sport only, without waiting for the feed to move a price', async () => {
    const footballBefore = await books('football');
    const tennisBefore = await books('tennis');
    expect(footballBefore.size).toBeGreaterThan(5);
    // The simulator's own book is a few percent: far from the 15 % about to be set.
    for (const book of footballBefore.values()) expect(book).toBeLessThan(1.1);

    const trader = await signedInStaff(testApp.app, testApp.database.db, 'trader');
    const set = await trader.client.request(
      'PUT',
      `/api/backoffice/sports/${await sportId('football')}/settings`,
      {
        margin_bp: 1500,
        in_play_delay_seconds: 5,
      },
    );
    expect(set.statusCode, set.body).toBe(200);
    await testApp.app.feedRunner?.advance(Date.now());

    const footballAfter = await books('football');
    let compared = 0;
    for (const [id, book] of footballAfter) {
      if (!footballBefore.has(id)) continue;
      compared += 1;
      // 15 % over the fair chances, give or take the price ladder's steps.
      expect(book, `match ${id}`).toBeGreaterThan(1.12);
      expect(book, `match ${id}`).toBeLessThan(1.18);
    }
    expect(compared).toBeGreaterThan(5);
    // Tennis has no margin of its own set: its prices are the feed's still.
    const tennisAfter = await books('tennis');
    for (const [id, book] of tennisAfter) {
      if (tennisBefore.has(id)) expect(book, `tennis match ${id}`).toBeCloseTo(tennisBefore.get(id) ?? 0, 2);
    }
  });
});
