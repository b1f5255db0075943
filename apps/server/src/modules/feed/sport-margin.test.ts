import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { markets } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { signedInStaff } from '../backoffice/testing';
import { createSignedInPlayer } from '../players/testing';
import { createFeedIngestor, type FeedIngestor } from './ingest';
import { pricesEvent, totalMarket } from './testing';

const MATCH = 'sr:match:1';
const test = useTestApp();
let ingestor: FeedIngestor;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(test.database.db);
  ingestor = createFeedIngestor(test.database.db);
  await ingestor.load();
});

async function storedOdds(line: string) {
  const [row] = await test.database.db
    .select()
    .from(markets)
    .where(and(eq(markets.matchId, fixture.matches.prematch.id), eq(markets.specifier, `total=${line}`)));
  return row?.outcomes.map((o) => o.odds);
}

const published = (changes: Awaited<ReturnType<FeedIngestor['applyEvents']>>, line: string) =>
  changes.markets
    .get(fixture.matches.prematch.id)
    ?.get(`18|total=${line}`)
    ?.outcomes.map((o) => o.odds);

describe("the sport's margin", () => {
  it('keeps the feed prices for a sport without a margin set', async () => {
    const changes = await ingestor.applyEvents([pricesEvent(MATCH, totalMarket('0.5'))]);
    expect(await storedOdds('0.5')).toEqual([1900, 1900]);
    expect(published(changes, '0.5')).toEqual([1900, 1900]);
  });

  it('re-prices the feed to the margin a trader sets: stored, published and bet at the same price', async () => {
    const trader = await signedInStaff(test.app, test.database.db, 'trader');
    const set = await trader.client.request(
      'PUT',
      `/api/backoffice/sports/${fixture.sports.football.id}/settings`,
      { margin_bp: 300, in_play_delay_seconds: 3 },
    );
    expect(set.statusCode, set.body).toBe(200);
    // 1.90 / 1.90 is a 5.3 % book; at 3 % each side is 1/(0.5 x 1.03) = 1.9417, down the ladder to 1.94.
    const changes = await ingestor.applyEvents([pricesEvent(MATCH, totalMarket('1.5'))]);
    expect(await storedOdds('1.5')).toEqual([1940, 1940]);
    expect(published(changes, '1.5')).toEqual([1940, 1940]);

    const { client } = await createSignedInPlayer(test.app, test.database.db, { balance: 10_000 });
    const leg = {
      match_id: fixture.matches.prematch.id,
      market_id: 18,
      specifier: 'total=1.5',
      outcome_id: '12',
    };
    const single = (odds: number) => ({
      bets: [{ type: 'single', stake: { value: 500, currency: 'EUR' }, selections: [{ ...leg, odds }] }],
    });
    const atFeedPrice = await client.post('/api/sportsbook/v3/bets', single(1900));
    expect(atFeedPrice.json().data.details.selections[0].current).toBe(1940);
    const placed = await client.post('/api/sportsbook/v3/bets', single(1940));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()[0].odds).toBe(1940);
  });
});
