import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { backofficeClient } from '../bonuses/testing';
import { settleWinner } from '../lootboxes/testing';
import { createSignedInPlayer, createTestClient } from '../players/testing';

const testApp = useTestApp();
const db = () => testApp.database.db;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let predictionId: number;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(db());
  const created = await backofficeClient(testApp.app).post('/predictions', {
    match_id: fixture.matches.prematch.id,
  });
  expect(created.statusCode).toBe(201);
  predictionId = created.json().id;
});

describe('predictions', () => {
  it('lists a match prediction publicly, takes one vote per player and shows it as cast', async () => {
    const visitor = createTestClient(testApp.app);
    const listed = await visitor.get(`/api/sportsbook/predictions?match_id=${fixture.matches.prematch.id}`);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: predictionId, kind: 'match_winner', status: 'open', result: null }),
    ]);
    const { client } = await createSignedInPlayer(testApp.app, db());
    const cast = await client.post('/api/sportsbook/vote', {
      prediction_id: predictionId,
      data: { pick: 'home' },
    });
    expect(cast.statusCode).toBe(201);
    expect(cast.json()).toMatchObject({ prediction_id: predictionId, data: { pick: 'home' }, points: null });
    const again = await client.post('/api/sportsbook/vote', {
      prediction_id: predictionId,
      data: { pick: 'away' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('vote_already_cast');
    const votes = await client.get(`/api/sportsbook/vote?match_id=${fixture.matches.prematch.id}`);
    expect(votes.json().data).toEqual([expect.objectContaining({ data: { pick: 'home' } })]);
  });

  it('stores one of two votes cast at once by one player', async () => {
    const { client } = await createSignedInPlayer(testApp.app, db());
    const answers = await Promise.all(
      (['home', 'draw', 'away'] as const).map((pick) =>
        client.post('/api/sportsbook/vote', { prediction_id: predictionId, data: { pick } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await client.get(`/api/sportsbook/vote?prediction_id=${predictionId}`)).json().data).toHaveLength(
      1,
    );
  });

  it('refuses bad input: visitors, unknown predictions, picks that are no pick, a second prediction', async () => {
    const visitor = createTestClient(testApp.app);
    expect(
      (await visitor.post('/api/sportsbook/vote', { prediction_id: predictionId, data: { pick: 'home' } }))
        .statusCode,
    ).toBe(401);
    const { client } = await createSignedInPlayer(testApp.app, db());
    expect(
      (await client.post('/api/sportsbook/vote', { prediction_id: 999_999, data: { pick: 'home' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await client.post('/api/sportsbook/vote', { prediction_id: predictionId, data: { pick: 'nobody' } }))
        .statusCode,
    ).toBe(400);
    expect((await client.get('/api/sportsbook/vote?match_id=abc')).statusCode).toBe(400);
    const office = backofficeClient(testApp.app);
    const twice = await office.post('/predictions', { match_id: fixture.matches.prematch.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('prediction_exists');
    expect((await office.post('/predictions', { match_id: 999_999 })).statusCode).toBe(404);
    expect((await backofficeClient(testApp.app, 'nope').get('/predictions')).statusCode).toBe(401);
  });

  it('closes at kick-off and scores the votes once the 1x2 market settles', async () => {
    const { client: home } = await createSignedInPlayer(testApp.app, db());
    const { client: away } = await createSignedInPlayer(testApp.app, db());
    const late = await createSignedInPlayer(testApp.app, db());
    const vote = (client: typeof home, pick: string) =>
      client.post('/api/sportsbook/vote', { prediction_id: predictionId, data: { pick } });
    expect((await vote(home, 'home')).statusCode).toBe(201);
    expect((await vote(away, 'away')).statusCode).toBe(201);
    const matchId = fixture.matches.prematch.id;
    await db().update(matches).set({ status: MATCH_STATUS.live }).where(eq(matches.id, matchId));
    const closed = await vote(late.client, 'draw');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('prediction_closed');
    await settleWinner(testApp.app, db(), matchId, '1');
    const listed = await home.get(`/api/sportsbook/predictions?match_id=${matchId}`);
    expect(listed.json().data[0]).toMatchObject({ status: 'scored', result: 'home' });
    expect((await home.get('/api/sportsbook/vote')).json().data[0].points).toBe(1);
    expect((await away.get('/api/sportsbook/vote')).json().data[0].points).toBe(0);
  });
});
