import { jackpotHitListSchema, jackpotListSchema, jackpotSchema } from '@sportsbook/contracts/jackpots';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fixtureSelections,
  insertCatalogueFixture,
  openLiveResultMarket,
  setResultOdds,
} from '../../testing/catalogue-fixture';
import { recordPlayerEvents } from '../../testing/player-events';
import { useTestApp } from '../../testing/test-app';
import { backofficeClient, giveFreebet } from '../bonuses/testing';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { betDraw } from './feed';
import { findJackpot } from './repository';
import { createJackpotThroughApi, jackpotInput, poolMoney } from './testing';

const events = recordPlayerEvents();
const testApp = useTestApp({
  dependencies: {
    publishToPlayer: events.publishToPlayer,
  },
});
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let jackpotId: number;
/** The bets placed so far, decided: the drain runs here when a test says so, not on its timer. */
const drain = () => testApp.app.jackpotDrain.runOnce();

beforeAll(async () => {
  await testApp.app.jackpotDrain.close();
  fixture = await insertCatalogueFixture(testApp.database.db);
  jackpotId = await createJackpotThroughApi(testApp.app, jackpotInput('Test jackpot'));
});

const { liveHome } = fixtureSelections(() => fixture);
const single = (stake: number, currency = 'EUR') => ({
  type: 'single',
  stake: { value: stake, currency },
  selections: [
    { match_id: fixture.matches.prematch.id, market_id: 1, specifier: '', outcome_id: '1', odds: 1850 },
  ],
});
const anonymous = () => createTestClient(testApp.app);
const jackpot = async () =>
  jackpotSchema.parse((await anonymous().get(`/api/sportsbook/jackpots/${jackpotId}`)).json());

describe('jackpot pools', () => {
  it('shows a new jackpot with its seeds in its pools, to visitors', async () => {
    const list = jackpotListSchema.parse((await anonymous().get('/api/sportsbook/jackpots')).json());
    expect(list.data.map((j) => j.id)).toContain(jackpotId);
    const one = await jackpot();
    expect(one).toMatchObject({
      pool_amount: 11_000,
      hits_amount: 0,
      amount: 11_000,
      currency: 'EUR',
      secret: null,
    });
    expect(one.levels.map((l) => [l.code, l.pool_amount, l.state])).toEqual([
      ['mini', 1_000, 'active'],
      ['mega', 10_000, 'active'],
    ]);
    const byId = await anonymous().post('/api/sportsbook/jackpots', { jackpot_ids: [jackpotId] });
    expect(jackpotListSchema.parse(byId.json()).data.map((j) => j.id)).toEqual([jackpotId]);
    expect((await anonymous().get('/api/sportsbook/jackpots/999999')).statusCode).toBe(404);
  });

  it('feeds the pools with the share of a qualifying stake, marks the bet used_in_jackpot, and leaves the stake whole', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const placed = await client.post('/api/sportsbook/v3/bets', { meta: {}, bets: [single(1_005)] });
    expect(placed.statusCode).toBe(200);
    // The bet is marked at once; its contribution waits for the drain (ADR 042).
    expect((await client.get('/api/sportsbook/v3/bets')).json().data[0].used_in_jackpot).toBe(true);
    expect((await jackpot()).levels.map((l) => l.pool_amount)).toEqual([1_000, 10_000]);
    expect(await drain()).toMatchObject({ bets: 1, hits: 0 });
    // 10% of 10.05 rounded down is 100 minor units: 70 to mini, 30 to mega.
    const after = await jackpot();
    expect(after.levels.map((l) => l.pool_amount)).toEqual([1_070, 10_030]);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_000 - 1_005);
    const history = (await client.get('/api/sportsbook/v3/bets')).json();
    expect(history.data[0].used_in_jackpot).toBe(true);

    // Below the smallest stake: nothing fed, and the bet is not used in the jackpot.
    await client.post('/api/sportsbook/v3/bets', { meta: {}, bets: [single(99)] });
    expect(await drain()).toMatchObject({ bets: 0 });
    expect((await jackpot()).pool_amount).toBe(after.pool_amount);
    const again = (await client.get('/api/sportsbook/v3/bets')).json();
    expect(again.data[0].used_in_jackpot).toBe(false);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('pays a forced hit once through the ledger, resets the pool to its seed and shows the hit with user_hash only', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const forced = await createTestClient(testApp.app).post(`/api/dev/jackpots/${jackpotId}/force-hit`, {});
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toEqual({ level_code: 'mini' });
    const before = await jackpot();
    const miniBefore = before.levels[0]?.pool_amount ?? 0;
    const placed = await client.post('/api/sportsbook/v3/bets', { meta: {}, bets: [single(1_000)] });
    expect(placed.statusCode).toBe(200);
    expect(await drain()).toMatchObject({ bets: 1, hits: 1 });
    const won = miniBefore + 70;
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_000 - 1_000 + won);
    // The winner is told their new balance once the hit has committed.
    expect(events.balances().at(-1)).toEqual({ playerId, balance: 10_000 - 1_000 + won });
    const after = await jackpot();
    expect(after.levels[0]?.pool_amount).toBe(1_000);
    expect(after.hits_amount).toBe(won);

    const mine = await client.get('/api/sportsbook/jackpot-hits?for_user=1&unseen=1');
    const hits = jackpotHitListSchema.parse(mine.json()).data;
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      amount: won,
      amount_eur: won,
      status: 'paid',
      level_code: 'mini',
      seen: false,
    });
    expect(JSON.stringify(mine.json())).not.toContain('player');
    // The next bet does not hit again: the flag was used.
    await client.post('/api/sportsbook/v3/bets', { meta: {}, bets: [single(1_000)] });
    expect(await drain()).toMatchObject({ bets: 1, hits: 0 });
    expect((await jackpot()).hits_amount).toBe(won);

    // Closing the modal marks it seen; another player cannot mark it.
    const other = await createSignedInPlayer(testApp.app, testApp.database.db);
    const hitId = hits[0]?.id ?? 0;
    expect(
      (await other.client.post('/api/sportsbook/jackpot-hits/mark-as-seen', { ids: [hitId] })).json(),
    ).toEqual({
      marked: 0,
    });
    expect((await client.post('/api/sportsbook/jackpot-hits/mark-as-seen', { ids: [hitId] })).json()).toEqual(
      {
        marked: 1,
      },
    );
    const unseen = await client.get('/api/sportsbook/jackpot-hits?for_user=1&unseen=1');
    expect(unseen.json().data).toEqual([]);
    const publicHits = jackpotHitListSchema.parse(
      (await anonymous().get(`/api/sportsbook/jackpot-hits?jackpot_id=${jackpotId}&limit=10`)).json(),
    ).data;
    expect(publicHits[0]).toMatchObject({ id: hitId, user_hash: hits[0]?.user_hash, seen: false });
    expect(publicHits[0]?.user_hash).toMatch(/^[0-9a-f]{16}$/);
    expect(Object.keys(publicHits[0] ?? {})).not.toContain('player_id');
  });

  it('takes a slip with a freebet through the bonus path: its cash bet waits for the drain, the freebet feeds nothing', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const freebet = await giveFreebet(testApp.database.db, playerId);
    const withFreebet = {
      type: 'single',
      stake: { value: 500, currency: 'EUR' },
      selections: [
        { match_id: fixture.matches.prematch.id, market_id: 1, specifier: '', outcome_id: '2', odds: 3600 },
      ],
      bonus: { id: String(freebet), type: 'freebet' },
    };
    const placed = await client.post('/api/sportsbook/v3/bets', {
      meta: {},
      bets: [single(1_000), withFreebet],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const used = (await client.get('/api/sportsbook/v3/bets'))
      .json()
      .data.map((bet: { used_in_jackpot: boolean }) => bet.used_in_jackpot);
    expect(used.sort()).toEqual([false, true]);
    const poolBefore = (await jackpot()).pool_amount;
    expect(await drain()).toMatchObject({ bets: 1, hits: 0 });
    expect((await jackpot()).pool_amount).toBe(poolBefore + 100);
  });

  it('feeds nothing with a bet whose jackpot paused before the drain, and forgets the bet', async () => {
    const operator = backofficeClient(testApp.app);
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 10_000 });
    expect(
      (await client.post('/api/sportsbook/v3/bets', { meta: {}, bets: [single(1_000)] })).statusCode,
    ).toBe(200);
    const poolBefore = (await jackpot()).pool_amount;
    expect((await operator.post(`/jackpots/${jackpotId}/state`, { state: 'paused' })).statusCode).toBe(200);
    expect(await drain()).toMatchObject({ bets: 1, hits: 0 });
    expect((await jackpot()).pool_amount).toBe(poolBefore);
    expect((await client.get('/api/sportsbook/v3/bets')).json().data[0].used_in_jackpot).toBe(false);
    expect(await drain()).toMatchObject({ bets: 0 });
    expect((await operator.post(`/jackpots/${jackpotId}/state`, { state: 'active' })).statusCode).toBe(200);
  });

  it('waits for a live bet to be accepted; a live bet refused after its in-play delay feeds nothing and wins nothing', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    await openLiveResultMarket(testApp.database.db, fixture);
    const live = { type: 'single', stake: { value: 1_000, currency: 'EUR' }, selections: [liveHome()] };
    const placed = await client.post('/api/sportsbook/v3/bets', { meta: {}, bets: [live] });
    expect(placed.statusCode).toBe(200);
    const poolBefore = (await jackpot()).pool_amount;
    // Still in its in-play delay: the drain leaves it waiting.
    expect(await drain()).toMatchObject({ bets: 0 });
    // The price falls below what the player took before the delay ends: the bet is refused, its stake refunded.
    await setResultOdds(testApp.database.db, fixture.matches.live.id, [1200, 4500, 7000]);
    await testApp.app.betting.acceptDueBets(new Date(Date.now() + 120_000));
    expect((await client.get('/api/sportsbook/v3/bets')).json().data[0].status).toBe('rejected');
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_000);
    expect(await drain()).toMatchObject({ bets: 0, hits: 0 });
    expect((await jackpot()).pool_amount).toBe(poolBefore);
    expect(await drain()).toMatchObject({ bets: 0 });
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('decides the bets still waiting when the drain closes, as a stopping node does', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 10_000 });
    expect(
      (await client.post('/api/sportsbook/v3/bets', { meta: {}, bets: [single(1_000)] })).statusCode,
    ).toBe(200);
    const poolBefore = (await jackpot()).pool_amount;
    // The app closes the drain after placement stops: what is waiting then is fed before the node goes.
    await testApp.app.jackpotDrain.close();
    expect((await jackpot()).pool_amount).toBe(poolBefore + 100);
    expect(await drain()).toMatchObject({ bets: 0 });
  });

  it('keeps the pools’ money: contributions plus seeds equal the pools plus paid hits, and the ledger is healthy', async () => {
    const money = await poolMoney(testApp.database.db);
    expect(money.hits).toBeGreaterThan(0);
    expect(money.paid).toBe(money.hits);
    expect(money.seeds + money.contributions).toBe(money.pools + money.paid);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('makes each draw reproducible from the revealed secret once the jackpot is finished', async () => {
    const operator = backofficeClient(testApp.app);
    const row = await findJackpot(testApp.database.db, jackpotId);
    expect((await jackpot()).secret).toBeNull();
    const finished = await operator.post(`/jackpots/${jackpotId}/state`, {
      state: 'finished',
    });
    expect(finished.statusCode).toBe(200);
    const revealed = jackpotSchema.parse(finished.json());
    expect(revealed.secret).toBe(row?.secret);
    const { createHash } = await import('node:crypto');
    expect(
      createHash('sha256')
        .update(revealed.secret ?? '')
        .digest('hex'),
    ).toBe(revealed.secret_sha256);
    expect(betDraw(revealed.secret ?? '', 1, 1)).toBe(betDraw(row?.secret ?? '', 1, 1));
    // Finished stays finished.
    const reopen = await operator.post(`/jackpots/${jackpotId}/state`, { state: 'active' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().code).toBe('jackpot_state_not_allowed');
  });
});

describe('jackpot requests refused', () => {
  it('answers bad input with 400 and a visitor asking for own hits with 401', async () => {
    expect((await anonymous().get('/api/sportsbook/jackpot-hits?limit=0')).statusCode).toBe(400);
    expect((await anonymous().get('/api/sportsbook/jackpot-hits?limit=101')).statusCode).toBe(400);
    expect((await anonymous().get('/api/sportsbook/jackpot-hits?unseen=1')).statusCode).toBe(400);
    expect((await anonymous().get('/api/sportsbook/jackpot-hits?for_user=1')).statusCode).toBe(401);
    const operator = backofficeClient(testApp.app);
    const bad = await operator.post('/jackpots', {
      ...jackpotInput('Bad'),
      levels: [
        { code: 'x', name: 'X', seed_amount: 100, must_drop_by: 100, hit_probability_ppm: 0, weight_bp: 1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/backoffice/jackpots', payload: {} })).statusCode,
    ).toBe(401);
  });
});
