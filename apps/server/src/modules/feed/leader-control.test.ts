import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { markets } from '../../db/schema/catalogue';
import { useTestApp } from '../../testing/test-app';
import { createTestClient } from '../players/testing';
import { simulatedFeed } from './source';

// Two nodes on one database, as in production: only the node that runs the feed carries out its control calls.
const start = Date.now();
const feed = () =>
  simulatedFeed({ seed: 'leader-control', speed: 60, startTime: () => start, outages: false });
const testApp = useTestApp({ dependencies: { feed: feed() } });

beforeAll(async () => {
  await testApp.app.feedRunner?.syncSnapshot();
});

interface ListedMatch {
  id: number;
  main_market: { id: number; specifier: string; outcomes: { id: string; odds: number }[] };
}

async function prematchMatch(): Promise<ListedMatch> {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: '/api/sportsbook/matches?sport_key=football&match_status=0&type=match&bettable=true&limit=1',
  });
  return answer.json().data[0];
}

const forcePrice = (node: typeof testApp.app, match: ListedMatch, odds: number) =>
  createTestClient(node).post(`/api/dev/feed/matches/${match.id}/force-price`, {
    market_id: match.main_market.id,
    specifier: match.main_market.specifier,
    outcome_id: match.main_market.outcomes[0]?.id,
    odds,
  });

/** The stored prices of the match's main market. */
const storedOdds = async (match: ListedMatch) => {
  const [row] = await testApp.database.db
    .select({ outcomes: markets.outcomes })
    .from(markets)
    .where(
      and(
        eq(markets.matchId, match.id),
        eq(markets.marketId, match.main_market.id),
        eq(markets.specifier, match.main_market.specifier),
      ),
    );
  return row?.outcomes.map((outcome) => outcome.odds);
};

/** A price the feed would not have made by itself: the first outcome's, moved by 0.25. */
const forcedOdds = (match: ListedMatch) => (match.main_market.outcomes[0]?.odds ?? 1500) + 250;

it('a node that does not run the feed refuses control calls with 409 and changes nothing; the leader carries them out', async () => {
  const follower = await testApp.buildApp({ dependencies: { feed: feed() } });
  const match = await prematchMatch();
  const before = await storedOdds(match);

  expect((await follower.inject({ method: 'GET', url: '/api/dev/feed' })).json()).toEqual({ leading: false });
  expect((await testApp.app.inject({ method: 'GET', url: '/api/dev/feed' })).json()).toEqual({
    leading: true,
  });

  const refused = await forcePrice(follower, match, forcedOdds(match));
  expect(refused.statusCode).toBe(409);
  expect(refused.json().code).toBe('not_feed_leader');
  expect(await storedOdds(match)).toEqual(before);

  const done = await forcePrice(testApp.app, match, forcedOdds(match));
  expect(done.statusCode).toBe(200);
  expect(await storedOdds(match)).not.toEqual(before);
});

it('a runner that stopped (its leadership lost) no longer leads', async () => {
  const node = await testApp.buildApp({ dependencies: { feed: feed() } });
  await node.feedRunner?.syncSnapshot();
  expect(node.feedRunner?.leading).toBe(true);
  await node.feedRunner?.stop();
  expect(node.feedRunner?.leading).toBe(false);
  const match = await prematchMatch();
  const refused = await forcePrice(node, match, forcedOdds(match));
  expect(refused.statusCode).toBe(409);
});
