import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { markets, matches } from '../../db/schema/catalogue';
import {
  type CatalogueFixture,
  fixtureSelections,
  insertCatalogueFixture,
  openLiveResultMarket,
} from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { singleBet } from './testing';

let fixture: CatalogueFixture;

const testApp = useTestApp({ dependencies: { betting: { inPlayDelayMs: { default: 60_000 } } } });

beforeAll(async () => {
  fixture = await insertCatalogueFixture(testApp.database.db);
  await openLiveResultMarket(testApp.database.db, fixture);
});

const { home, over, liveHome, esportsWinner } = fixtureSelections(() => fixture);
const expectLedgerHealthy = async () => {
  expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
};

describe('POST /api/sportsbook/v3/bets', () => {
  it('places a prematch single: stake debited, bet waiting for results', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const response = await client.post('/api/sportsbook/v3/bets', {
      meta: { device_id: 'dev-1', quick: false, type: 'desktop' },
      bets: [singleBet(home())],
    });
    expect(response.statusCode).toBe(200);
    const [bet] = response.json();
    expect(bet).toMatchObject({ status: 'waiting_results', isVip: false, odds: 1850, stake: 1000 });
    expect(bet.selections).toEqual([home()]);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000);
    const [row] = await testApp.database.db
      .select()
      .from(bets)
      .where(eq(bets.id, Number(bet.betId)));
    expect(row).toMatchObject({ potentialReturn: 1850, deviceId: 'dev-1', type: 'single' });
    await expectLedgerHealthy();
  });

  it('places several singles in one request, each named by the reference My bets shows, also on a retry', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 10_000 });
    const request = {
      meta: { device_id: 'dev-1', quick: false, type: 'desktop', idempotency_key: 'singles-ref' },
      bets: [singleBet(home(), 500), singleBet(over(), 700)],
    };
    const response = await client.post('/api/sportsbook/v3/bets', request);
    expect(response.statusCode).toBe(200);
    const placed: { betId: string; ref: string; stake: number }[] = response.json();
    expect(placed.map((bet) => bet.stake)).toEqual([500, 700]);
    const history = (await client.get('/api/sportsbook/v3/bets')).json().data as {
      id: string;
      ref: string;
    }[];
    const refOf = new Map(history.map((bet) => [bet.id, bet.ref]));
    for (const bet of placed) {
      expect(bet.ref).toMatch(/^B[0-9A-Z]+$/);
      expect(bet.ref).toBe(refOf.get(bet.betId));
    }
    const retry = await client.post('/api/sportsbook/v3/bets', request);
    expect(retry.json().map((bet: { ref: string }) => bet.ref)).toEqual(placed.map((bet) => bet.ref));
  });

  it('refuses a moved price with 101 and the risk key, and changes nothing', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const response = await client.post('/api/sportsbook/v3/bets', { bets: [singleBet(home(1700))] });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(101);
    expect(body.data.errors_by_bet).toEqual([
      { localized_message: 'error.risk_validation.odds_different_than_bookmaker' },
    ]);
    expect(body.data.details.selections[0].current).toBe(1850);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_000);
  });

  it('takes a lower price under "any" and a higher one under "higher", at the current price', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 10_000 });
    expect(
      (await client.post('/api/sportsbook/settings', { auto_accept_odds_change: 'higher' })).statusCode,
    ).toBe(200);
    const lower = await client.post('/api/sportsbook/v3/bets', { bets: [singleBet(home(1700))] });
    expect(lower.json()[0].odds).toBe(1850);
    const higher = await client.post('/api/sportsbook/v3/bets', { bets: [singleBet(home(1900))] });
    expect(higher.statusCode).toBe(400);
    expect(higher.json().code).toBe(101);
    await client.post('/api/sportsbook/settings', { auto_accept_odds_change: 'any' });
    const any = await client.post('/api/sportsbook/v3/bets', { bets: [singleBet(home(1900))] });
    expect(any.statusCode).toBe(200);
    expect(any.json()[0].odds).toBe(1850);
  });

  it('stores every bet kind at the server price under "any", never at the odds the client sent', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 10_000 });
    await client.post('/api/sportsbook/settings', { auto_accept_odds_change: 'any' });
    const live = { match_id: fixture.matches.live.id, market_id: 1, specifier: '', outcome_id: '1' };
    const response = await client.post('/api/sportsbook/v3/bets', {
      bets: [
        singleBet(home(999_999)),
        {
          type: 'combo',
          stake: { value: 1000, currency: 'EUR' },
          selections: [home(999_999), { ...live, odds: 999_999 }],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [one, combo] = response.json();
    expect(one).toMatchObject({ odds: 1850, selections: [{ odds: 1850 }] });
    // 1.850 x 1.400 at the fixture's prices.
    expect(combo).toMatchObject({ odds: 2590, selections: [{ odds: 1850 }, { odds: 1400 }] });
    const rows = await testApp.database.db
      .select()
      .from(bets)
      .where(eq(bets.id, Number(combo.betId)));
    expect(rows[0]).toMatchObject({ odds: 2590, potentialReturn: 2590 });
  });

  it('refuses a single with two selections (and a combo with one) and changes nothing', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const live = liveHome();
    for (const bet of [
      { ...singleBet(home()), selections: [home(), live] },
      { ...singleBet(home()), type: 'combo' },
    ]) {
      const response = await client.post('/api/sportsbook/v3/bets', { bets: [bet] });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.errors_by_bet).toEqual([
        { localized_message: 'error.betslip.selection_count_invalid' },
      ]);
    }
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_000);
    expect(await testApp.database.db.select().from(bets).where(eq(bets.playerId, playerId))).toEqual([]);
  });

  it('places a combo at the combined odds', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 10_000 });
    const esports = esportsWinner();
    // Mixed providers are refused by the domain rule.
    const mixed = await client.post('/api/sportsbook/v3/bets', {
      bets: [{ type: 'combo', stake: { value: 1000, currency: 'EUR' }, selections: [home(), esports] }],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().data.errors_by_bet[0].localized_message).toBe('error.betslip.mixed_providers');
    // Two selections of one match in a combo are refused too.
    const same = await client.post('/api/sportsbook/v3/bets', {
      bets: [{ type: 'combo', stake: { value: 1000, currency: 'EUR' }, selections: [home(), over()] }],
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().data.errors_by_bet[0].localized_message).toBe('error.betslip.same_match_selections');
  });

  it('refuses pve players with 114, unavailable selections, foreign currencies and short balances', async () => {
    const pve = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 10_000, pve: true });
    const refused = await pve.client.post('/api/sportsbook/v3/bets', { bets: [singleBet(home())] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(114);

    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 500,
    });
    const suspended = await client.post('/api/sportsbook/v3/bets', {
      bets: [singleBet({ ...home(), market_id: 29, outcome_id: '74', odds: 1700 })],
    });
    expect(suspended.statusCode).toBe(400);
    expect(suspended.json().data.errors_by_bet[0].localized_message).toBe(
      'error.betslip.selection_unavailable',
    );
    const finished = await client.post('/api/sportsbook/v3/bets', {
      bets: [singleBet({ ...home(), match_id: fixture.matches.finished.id })],
    });
    expect(finished.statusCode).toBe(400);
    const dollars = await client.post('/api/sportsbook/v3/bets', {
      bets: [{ ...singleBet(home()), stake: { value: 100, currency: 'USD' } }],
    });
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json().code).toBe('currency_mismatch');
    const broke = await client.post('/api/sportsbook/v3/bets', { bets: [singleBet(home(), 1000)] });
    expect(broke.statusCode).toBe(400);
    expect(broke.json().code).toBe('insufficient_funds');
    const limit = await client.post('/api/sportsbook/v3/bets', { bets: [singleBet(home(), 2_000_000)] });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().data.errors_by_bet[0].localized_message).toBe(
      'error.validation.bet_limits.max_stake_limit_exceeded',
    );
    const malformed = await client.post('/api/sportsbook/v3/bets', { bets: [{ type: 'single' }] });
    expect(malformed.statusCode).toBe(400);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(500);
    const mine = await testApp.database.db.select().from(bets).where(eq(bets.playerId, playerId));
    expect(mine).toEqual([]);
  });

  it('refuses a prematch match whose start time has passed and that the feed has not reported live', async () => {
    const { esports } = fixture.matches;
    const navi = esportsWinner();
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 5000,
    });
    await testApp.database.db
      .update(matches)
      .set({ startTime: new Date(Date.now() - 1000) })
      .where(eq(matches.id, esports.id));
    try {
      const refused = await client.post('/api/sportsbook/v3/bets', { bets: [singleBet(navi)] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.errors_by_bet[0].localized_message).toBe(
        'error.betslip.selection_unavailable',
      );
      expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(5000);
    } finally {
      await testApp.database.db
        .update(matches)
        .set({ startTime: esports.startTime })
        .where(eq(matches.id, esports.id));
    }
    const placed = await client.post('/api/sportsbook/v3/bets', { bets: [singleBet(navi)] });
    expect(placed.statusCode).toBe(200);
  });

  it('answers a retry with the same idempotency key with the first bets, debiting once', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const body = {
      meta: { idempotency_key: 'retry-key-0001' },
      bets: [singleBet(home()), singleBet(over())],
    };
    const first = await client.post('/api/sportsbook/v3/bets', body);
    const second = await client.post('/api/sportsbook/v3/bets', body);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const viaHeader = await client.post(
      '/api/sportsbook/v3/bets',
      { bets: body.bets },
      { 'idempotency-key': 'retry-key-0001' },
    );
    expect(viaHeader.json()).toEqual(first.json());
    // A retry after a price move asks for the same bets: the first answer stands.
    const movedPrice = await client.post('/api/sportsbook/v3/bets', {
      ...body,
      bets: [singleBet(home(1700)), singleBet(over())],
    });
    expect(movedPrice.json()).toEqual(first.json());
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(8000);
    await expectLedgerHealthy();
  });

  it('answers 409 to a used idempotency key sent with other bets, as deposits do, and changes nothing', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const meta = { idempotency_key: 'reused-key-0001' };
    const first = await client.post('/api/sportsbook/v3/bets', { meta, bets: [singleBet(home())] });
    expect(first.statusCode).toBe(200);
    for (const bets of [
      [singleBet(home(), 2000)],
      [singleBet(over())],
      [singleBet(home()), singleBet(over())],
      [{ ...singleBet(home()), stake: { value: 1000, currency: 'USD' } }],
    ]) {
      const other = await client.post('/api/sportsbook/v3/bets', { meta, bets });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({
        code: 'idempotency_conflict',
        data: { localized_message: 'error.place_bets.idempotency_conflict' },
      });
    }
    const viaHeader = await client.post(
      '/api/sportsbook/v3/bets',
      { bets: [singleBet(over())] },
      { 'idempotency-key': 'reused-key-0001' },
    );
    expect(viaHeader.statusCode).toBe(409);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000);
    expect(await testApp.database.db.select().from(bets).where(eq(bets.playerId, playerId))).toHaveLength(1);
    await expectLedgerHealthy();
  });

  it('holds a live bet as submitted, then accepts it after the delay or rejects and refunds it', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const live = liveHome();
    const first = (await client.post('/api/sportsbook/v3/bets', { bets: [singleBet(live)] })).json()[0];
    expect(first.status).toBe('submitted');
    const later = new Date(Date.now() + 120_000);
    expect(await testApp.app.betting.acceptDueBets(later)).toBeGreaterThanOrEqual(1);
    const [accepted] = await testApp.database.db
      .select()
      .from(bets)
      .where(eq(bets.id, Number(first.betId)));
    expect(accepted?.status).toBe('waiting_results');

    const second = (await client.post('/api/sportsbook/v3/bets', { bets: [singleBet(live)] })).json()[0];
    await testApp.database.db
      .update(markets)
      .set({ status: -1 })
      .where(and(eq(markets.matchId, fixture.matches.live.id), eq(markets.marketId, 1)));
    await testApp.app.betting.acceptDueBets(later);
    const [rejected] = await testApp.database.db
      .select()
      .from(bets)
      .where(eq(bets.id, Number(second.betId)));
    expect(rejected?.status).toBe('rejected');
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000);
    await testApp.database.db
      .update(markets)
      .set({ status: 1 })
      .where(and(eq(markets.matchId, fixture.matches.live.id), eq(markets.marketId, 1)));
    await expectLedgerHealthy();
  });
});

describe('settings', () => {
  it('reads defaults with the operator bet limits and keeps what the player sets', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const defaults = (await client.get('/api/sportsbook/settings')).json();
    expect(defaults).toMatchObject({
      auto_accept_odds_change: 'none',
      odds_type: 'european',
      updated_at: null,
    });
    expect(defaults.multi_bet_settings).toEqual({ available_by_provider: { betradar: false, oddin: false } });
    expect(defaults.allow_multiple_active_user_freebets).toBe(true);
    expect(defaults.bet_limits_settings.max_stake_limit.fiat[0]).toEqual({
      currency_code: 'EUR',
      amount: 1_000_000,
    });
    const saved = await client.post('/api/sportsbook/settings', {
      stakes: [100, 200],
      odds_type: 'american',
    });
    expect(saved.json()).toMatchObject({
      stakes: [100, 200],
      odds_type: 'american',
      auto_accept_odds_change: 'none',
    });
    const bad = await client.post('/api/sportsbook/settings', { auto_accept_odds_change: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    // A visitor reads the defaults (the web decides the additional-product pages before sign-in) and saves none.
    const visitor = await testApp.app.inject({ method: 'GET', url: '/api/sportsbook/settings' });
    expect(visitor.json()).toMatchObject({ odds_type: 'european', updated_at: null });
    const visitorSave = await createTestClient(testApp.app).post('/api/sportsbook/settings', {
      odds_type: 'american',
    });
    expect(visitorSave.statusCode).toBe(401);
  });
});
