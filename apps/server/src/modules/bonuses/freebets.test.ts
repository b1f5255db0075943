import { placementRequestSchema } from '@sportsbook/contracts/betting';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { freebets } from '../../db/schema/bonuses';
import { marketResults, markets } from '../../db/schema/catalogue';
import { playerLimits } from '../../db/schema/limits';
import { ledgerTransactions } from '../../db/schema/wallet';
import {
  type CatalogueFixture,
  fixtureSelections,
  insertCatalogueFixture,
} from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { decideSubmittedBet } from '../betting/acceptance';
import { findPlayerByEmail } from '../player-records/repository';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { bonusAccountBalance, freebetRow, giveFreebet } from './testing';

let fixture: CatalogueFixture;

const testApp = useTestApp({ dependencies: { betting: { inPlayDelayMs: { default: 0 } } } });

beforeAll(async () => {
  fixture = await insertCatalogueFixture(testApp.database.db);
});

type Client = Awaited<ReturnType<typeof createSignedInPlayer>>['client'];

const { home, over } = fixtureSelections(() => fixture);
type Leg = ReturnType<typeof home>;
const freebetBet = (id: number, selections: Leg[] = [home()], stake = 500, type = 'single') => ({
  type,
  stake: { value: stake, currency: 'EUR' },
  selections,
  bonus: { id: String(id), type: 'freebet' },
});
const place = (client: Client, ...betList: unknown[]) =>
  client.post('/api/sportsbook/v3/bets', { bets: betList });

const healthy = async () => {
  expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  await bonusHoldsFreebetsInUse();
};
/** The bonus account holds the cost of the freebets in use: every freebet stake not refunded or rejected. */
const bonusHoldsFreebetsInUse = async () => {
  const rows = await testApp.database.db.select().from(bets);
  const heldBy = new Map((await testApp.database.db.select().from(freebets)).map((f) => [f.id, f.betId]));
  // A refund gives the freebet back (it names no bet then); a half-lost bet's result is a refund too, but its
  // freebet stays spent with the bet.
  const inUse = rows
    .filter((b) => b.freebetId !== null && b.status !== 'rejected')
    .filter((b) => b.result !== 'refund' || heldBy.get(b.freebetId ?? 0) === b.id)
    .reduce((sum, b) => sum + b.stake, 0);
  expect((await bonusAccountBalance(testApp.database.db)) + inUse).toBe(0);
};
const betsOf = async (playerId: number) =>
  (await testApp.database.db.select({ n: count() }).from(bets).where(eq(bets.playerId, playerId)))[0]?.n ?? 0;
const postings = async () =>
  (await testApp.database.db.select({ n: count() }).from(ledgerTransactions))[0]?.n ?? 0;

async function settle(
  marketId: number,
  specifier: string,
  outcomes: Record<string, 'won' | 'lost' | 'void' | 'half_won' | 'half_lost'>,
) {
  const matchId = fixture.matches.prematch.id;
  await testApp.database.db
    .delete(marketResults)
    .where(and(eq(marketResults.matchId, matchId), eq(marketResults.marketId, marketId)));
  await testApp.database.db.insert(marketResults).values(
    Object.entries(outcomes).map(([outcomeId, result]) => ({
      matchId,
      marketId,
      specifier,
      outcomeId,
      result,
      certainty: 'confirmed' as const,
    })),
  );
  await testApp.app.settlement.drain();
}

async function unsettle(marketId: number) {
  await testApp.database.db
    .delete(marketResults)
    .where(and(eq(marketResults.matchId, fixture.matches.prematch.id), eq(marketResults.marketId, marketId)));
  await testApp.app.settlement.drain();
}

describe('freebet lists', () => {
  it('needs a session', async () => {
    const visitor = createTestClient(testApp.app);
    expect((await visitor.get('/api/sportsbook/bonuses/freebets')).statusCode).toBe(401);
    expect((await visitor.get('/api/sportsbook/bonuses')).statusCode).toBe(401);
  });

  it("lists the player's own freebets in the spec's shape; an expired one shows as expired", async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const other = await createSignedInPlayer(testApp.app, testApp.database.db);
    const id = await giveFreebet(testApp.database.db, playerId, { maxOdds: 10_000, matchStatus: 'prematch' });
    const gone = await giveFreebet(testApp.database.db, playerId, { validTo: new Date(Date.now() - 1000) });
    await giveFreebet(testApp.database.db, other.playerId);
    const answer = await client.get('/api/sportsbook/bonuses/freebets');
    expect(answer.statusCode).toBe(200);
    const list = answer.json().data as { id: string; status: string }[];
    expect(list.map((f) => f.id).sort()).toEqual([String(id), String(gone)].sort());
    expect(list.find((f) => f.id === String(id))).toMatchObject({
      type: 'freebet',
      status: 'active',
      min_odds: 1500,
      max_odds: 10_000,
      match_status: 'prematch',
      selection_count_from: 1,
      selection_count_to: null,
      issued: { is_active: true, currency: 'EUR', amount: 500, used_in_bet: null },
    });
    expect(list.find((f) => f.id === String(gone))).toMatchObject({
      status: 'expired',
      issued: { is_active: false },
    });
    const active = await client.get('/api/sportsbook/bonuses/freebets?status=active');
    expect(active.json().data.map((f: { id: string }) => f.id)).toEqual([String(id)]);
    const all = await client.get('/api/sportsbook/bonuses?status=active');
    expect(all.statusCode).toBe(200);
    expect(all.json().freebet.map((f: { id: string }) => f.id)).toEqual([String(id)]);
  });
});

describe('placement with a freebet', () => {
  it('leaves the balance untouched, uses the freebet once, and answers a retry with the same bet', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const id = await giveFreebet(testApp.database.db, playerId);
    const bonusBefore = await bonusAccountBalance(testApp.database.db);
    const body = { meta: { idempotency_key: `fb-retry-${playerId}` }, bets: [freebetBet(id)] };
    const answer = await client.post('/api/sportsbook/v3/bets', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const [placed] = answer.json();
    expect(placed).toMatchObject({
      stake: 500,
      bonus: { id: String(id), type: 'freebet' },
      freebetStake: 500,
    });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_000);
    expect(await bonusAccountBalance(testApp.database.db)).toBe(bonusBefore - 500);
    expect(await freebetRow(testApp.database.db, id)).toMatchObject({
      status: 'used',
      betId: Number(placed.betId),
    });

    const retry = await client.post('/api/sportsbook/v3/bets', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()[0]).toMatchObject({
      betId: placed.betId,
      bonus: { id: String(id) },
      freebetStake: 500,
    });
    expect(await betsOf(playerId)).toBe(1);

    const before = await postings();
    const again = await place(client, freebetBet(id));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'freebet_unavailable',
      data: {
        details: { reason: 'used', bet_index: 0 },
        errors_by_bet: [{ localized_message: 'error.place_bets.freebet_unavailable' }],
      },
    });
    expect(await betsOf(playerId)).toBe(1);
    expect(await postings()).toBe(before);

    const history = await client.get('/api/sportsbook/v3/bets');
    expect(history.json().data[0]).toMatchObject({
      id: placed.betId,
      bonus: { id: String(id), type: 'freebet' },
      freebetStake: 500,
      to_cashout: null,
    });
    const listed = await client.get('/api/sportsbook/bonuses/freebets');
    expect(listed.json().data[0]).toMatchObject({ status: 'used', issued: { used_in_bet: placed.betId } });
    await healthy();
  });

  it("refuses someone else's, an expired, an unsuitable freebet and a wrong stake, changing nothing", async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const other = await createSignedInPlayer(testApp.app, testApp.database.db);
    const theirs = await giveFreebet(testApp.database.db, other.playerId);
    const expired = await giveFreebet(testApp.database.db, playerId, {
      validTo: new Date(Date.now() - 1000),
    });
    const picky = await giveFreebet(testApp.database.db, playerId, { minOdds: 3000 });
    const liveOnly = await giveFreebet(testApp.database.db, playerId, { matchStatus: 'live' });
    const pair = await giveFreebet(testApp.database.db, playerId, { selectionCountFrom: 2 });
    const mine = await giveFreebet(testApp.database.db, playerId);
    const before = await postings();
    const refusals: [unknown[], string][] = [
      [[freebetBet(theirs)], 'not_found'],
      [[freebetBet(999_999)], 'not_found'],
      [[freebetBet(expired)], 'expired'],
      [[freebetBet(picky)], 'odds_too_low'],
      [[freebetBet(liveOnly)], 'match_status'],
      [[freebetBet(mine, [home()], 400)], 'stake_mismatch'],
      [[freebetBet(pair)], 'selection_count'],
    ];
    for (const [betList, reason] of refusals) {
      const answer = await place(client, ...betList);
      expect(answer.statusCode, `${reason}: ${answer.body}`).toBe(400);
      expect(answer.json().data.details.reason).toBe(reason);
    }
    // An id no freebet can have is bad input, not a server error.
    for (const id of ['9999999999', '0', 'x']) {
      const answer = await place(client, { ...freebetBet(mine), bonus: { id, type: 'freebet' } });
      expect(answer.statusCode, id).toBe(400);
    }
    // A cash bet beside a refused freebet bet is not placed either: the slip is all or nothing.
    const mixed = await place(
      client,
      { type: 'single', stake: { value: 1000, currency: 'EUR' }, selections: [over()] },
      freebetBet(picky),
    );
    expect(mixed.json().data.details).toMatchObject({ reason: 'odds_too_low', bet_index: 1 });
    expect(await betsOf(playerId)).toBe(0);
    expect(await postings()).toBe(before);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_000);
    expect((await freebetRow(testApp.database.db, theirs)).status).toBe('active');
    expect((await freebetRow(testApp.database.db, mine)).status).toBe('active');
    // The same freebet twice in one slip.
    const twice = await place(client, freebetBet(mine), freebetBet(mine, [over()]));
    expect(twice.json().data.details).toMatchObject({ reason: 'used', bet_index: 1 });
    expect(await betsOf(playerId)).toBe(0);
    // Two bonuses on one bet: a bet names one bonus, so a list of a freebet and a comboboost is malformed.
    const two = await place(client, {
      ...freebetBet(mine),
      bonus: [
        { id: String(mine), type: 'freebet' },
        { id: '1', type: 'comboboost', odds: 1100 },
      ],
    });
    expect(two.statusCode, two.body).toBe(400);
    expect(two.json().code).toBe('bad_request');
    expect(await betsOf(playerId)).toBe(0);
    expect((await freebetRow(testApp.database.db, mine)).status).toBe('active');
  });

  it('takes a cash stake and a freebet stake from their own accounts in one slip', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const id = await giveFreebet(testApp.database.db, playerId);
    const answer = await place(
      client,
      { type: 'single', stake: { value: 1000, currency: 'EUR' }, selections: [over()] },
      freebetBet(id),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().map((b: { freebetStake: number }) => b.freebetStake)).toEqual([0, 500]);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000);
    // Without the money for the cash bet, neither is placed and the freebet stays.
    const poor = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 100 });
    const kept = await giveFreebet(testApp.database.db, poor.playerId);
    const refused = await place(
      poor.client,
      { type: 'single', stake: { value: 1000, currency: 'EUR' }, selections: [over()] },
      freebetBet(kept),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('insufficient_funds');
    expect((await freebetRow(testApp.database.db, kept)).status).toBe('active');
    expect(await betsOf(poor.playerId)).toBe(0);
    await healthy();
  });

  it('counts a freebet stake towards no wager limit, but an excluded player is still refused', async () => {
    const { client, playerId, email } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const now = new Date();
    await testApp.database.db.insert(playerLimits).values({
      playerId,
      type: 'wager',
      status: 'active',
      period: 'day',
      currency: 'EUR',
      value: 100,
      createdAt: now,
      updatedAt: now,
    });
    const cash = await place(client, {
      type: 'single',
      stake: { value: 500, currency: 'EUR' },
      selections: [home()],
    });
    expect(cash.json().code).toBe('wager_limit_exceeded');
    const first = await giveFreebet(testApp.database.db, playerId);
    expect((await place(client, freebetBet(first))).statusCode).toBe(200);

    await testApp.database.db.insert(playerLimits).values({
      playerId,
      type: 'coolingoff',
      status: 'active',
      value: 1,
      endsAt: new Date(now.getTime() + 86_400_000),
      createdAt: now,
      updatedAt: now,
    });
    const second = await giveFreebet(testApp.database.db, playerId);
    const refused = await place(client, freebetBet(second));
    // The session check signs a player taking a break out (401); placement refuses too (cooling_off, a 403 at the
    // route edge).
    expect([401, 403]).toContain(refused.statusCode);
    const row = await findPlayerByEmail(testApp.database.db, email);
    if (!row) throw new Error('player gone');
    const player = { ...row, sessionId: 0, sessionStartedAt: now, lastPingAt: null, row, statuses: [] };
    await expect(
      testApp.app.betting.place(
        player,
        placementRequestSchema.parse({ bets: [freebetBet(second)] }),
        undefined,
      ),
    ).rejects.toMatchObject({ reason: 'player_limit', code: 'cooling_off' });
    expect(await betsOf(playerId)).toBe(1);
    expect((await freebetRow(testApp.database.db, second)).status).toBe('active');
  });

  it('refuses cash-out of a freebet bet', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const id = await giveFreebet(testApp.database.db, playerId);
    const [placed] = (await place(client, freebetBet(id))).json();
    const cashout = await client.post('/api/sportsbook/bets/cashout', {
      bet_id: placed.betId,
      to_cashout: 100,
    });
    expect(cashout.statusCode).toBe(409);
    expect(cashout.json().data.details.reason).toBe('unsupported_bet_type');
  });
});

describe('settlement of freebet bets', () => {
  it('pays the profit of a win, nothing for a loss, and gives the freebet back on a void', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 1000,
    });
    const ids = [
      await giveFreebet(testApp.database.db, playerId),
      await giveFreebet(testApp.database.db, playerId),
    ];
    const winner = (await place(client, freebetBet(ids[0] ?? 0, [home()]))).json()[0].betId;
    const loser = (
      await place(client, freebetBet(ids[1] ?? 0, [{ ...home(), outcome_id: '2', odds: 3600 }]))
    ).json()[0].betId;
    const bonusAfterPlacing = await bonusAccountBalance(testApp.database.db);
    const betRow = async (id: string) =>
      (
        await testApp.database.db
          .select()
          .from(bets)
          .where(eq(bets.id, Number(id)))
      )[0];

    await settle(1, '', { '1': 'won', '2': 'lost', '3': 'lost' });
    // 5.00 at 1.85 returns 9.25; the stake was not the player's: 4.25 is paid.
    expect(await betRow(winner)).toMatchObject({ status: 'done', result: 'win', payout: 425 });
    expect(await betRow(loser)).toMatchObject({ status: 'done', result: 'lose', payout: 0 });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(1425);
    expect(await bonusAccountBalance(testApp.database.db)).toBe(bonusAfterPlacing);
    const history = (await client.get('/api/sportsbook/v3/bets')).json().data;
    expect(history.find((b: { id: string }) => b.id === winner)).toMatchObject({ win_amount: 425 });
    await healthy();

    // Voided (a rollback and a void result): no cash, both freebets come back, their stakes to the bonus account.
    await unsettle(1);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(1000);
    await settle(1, '', { '1': 'void', '2': 'void', '3': 'void' });
    expect(await betRow(winner)).toMatchObject({ status: 'done', result: 'refund', payout: 0 });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(1000);
    expect(await bonusAccountBalance(testApp.database.db)).toBeGreaterThanOrEqual(bonusAfterPlacing + 1000);
    await bonusHoldsFreebetsInUse();
    for (const id of ids)
      expect(await freebetRow(testApp.database.db, id)).toMatchObject({ status: 'active', betId: null });
    await healthy();

    // A correction of the void takes the freebets again while they are unused.
    await unsettle(1);
    for (const id of ids) expect((await freebetRow(testApp.database.db, id)).status).toBe('used');
    await bonusHoldsFreebetsInUse();
    await settle(1, '', { '1': 'won', '2': 'lost', '3': 'lost' });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(1425);
    await healthy();
  });

  it('pays half-won and half-lost lines from the settled return', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const halfWon = await giveFreebet(testApp.database.db, playerId, { amount: 1000 });
    const halfLost = await giveFreebet(testApp.database.db, playerId, { amount: 1000 });
    const won = (await place(client, freebetBet(halfWon, [over()], 1000))).json()[0].betId;
    const lost = (
      await place(client, freebetBet(halfLost, [{ ...over(), outcome_id: '13', odds: 1900 }], 1000))
    ).json();
    expect(lost[0]?.betId).toBeDefined();
    await settle(18, 'total=2.5', { '12': 'half_won', '13': 'half_lost' });
    // Half won: 5.00 at 1.90 plus 5.00 back = 14.50, less the 10.00 stake = 4.50. Half lost: 5.00 back, below the stake.
    const rows = await testApp.database.db.select().from(bets).where(eq(bets.playerId, playerId));
    expect(rows.find((b) => String(b.id) === won)).toMatchObject({ payout: 450, result: 'win' });
    expect(rows.find((b) => b.id !== Number(won))).toMatchObject({ payout: 0 });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(450);
    await healthy();
    await unsettle(18);
  });
});

describe('in-play freebet bets', () => {
  it('gives the freebet back when the in-play check rejects the bet', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const liveMatch = fixture.matches.live.id;
    const liveMarket = and(eq(markets.matchId, liveMatch), eq(markets.marketId, 1));
    await testApp.database.db.update(markets).set({ status: 1 }).where(liveMarket);
    const [market] = await testApp.database.db.select().from(markets).where(liveMarket);
    const odds = market?.outcomes.find((o) => o.id === '1')?.odds ?? 0;
    const id = await giveFreebet(testApp.database.db, playerId, { matchStatus: 'live', minOdds: null });
    const bonusBefore = await bonusAccountBalance(testApp.database.db);
    const answer = await place(
      client,
      freebetBet(id, [{ match_id: liveMatch, market_id: 1, specifier: '', outcome_id: '1', odds }]),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const betId = Number(answer.json()[0].betId);
    // As if the bet were still in its in-play delay when the market was suspended.
    await testApp.database.db.update(bets).set({ status: 'submitted' }).where(eq(bets.id, betId));
    await testApp.database.db.update(markets).set({ status: -1 }).where(liveMarket);
    await decideSubmittedBet(testApp.database.db, betId, new Date());
    expect((await testApp.database.db.select().from(bets).where(eq(bets.id, betId)))[0]?.status).toBe(
      'rejected',
    );
    expect(await freebetRow(testApp.database.db, id)).toMatchObject({ status: 'active', betId: null });
    expect(await bonusAccountBalance(testApp.database.db)).toBe(bonusBefore);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(0);
    await testApp.database.db.update(markets).set({ status: 1 }).where(liveMarket);
    await healthy();
  });
});
