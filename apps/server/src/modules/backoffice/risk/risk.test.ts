import { errorBodySchema } from '@sportsbook/contracts/errors';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/backoffice';
import { bets } from '../../../db/schema/betting';
import {
  type CatalogueFixture,
  fixtureSelections,
  insertCatalogueFixture,
  openLiveResultMarket,
} from '../../../testing/catalogue-fixture';
import { useTestApp } from '../../../testing/test-app';
import { singleBet } from '../../betting/testing';
import { createSignedInPlayer, type TestClient } from '../../players/testing';
import { playerBalance } from '../../wallet';
import { backofficeAudit, signedInStaff, type TestStaff } from '../testing';

const testApp = useTestApp();
const db = () => testApp.database.db;
const { lastAuditRow, stateOutsideAudit } = backofficeAudit(db);
let fixture: CatalogueFixture;
let risk: TestStaff;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(db());
  await openLiveResultMarket(db(), fixture);
  risk = await signedInStaff(testApp.app, db(), 'risk');
});

const football = () => fixture.sports.football.id;
const { home, liveHome, esportsWinner } = fixtureSelections(() => fixture);
const maxStakeOf = async (client: TestClient, selection = home()) => {
  const answer = await client.post('/api/sportsbook/bets/max-stake', { bet: singleBet(selection, 1) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().max_stake as number | null;
};
const place = (client: TestClient, stake: number, selection = home()) =>
  client.post('/api/sportsbook/v3/bets', { bets: [singleBet(selection, stake)] });

async function setFactor(playerId: number, factor_bp: number, sportId = football()) {
  const response = await risk.client.request(
    'PUT',
    `/api/backoffice/risk/players/${playerId}/stake-factors/${sportId}`,
    { factor_bp, reason: 'sharp player' },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function setLimit(target: unknown, max_stake: number | null, max_payout: number | null = null) {
  const response = await risk.client.request('PUT', '/api/backoffice/risk/limits', {
    target,
    currency: 'EUR',
    max_stake,
    max_payout,
    reason: 'exposure on this line',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('stake factors', () => {
  it('scales the player max stake for the sport, and placement refuses above it with nothing changed', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 5_000_000 });
    // The operator's EUR max stake is 10,000.00; a stake at the limit trips it.
    expect(await maxStakeOf(client)).toBe(999_999);
    const step = await setFactor(playerId, 1000);
    expect(step).toMatchObject({
      before: { factor_bp: 10_000 },
      after: { player_id: playerId, sport_id: football(), factor_bp: 1000 },
    });
    expect(await maxStakeOf(client)).toBe(99_999);

    const refused = await place(client, 100_000);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().data.errors_by_bet).toEqual([
      { localized_message: 'error.validation.bet_limits.max_stake_limit_exceeded' },
    ]);
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(5_000_000);
    expect(await db().select().from(bets).where(eq(bets.playerId, playerId))).toEqual([]);

    const placed = await place(client, 99_999);
    expect(placed.statusCode, placed.body).toBe(200);
    // Another sport's bet is laid the book's full limit.
    const esports = esportsWinner();
    expect(await maxStakeOf(client, esports)).toBe(999_999);
  });

  it('writes the step with its reason to the audit log', async () => {
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    const { audit_id } = await setFactor(playerId, 2500);
    const [row] = await db().select().from(auditLog).where(eq(auditLog.id, audit_id));
    expect(row).toMatchObject({
      action: 'risk.stake_factor',
      outcome: 'done',
      actor: risk.email,
      target: `player:${playerId}|sport:${football()}`,
      reason: 'sharp player',
    });
    const view = await risk.client.get(`/api/backoffice/risk/players/${playerId}`);
    expect(view.json().stake_factors).toEqual([{ sport_id: football(), sport: 'football', factor_bp: 2500 }]);
  });
});

describe('bet limits', () => {
  it('applies the smallest of sport and market limits, scaled by the factor, then the player own limit', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 5_000_000 });
    const other = await createSignedInPlayer(testApp.app, db(), { balance: 5_000_000 });
    await setLimit({ scope: 'sport', sport_id: football() }, 500_000);
    expect(await maxStakeOf(client)).toBe(499_999);
    const market = `${fixture.matches.prematch.id}|1|`;
    await setLimit({ scope: 'market', market }, 200_000);
    expect(await maxStakeOf(client)).toBe(199_999);
    const listed = await risk.client.get('/api/backoffice/risk/limits?scope=market');
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        scope: 'market',
        target: `market:${market}`,
        currency: 'EUR',
        max_stake: 200_000,
      }),
    ]);
    expect(await maxStakeOf(other.client)).toBe(199_999);
    await setFactor(playerId, 5000);
    expect(await maxStakeOf(client)).toBe(99_999);
    await setLimit({ scope: 'player', player_id: playerId }, 30_000);
    expect(await maxStakeOf(client)).toBe(29_999);
    expect(await maxStakeOf(other.client)).toBe(199_999);
    // A max payout limits the profit: at 1.85 a stake of s wins 0.85 s.
    await setLimit({ scope: 'player', player_id: playerId }, null, 8500);
    expect(await maxStakeOf(client)).toBe(9_999);
    const refused = await place(client, 10_000);
    expect(refused.json().data.errors_by_bet).toEqual([
      { localized_message: 'error.validation.bet_limits.payout_limit_exceeded' },
    ]);
    // Both amounts null remove a limit.
    await setLimit({ scope: 'player', player_id: playerId }, null, null);
    await setLimit({ scope: 'market', market }, null, null);
    await setLimit({ scope: 'sport', sport_id: football() }, null, null);
    expect(await maxStakeOf(client)).toBe(499_999);
    expect(await maxStakeOf(other.client)).toBe(999_999);
  });
});

describe('in-play delay per sport', () => {
  it('holds a live bet for the sport delay set in the back office instead of the platform default', async () => {
    const admin = await signedInStaff(testApp.app, db(), 'admin');
    const settings = await admin.client.request('PUT', `/api/backoffice/sports/${football()}/settings`, {
      margin_bp: 500,
      in_play_delay_seconds: 9,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const { client } = await createSignedInPlayer(testApp.app, db(), { balance: 10_000 });
    const live = liveHome();
    const placed = await place(client, 500, live);
    expect(placed.statusCode, placed.body).toBe(200);
    const [row] = await db()
      .select()
      .from(bets)
      .where(eq(bets.id, Number(placed.json()[0].betId)));
    expect(row?.status).toBe('submitted');
    expect((row?.acceptAfter?.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(9000);
  });
});

describe('the bet ticker and alerts', () => {
  it('lists bets newest first with filters, and highlights those near their max stake', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 5_000_000 });
    await setLimit({ scope: 'player', player_id: playerId }, 10_000);
    expect((await place(client, 8_500)).statusCode).toBe(200);
    expect((await place(client, 1_000, { ...home(3600), outcome_id: '2' })).statusCode).toBe(200);
    const page = await risk.client.get(`/api/backoffice/risk/bets?player_id=${playerId}`);
    expect(page.statusCode, page.body).toBe(200);
    const data = page.json().data;
    expect(data.map((b: { stake: number }) => b.stake)).toEqual([1_000, 8_500]);
    expect(data[1]).toMatchObject({ max_stake_limit: 10_000, near_limit: true, sports: ['football'] });
    expect(data[0]).toMatchObject({ near_limit: false, odds: 3600 });
    const filtered = await risk.client.get(
      `/api/backoffice/risk/bets?player_id=${playerId}&min_odds=3000&sport_id=${football()}`,
    );
    expect(filtered.json().data.map((b: { stake: number }) => b.stake)).toEqual([1_000]);
    const bigOnly = await risk.client.get(`/api/backoffice/risk/bets?player_id=${playerId}&min_stake=5000`);
    expect(bigOnly.json().data.map((b: { stake: number }) => b.stake)).toEqual([8_500]);
    await setLimit({ scope: 'player', player_id: playerId }, null, null);
  });

  it('raises large bets and large liabilities at the thresholds risk sets', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 5_000_000 });
    expect((await place(client, 40_000, { ...home(4300), outcome_id: '3' })).statusCode).toBe(200);
    const before = (await risk.client.get('/api/backoffice/risk/alerts')).json();
    expect(before.large_bets.some((b: { player_id: number }) => b.player_id === playerId)).toBe(false);
    const set = await risk.client.request('PUT', '/api/backoffice/risk/thresholds/EUR', {
      large_bet: 30_000,
      large_liability: 150_000,
      reason: 'derby weekend',
    });
    expect(set.statusCode, set.body).toBe(200);
    const after = (await risk.client.get('/api/backoffice/risk/alerts')).json();
    expect(after.thresholds).toEqual([{ currency: 'EUR', large_bet: 30_000, large_liability: 150_000 }]);
    expect(after.large_bets.find((b: { player_id: number }) => b.player_id === playerId)).toMatchObject({
      stake: 40_000,
      large: true,
    });
    expect(after.large_liabilities).toContainEqual(
      expect.objectContaining({ match_id: fixture.matches.prematch.id, outcome_id: '3', liability: 172_000 }),
    );
  });
});

describe('who may set risk', () => {
  it('lets the regulator and a trader read but not write, and refuses bad input with nothing changed', async () => {
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    const regulator = await signedInStaff(testApp.app, db(), 'regulator');
    const trader = await signedInStaff(testApp.app, db(), 'trader');
    const state = await stateOutsideAudit();
    const unchanged = await state();
    const factorPath = `/api/backoffice/risk/players/${playerId}/stake-factors/${football()}`;
    for (const reader of [regulator, trader]) {
      expect((await reader.client.get('/api/backoffice/risk/bets')).statusCode).toBe(200);
      const write = await reader.client.request('PUT', factorPath, {
        factor_bp: 1000,
        reason: 'sharp player',
      });
      expect(write.statusCode).toBe(403);
      expect(errorBodySchema.parse(write.json()).code).toBe('backoffice_forbidden');
    }
    const bad: [string, unknown, number][] = [
      [factorPath, { factor_bp: 0, reason: 'sharp player' }, 400],
      [factorPath, { factor_bp: 100_001, reason: 'sharp player' }, 400],
      [factorPath, { factor_bp: 1000 }, 400],
      [
        `/api/backoffice/risk/players/999999/stake-factors/${football()}`,
        { factor_bp: 1000, reason: 'why not' },
        404,
      ],
    ];
    for (const [url, body, status] of bad) {
      const response = await risk.client.request('PUT', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(await lastAuditRow()).toMatchObject({
        outcome: 'refused',
        actor: risk.email,
        after: { status },
      });
    }
    const badLimits = [
      { target: { scope: 'sport', sport_id: football() }, currency: 'EUR', max_stake: 0, max_payout: null },
      { target: { scope: 'market', market: 'x' }, currency: 'EUR', max_stake: 10, max_payout: null },
      { target: { scope: 'desk' }, currency: 'EUR', max_stake: 10, max_payout: null },
    ];
    for (const body of badLimits) {
      const response = await risk.client.request('PUT', '/api/backoffice/risk/limits', {
        ...body,
        reason: 'test',
      });
      expect(response.statusCode, response.body).toBe(400);
    }
    const unknownMarket = await risk.client.request('PUT', '/api/backoffice/risk/limits', {
      target: { scope: 'market', market: `${fixture.matches.prematch.id}|999|` },
      currency: 'EUR',
      max_stake: 10,
      max_payout: null,
      reason: 'no such line',
    });
    expect(unknownMarket.statusCode).toBe(404);
    const badQuery = await risk.client.get('/api/backoffice/risk/bets?min_stake=-1');
    expect(badQuery.statusCode).toBe(400);
    expect(await state()).toEqual(unchanged);
  });
});
