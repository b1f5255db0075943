import { describe, expect, it } from 'vitest';
import { movableClock } from '../../testing/movable-clock';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { postLedgerTransaction } from '../wallet/ledger';
import { readLimits, setLimit } from './testing';

const HOUR = 3600 * 1000;
const clock = movableClock('2031-03-01T10:00:00Z');

const testApp = useTestApp({ dependencies: { platform: { clock: clock.clock } } });

describe('self-exclusion and cooling-off', () => {
  it('ends every session, refuses sign-in and betting until the end, then lets the player back', async () => {
    const { client, email, password, playerId } = await createSignedInPlayer(
      testApp.app,
      testApp.database.db,
    );
    const other = createTestClient(testApp.app);
    expect((await other.post('/api/platform/users/sign_in', { email, password })).statusCode).toBe(200);

    const response = await client.post('/api/platform/player/limits', { type: 'selfexclusion', days: 180 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'selfexclusion',
      status: 'active',
      value: 180,
      unit: 'days',
    });
    expect(client.cookies.has('sb_session')).toBe(false);
    expect((await other.get('/api/platform/player/accounts')).statusCode).toBe(401);

    const refused = await createTestClient(testApp.app).post('/api/platform/users/sign_in', {
      email,
      password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'self_excluded',
      data: {
        details: {
          type: 'selfexclusion',
          until: new Date(clock.now.getTime() + 180 * 24 * HOUR).toISOString(),
        },
      },
    });
    const { checkWagerAndLossLimits } = await import('./enforcement');
    const check = await checkWagerAndLossLimits(testApp.database.db, playerId, 'EUR', 100, clock.now);
    expect(check).toMatchObject({ ok: false, code: 'self_excluded' });

    clock.advance(180 * 24 * HOUR + 1000);
    expect(
      (await createTestClient(testApp.app).post('/api/platform/users/sign_in', { email, password }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses sign-in with cooling_off during a break, and the break cannot be lifted', async () => {
    const { client, email, password } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const second = await createSignedInPlayer(testApp.app, testApp.database.db);
    const limit = await second.client.post('/api/platform/player/limits', { type: 'coolingoff', days: 1 });
    expect(limit.statusCode).toBe(201);
    const signIn = await createTestClient(testApp.app).post('/api/platform/users/sign_in', {
      email: second.email,
      password: second.password,
    });
    expect(signIn.json().code).toBe('cooling_off');

    const mine = (await client.post('/api/platform/player/limits', { type: 'coolingoff', days: 2 })).json();
    const again = createTestClient(testApp.app);
    expect((await again.post('/api/platform/users/sign_in', { email, password })).statusCode).toBe(403);
    clock.advance(2 * 24 * HOUR + 1000);
    expect((await again.post('/api/platform/users/sign_in', { email, password })).statusCode).toBe(200);
    // Past its end the cooling-off is history.
    expect((await again.delete(`/api/platform/player/limits/${mine.id}`)).statusCode).toBe(404);
    expect(await readLimits(again)).toEqual([]);
  });

  it('ends open sessions at once when an exclusion is recorded outside the API (by an operator)', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const { insertLimit } = await import('./repository');
    const row = await insertLimit(testApp.database.db, {
      playerId,
      type: 'coolingoff',
      status: 'active',
      value: 1,
      endsAt: new Date(clock.now.getTime() + 24 * HOUR),
      createdAt: clock.now,
      updatedAt: clock.now,
    });
    expect((await client.delete(`/api/platform/player/limits/${row.id}`)).statusCode).toBe(401);
    expect((await client.get('/api/platform/player')).json().id).toBeNull();
  });
});

describe('wager, loss and bet limits for bet placement', () => {
  it('refuses stakes above a bet limit and beyond the wager or worst-case loss of the window', async () => {
    const { checkWagerAndLossLimits } = await import('./enforcement');
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 100_000,
    });
    await setLimit(client, { type: 'bet', amount: 5_000 });
    await setLimit(client, { type: 'wager', period: 'day', amount: 10_000 });
    await setLimit(client, { type: 'loss', period: 'day', amount: 6_000 });
    const check = (stake: number) =>
      checkWagerAndLossLimits(testApp.database.db, playerId, 'EUR', stake, clock.now);
    expect(await check(5_000)).toEqual({ ok: true });
    expect(await check(5_001)).toMatchObject({
      ok: false,
      code: 'bet_limit_exceeded',
      limit: { type: 'bet', value: 5_000 },
    });

    let n = 0;
    const post = (kind: 'bet_stake' | 'bet_payout', amount: number) =>
      postLedgerTransaction(testApp.database.db, {
        kind,
        currency: 'EUR',
        reference: `limits-${playerId}-${++n}`,
        entries:
          kind === 'bet_stake'
            ? [
                { account: { playerId }, amount: -amount },
                { account: { house: 'bets_in_play' }, amount },
              ]
            : [
                { account: { house: 'bets_in_play' }, amount: -amount },
                { account: { playerId }, amount },
              ],
        at: clock.now,
      });
    await post('bet_stake', 4_000);
    await post('bet_stake', 1_000);
    // Wagered 5,000 and lost at most 5,000: another 1,000 would reach the loss limit's 6,000 exactly.
    expect(await check(1_000)).toEqual({ ok: true });
    expect(await check(1_001)).toMatchObject({
      ok: false,
      code: 'loss_limit_exceeded',
      limit: { used: 5_000 },
    });
    await post('bet_payout', 3_000);
    // A win lowers the loss (2,000) but not the wagering (5,000).
    expect(await check(4_000)).toEqual({ ok: true });
    await post('bet_stake', 4_000);
    expect(await check(1_001)).toMatchObject({
      ok: false,
      code: 'wager_limit_exceeded',
      limit: { used: 9_000 },
    });
    expect((await readLimits(client)).find((l) => l.type === 'wager')?.used).toBe(9_000);
    // Other currencies are not limited by EUR limits; the window rolls on.
    expect(await checkWagerAndLossLimits(testApp.database.db, playerId, 'USD', 9_999, clock.now)).toEqual({
      ok: true,
    });
    expect(
      await checkWagerAndLossLimits(
        testApp.database.db,
        playerId,
        'EUR',
        5_000,
        new Date(clock.now.getTime() + 25 * HOUR),
      ),
    ).toEqual({
      ok: true,
    });
  });
});

describe('activity ping and session check', () => {
  it('records pings and answers 401 once the activity limit is used up', async () => {
    const { client, email, password } = await createSignedInPlayer(testApp.app, testApp.database.db);
    clock.advance(60_000);
    const free = await client.post('/api/platform/player/activity');
    expect(free.json()).toEqual({ recorded_seconds: 60, remaining_seconds: null });
    await setLimit(client, { type: 'activity', period: 'day', minutes: 3 });
    clock.advance(60_000);
    expect((await client.post('/api/platform/player/activity')).json()).toEqual({
      recorded_seconds: 60,
      remaining_seconds: 60,
    });
    clock.advance(10 * 60_000); // a long gap counts at most 90 s
    const spent = await client.post('/api/platform/player/activity');
    expect(spent.statusCode).toBe(401);
    expect(spent.json().code).toBe('activity_limit_reached');
    expect(client.cookies.has('sb_session')).toBe(false);
    const refused = await createTestClient(testApp.app).post('/api/platform/users/sign_in', {
      email,
      password,
    });
    expect(refused.json()).toMatchObject({ code: 'out_of_limit', message: 'User is out of limit' });
    clock.advance(25 * HOUR);
    expect(
      (await createTestClient(testApp.app).post('/api/platform/users/sign_in', { email, password }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 400 without limits to check, then the session figures and the reality-check period', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const none = await client.get('/api/platform/player/session-info');
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('no_session_checks');
    await setLimit(client, { type: 'reality_check', minutes: 30 });
    await setLimit(client, { type: 'session', minutes: 45 });
    clock.advance(5 * 60_000);
    expect((await client.get('/api/platform/player/session-info')).json()).toEqual({
      session: {
        started_at: new Date(clock.now.getTime() - 5 * 60_000).toISOString(),
        duration_seconds: 300,
        limit_seconds: 2_700,
        remaining_seconds: 2_400,
      },
      reality_check: { period: 1_800, continued_at: null },
      next_check_seconds: 30,
    });
  });

  it('continueSession stores the continuation on the session: the next session check, on any node, counts from it', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await setLimit(client, { type: 'activity', period: 'day', minutes: 600 });
    const nothingToContinue = await client.post('/api/platform/player/session-info/continue');
    expect(nothingToContinue.statusCode).toBe(400);
    expect(nothingToContinue.json().code).toBe('no_reality_check');
    await setLimit(client, { type: 'reality_check', minutes: 30 });
    clock.advance(31 * 60_000);
    const continued = await client.post('/api/platform/player/session-info/continue');
    expect(continued.statusCode).toBe(200);
    expect(continued.json()).toEqual({ continued_at: clock.now.toISOString() });
    clock.advance(60_000);
    const info = (await client.get('/api/platform/player/session-info')).json();
    expect(info.reality_check).toEqual({ period: 1_800, continued_at: continued.json().continued_at });
    // The continuation is the session's, stored with it: another API node (or this one after a restart) on the
    // same database counts the next reality check from it too.
    const otherNode = await testApp.buildApp({ dependencies: { platform: { clock: clock.clock } } });
    const onOtherNode = createTestClient(otherNode);
    for (const [name, value] of client.cookies) onOtherNode.cookies.set(name, value);
    expect((await onOtherNode.get('/api/platform/player/session-info')).json().reality_check).toEqual({
      period: 1_800,
      continued_at: continued.json().continued_at,
    });
    // Another player's session is not continued by it.
    const other = await createSignedInPlayer(testApp.app, testApp.database.db);
    await setLimit(other.client, { type: 'reality_check', minutes: 30 });
    const otherInfo = (await other.client.get('/api/platform/player/session-info')).json();
    expect(otherInfo.reality_check.continued_at).toBeNull();
    expect(
      (await createTestClient(testApp.app).post('/api/platform/player/session-info/continue')).statusCode,
    ).toBe(401);
  });

  it("signs out with 'User is out of limit' once the session is longer than its limit", async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await setLimit(client, { type: 'sportsbook_session', minutes: 10 });
    clock.advance(10 * 60_000);
    const out = await client.get('/api/platform/player/session-info');
    expect(out.statusCode).toBe(403);
    expect(out.json()).toEqual({
      code: 'out_of_limit',
      message: 'User is out of limit',
      data: { details: { type: 'sportsbook_session' } },
    });
    expect((await client.get('/api/platform/player/accounts')).statusCode).toBe(401);
  });

  it('counts signed-in time for a time limit', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await setLimit(client, { type: 'time', period: 'day', minutes: 20 });
    clock.advance(15 * 60_000);
    expect((await client.get('/api/platform/player/session-info')).json().next_check_seconds).toBe(30);
    expect((await readLimits(client))[0]?.used).toBe(15);
    clock.advance(5 * 60_000);
    const out = await client.get('/api/platform/player/session-info');
    expect(out.statusCode).toBe(403);
    expect(out.json().data.details.type).toBe('time');
  });
});
