import type { LimitsResponse } from '@sportsbook/contracts/limits';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../testing/movable-clock';
import { testConfig, useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, type TestClient } from '../players/testing';
import { setLimit } from './testing';

const clock = movableClock('2031-04-01T10:00:00Z');
const COOLING_SECONDS = 90;

// The operator's setting, read once by env.ts: a looser limit waits 90 s here instead of 24 h.
const testApp = useTestApp({
  config: testConfig({ LIMIT_COOLING_PERIOD_SECONDS: String(COOLING_SECONDS) }),
  dependencies: { platform: { clock: clock.clock } },
});

const list = async (client: TestClient): Promise<LimitsResponse> =>
  (await client.get('/api/platform/player/limits')).json();
const confirm = (client: TestClient, id: number) => client.post(`/api/platform/player/limits/${id}/confirm`);

describe('the configured cooling period', () => {
  it('is what GET /limits tells the player', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    expect(await list(client)).toEqual({ limits: [], cooling_period_seconds: COOLING_SECONDS });
  });

  it('holds a looser value exactly that long, then applies it on confirmation', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const current = await setLimit(client, { type: 'bet', amount: 1_000 });
    const looser = await setLimit(client, { type: 'bet', amount: 5_000 });
    const dueAt = new Date(clock.now.getTime() + COOLING_SECONDS * 1000).toISOString();
    expect(looser).toMatchObject({ status: 'unconfirmed', effective_at: dueAt, replaces_id: current.id });
    clock.advance((COOLING_SECONDS - 1) * 1000);
    const early = await confirm(client, looser.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'limit_change_not_due',
      data: { details: { effective_at: dueAt } },
    });
    clock.advance(1000);
    expect((await confirm(client, looser.id)).json()).toMatchObject({ status: 'active', value: 5_000 });
    expect((await list(client)).limits.map((l) => [l.id, l.status])).toEqual([[looser.id, 'active']]);
  });

  it('holds a removal the same period, and a stricter value still applies at once', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const limit = await setLimit(client, { type: 'session', minutes: 120 });
    const stricter = await setLimit(client, { type: 'session', minutes: 60 });
    expect(stricter).toMatchObject({ status: 'active', value: 60 });
    const removal = await client.delete(`/api/platform/player/limits/${stricter.id}`);
    expect(removal.json()).toMatchObject({
      status: 'unconfirmed_disabled',
      effective_at: new Date(clock.now.getTime() + COOLING_SECONDS * 1000).toISOString(),
    });
    expect(limit.id).not.toBe(stricter.id);
  });
});
