import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { markets } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

const testApp = useTestApp({ dependencies: { betting: { inPlayDelayMs: { default: 0 } } } });

beforeAll(async () => {
  fixture = await insertCatalogueFixture(testApp.database.db);
});

type Client = Awaited<ReturnType<typeof createSignedInPlayer>>['client'];
const draw = () => ({
  match_id: fixture.matches.prematch.id,
  market_id: 1,
  specifier: '',
  outcome_id: '2',
  odds: 3600,
});
const setDrawOdds = (odds: number, status = 1) =>
  testApp.database.db
    .update(markets)
    .set({
      status,
      outcomes: [
        { id: '1', name: 'Home', odds: 1850, active: true },
        { id: '2', name: 'Draw', odds, active: true },
        { id: '3', name: 'Away', odds: 4300, active: true },
      ],
    })
    .where(and(eq(markets.matchId, fixture.matches.prematch.id), eq(markets.marketId, 1)));

async function placeDraw(client: Client, stake = 1000) {
  const response = await client.post('/api/sportsbook/v3/bets', {
    bets: [{ type: 'single', stake: { value: stake, currency: 'EUR' }, selections: [draw()] }],
  });
  expect(response.statusCode).toBe(200);
  return response.json()[0].betId as string;
}
const history = async (client: Client, query = '') =>
  (await client.get(`/api/sportsbook/v3/bets${query}`)).json();
const healthy = async () => expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);

describe('bets history', () => {
  it('lists the bets newest first with filters, pagination and the cash-out offer; hides rejected VIP bets', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 20_000,
    });
    const first = await placeDraw(client);
    const second = await placeDraw(client, 2000);
    const page = await history(client, '?limit=1');
    expect(page.pagination).toEqual({ total: 2, page: 1, limit: 1, last_page: 2 });
    expect(page.data[0]).toMatchObject({
      id: second,
      type: 'single',
      status: 'waiting_results',
      stake: { value: 2000, currency: 'EUR', subunits: 100 },
      odds: 3600,
      result: null,
      is_vip: false,
    });
    expect(page.data[0].selections[0]).toMatchObject({
      status: 'open',
      market: { id: 1, name: '1x2' },
      outcome: { id: '2', name: 'Draw' },
      match: { id: fixture.matches.prematch.id, name: 'Arsenal - Chelsea' },
    });
    // Unchanged price: stake x (1 - 5% margin).
    expect(page.data[0].to_cashout).toBe(1900);
    expect((await history(client, '?page=2&limit=1')).data[0].id).toBe(first);
    expect((await history(client, '?status=settled')).data).toEqual([]);
    expect((await history(client, '?status=open')).pagination.total).toBe(2);
    expect((await client.get('/api/sportsbook/v3/bets?limit=501')).statusCode).toBe(400);

    await testApp.database.db
      .update(bets)
      .set({ isVip: true, status: 'rejected' })
      .where(eq(bets.id, Number(first)));
    expect((await history(client)).data.map((bet: { id: string }) => bet.id)).toEqual([second]);
    expect(playerId).toBeGreaterThan(0);
  });
});

describe('POST /api/sportsbook/bets/cashout', () => {
  it('cashes out at the shown offer, re-prices when the price moved, and refuses a second time', async () => {
    await setDrawOdds(3600);
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const id = await placeDraw(client);
    // The draw shortens to 3.000: the offer rises to 1000 x 3600 / 3000 x 0.95 = 1140.
    await setDrawOdds(3000);
    expect((await history(client)).data[0].to_cashout).toBe(1140);
    const tooMuch = await client.post('/api/sportsbook/bets/cashout', { bet_id: id, to_cashout: 1200 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'cashout_offer_changed',
      data: { details: { to_cashout: 1140 } },
    });

    const done = await client.post('/api/sportsbook/bets/cashout', { bet_id: id, to_cashout: 1140 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      bet_id: id,
      status: 'cashed_out',
      cashed_out: 1140,
      remaining_stake: 0,
      to_cashout: null,
    });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000 + 1140);
    const again = await client.post('/api/sportsbook/bets/cashout', { bet_id: id, to_cashout: 1000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('cashout_unavailable');
    await healthy();
  });

  it('sells a share of the stake and keeps the rest open; refuses tiny shares, suspended legs and other players', async () => {
    await setDrawOdds(3600);
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const id = await placeDraw(client);
    const tiny = await client.post('/api/sportsbook/bets/cashout', { bet_id: id, to_cashout: 10, stake: 50 });
    expect(tiny.statusCode).toBe(400);
    const half = await client.post('/api/sportsbook/bets/cashout', {
      bet_id: id,
      to_cashout: 475,
      stake: 500,
    });
    expect(half.statusCode).toBe(200);
    expect(half.json()).toMatchObject({
      status: 'waiting_results',
      cashed_out: 475,
      remaining_stake: 500,
      to_cashout: 475,
    });
    const [row] = await testApp.database.db
      .select()
      .from(bets)
      .where(eq(bets.id, Number(id)));
    expect(row).toMatchObject({ stake: 500, cashedOut: 475, potentialReturn: 1800 });
    // The same request again (a double click, a retry): it would sell all that is left, which a share never is.
    const repeated = await client.post('/api/sportsbook/bets/cashout', {
      bet_id: id,
      to_cashout: 475,
      stake: 500,
    });
    expect(repeated.statusCode, repeated.body).toBe(400);
    expect(repeated.json()).toMatchObject({
      code: 'cashout_invalid',
      data: { details: { reason: 'invalid_share' } },
    });
    expect((await history(client)).data[0]).toMatchObject({
      status: 'waiting_results',
      stake: { value: 500 },
    });

    const other = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 100 });
    const foreign = await other.client.post('/api/sportsbook/bets/cashout', { bet_id: id, to_cashout: 400 });
    expect(foreign.statusCode).toBe(404);

    await setDrawOdds(3600, -1);
    expect((await history(client)).data[0].to_cashout).toBeNull();
    const suspended = await client.post('/api/sportsbook/bets/cashout', { bet_id: id, to_cashout: 400 });
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().data.details.reason).toBe('leg_suspended');
    await setDrawOdds(3600);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000 + 475);
    await healthy();
  });
});
