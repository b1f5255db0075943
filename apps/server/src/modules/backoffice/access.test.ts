import { STAFF_SESSION_COOKIE } from '@sportsbook/contracts/backoffice';
import { errorBodySchema } from '@sportsbook/contracts/errors';
import { roleMay, STAFF_ROLES } from '@sportsbook/domain/staff-roles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches, sports } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { campaignInput } from '../bonuses/testing';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { backofficeAudit, signedInStaff } from './testing';
import { totpCode } from './totp';

const testApp = useTestApp();
const db = () => testApp.database.db;
const { lastAuditRow, stateOutsideAudit, expectRefusedAndLogged } = backofficeAudit(db);

let matchId = 0;
let sportId = 0;
let playerId = 0;
const marketPath = () => encodeURIComponent(`${matchId}|1|`);

beforeAll(async () => {
  await insertCatalogueFixture(db());
  const [match] = await db().select().from(matches).where(eq(matches.urnId, 'sr:match:1'));
  const [sport] = await db().select().from(sports).where(eq(sports.key, 'football'));
  matchId = match?.id ?? 0;
  sportId = sport?.id ?? 0;
  playerId = (await createSignedInPlayer(testApp.app, db())).playerId;
});

/** Every route of the staff back office with a valid body, and the permission it needs. */
const routes = () =>
  [
    ['GET', '/api/backoffice/matches', undefined, 'read'],
    ['POST', `/api/backoffice/markets/${marketPath()}/suspend`, { reason: 'team news' }, 'write'],
    ['POST', `/api/backoffice/markets/${marketPath()}/reopen`, {}, 'write'],
    ['POST', `/api/backoffice/markets/${marketPath()}/price`, { outcome_id: '1', odds: 2500 }, 'write'],
    ['POST', `/api/backoffice/markets/${marketPath()}/void`, { reason: 'wrong line offered' }, 'write'],
    ['POST', `/api/backoffice/matches/${matchId}/suspend`, {}, 'write'],
    ['POST', `/api/backoffice/matches/${matchId}/reopen`, {}, 'write'],
    ['GET', `/api/backoffice/sports/${sportId}/settings`, undefined, 'read'],
    [
      'PUT',
      `/api/backoffice/sports/${sportId}/settings`,
      { margin_bp: 500, in_play_delay_seconds: 5 },
      'write',
    ],
    ['GET', '/api/backoffice/audit-log', undefined, 'audit'],
    ['POST', '/api/backoffice/audit-log/verify', {}, 'audit'],
    // Risk (ADR 040): the regulator reads it, support has none of it; a trader reads it (risk.read).
    ['GET', '/api/backoffice/risk/bets', undefined, 'read'],
    ['GET', '/api/backoffice/risk/alerts', undefined, 'read'],
    ['GET', `/api/backoffice/risk/players/${playerId}`, undefined, 'read'],
    ['GET', '/api/backoffice/risk/limits', undefined, 'read'],
    [
      'PUT',
      `/api/backoffice/risk/players/${playerId}/stake-factors/${sportId}`,
      { factor_bp: 1000, reason: 'sharp player' },
      'write',
    ],
    [
      'PUT',
      '/api/backoffice/risk/limits',
      {
        target: { scope: 'sport', sport_id: sportId },
        currency: 'EUR',
        max_stake: 50_000,
        max_payout: null,
        reason: 'thin market',
      },
      'write',
    ],
    [
      'PUT',
      '/api/backoffice/risk/thresholds/EUR',
      { large_bet: 10_000, large_liability: 100_000, reason: 'derby weekend' },
      'write',
    ],
    ['GET', '/api/backoffice/withdrawals?status=pending', undefined, 'read'],
    ['GET', '/api/backoffice/deposits', undefined, 'read'],
    ['POST', '/api/backoffice/withdrawals/1/approve', {}, 'write'],
    ['POST', '/api/backoffice/withdrawals/1/decline', { reason: 'card holder differs' }, 'write'],
    ['GET', '/api/backoffice/campaigns', undefined, 'read'],
    ['POST', '/api/backoffice/campaigns', campaignInput(), 'write'],
    ['PATCH', '/api/backoffice/campaigns/1', { name: 'renamed', reason: 'typo' }, 'write'],
    ['POST', '/api/backoffice/campaigns/1/pause', {}, 'write'],
    // The Campaigns screen's engagement views (ADR 039, amendment): campaigns.read.
    ['GET', '/api/backoffice/engagement/jackpots', undefined, 'read'],
    ['GET', '/api/backoffice/engagement/tournaments', undefined, 'read'],
    ['GET', '/api/backoffice/engagement/lootboxes', undefined, 'read'],
    ['GET', '/api/backoffice/engagement/promo-codes', undefined, 'read'],
    ['GET', '/api/backoffice/reports/revenue?from=2026-01-01&to=2026-01-31&by=sport', undefined, 'reports'],
    ['GET', '/api/backoffice/reports/liability', undefined, 'reports'],
    ['GET', '/api/backoffice/reports/bonus-cost?from=2026-01-01&to=2026-01-31', undefined, 'reports'],
    ['GET', '/api/backoffice/reports/past-posting?from=2026-01-01&to=2026-01-31', undefined, 'reports'],
    ['GET', '/api/backoffice/reports/wagers?from=2026-01-01&to=2026-01-31', undefined, 'reports'],
  ] as const;

describe('who may call the staff back office', () => {
  it('refuses a visitor and a player session with 401, changes nothing and logs each attempt', async () => {
    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    const { client: player } = await createSignedInPlayer(testApp.app, db());
    const visitor = createTestClient(testApp.app);
    const afterPlayer = await snapshot();
    for (const route of routes()) {
      await expectRefusedAndLogged(visitor, route, 401, 'backoffice_unauthorized', 'anonymous');
      await expectRefusedAndLogged(player, route, 401, 'backoffice_unauthorized', 'anonymous');
    }
    expect(Object.keys(before).length).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(afterPlayer);
  });

  it('refuses a staff session without its second factor on every route', async () => {
    const trader = await signedInStaff(testApp.app, db(), 'trader', { secondFactor: false });
    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    for (const route of routes()) {
      await expectRefusedAndLogged(trader.client, route, 401, 'second_factor_required', trader.email);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a role without the permission with 403 (the regulator reads, never writes)', async () => {
    const regulator = await signedInStaff(testApp.app, db(), 'regulator');
    const support = await signedInStaff(testApp.app, db(), 'support');
    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    for (const route of routes()) {
      const [, , , need] = route;
      if (need === 'write') {
        await expectRefusedAndLogged(regulator.client, route, 403, 'backoffice_forbidden', regulator.email);
      } else {
        const [method, url, body] = route;
        expect((await regulator.client.request(method, url, body)).statusCode, url).toBe(200);
      }
      await expectRefusedAndLogged(support.client, route, 403, 'backoffice_forbidden', support.email);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('opens the reports to finance, risk, admin and the regulator only', async () => {
    const reports = routes().filter(([, , , need]) => need === 'reports');
    expect(reports.length).toBe(5);
    for (const role of ['finance', 'risk', 'admin', 'regulator'] as const) {
      const member = await signedInStaff(testApp.app, db(), role);
      for (const [method, url] of reports) {
        expect((await member.client.request(method, url)).statusCode, `${role} ${url}`).toBe(200);
      }
    }
    for (const role of ['trader', 'support', 'marketing'] as const) {
      const member = await signedInStaff(testApp.app, db(), role);
      for (const route of reports) {
        await expectRefusedAndLogged(member.client, route, 403, 'backoffice_forbidden', member.email);
      }
    }
  });

  it('refuses bad input with 400, changes nothing and logs it', async () => {
    const trader = await signedInStaff(testApp.app, db(), 'trader');
    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    const bad = [
      ['POST', `/api/backoffice/markets/${marketPath()}/price`, { outcome_id: '1', odds: 1009 }, 'write'],
      [
        'POST',
        `/api/backoffice/markets/${marketPath()}/price`,
        { outcome_id: '1', odds: 1_000_001 },
        'write',
      ],
      ['POST', `/api/backoffice/markets/${marketPath()}/void`, {}, 'write'],
      ['POST', '/api/backoffice/markets/not-a-market/suspend', {}, 'write'],
      ['POST', `/api/backoffice/matches/0/suspend`, {}, 'write'],
      [
        'PUT',
        `/api/backoffice/sports/${sportId}/settings`,
        { margin_bp: 3001, in_play_delay_seconds: 5 },
        'write',
      ],
      [
        'PUT',
        `/api/backoffice/sports/${sportId}/settings`,
        { margin_bp: 500, in_play_delay_seconds: -1 },
        'write',
      ],
      ['GET', '/api/backoffice/audit-log?limit=0', undefined, 'audit'],
    ] as const;
    for (const route of bad)
      await expectRefusedAndLogged(trader.client, route, 400, 'bad_request', trader.email);
    const unknown = [
      'POST',
      `/api/backoffice/markets/${encodeURIComponent(`${matchId}|999|`)}/suspend`,
      {},
      'write',
    ] as const;
    await expectRefusedAndLogged(trader.client, unknown, 404, 'not_found', trader.email);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the machine bearer token working, and reads no cookie from its calls', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/backoffice/matches',
      headers: { authorization: 'Bearer not-the-back-office-token' },
    });
    expect(response.statusCode).toBe(401);
    const withToken = await testApp.app.inject({
      method: 'POST',
      url: '/api/backoffice/audit-log/verify',
      headers: { authorization: 'Bearer development-backoffice-token-not-for-production' },
    });
    expect(withToken.statusCode, withToken.body).toBe(200);
  });
});

describe('forged requests', () => {
  it('refuses a staff cookie call without the CSRF header, however the cookie got there', async () => {
    const trader = await signedInStaff(testApp.app, db(), 'trader');
    const response = await trader.client.post(
      `/api/backoffice/markets/${marketPath()}/suspend`,
      {},
      {
        'x-csrf-token': '',
      },
    );
    expect(response.statusCode).toBe(403);
    expect(errorBodySchema.parse(response.json()).code).toBe('csrf_token_invalid');
  });
});

describe('staff sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie scoped to the back-office API and logs the steps', async () => {
    const trader = await signedInStaff(testApp.app, db(), 'trader', { secondFactor: false });
    const again = createTestClient(testApp.app);
    const response = await again.post('/api/backoffice/auth/sign-in', {
      email: trader.email,
      password: trader.password,
    });
    const cookie = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/backoffice' });
    expect(response.json()).toMatchObject({ second_factor: false, permissions: [] });
    const code = await again.post('/api/backoffice/auth/second-factor', {
      code: totpCode(trader.secret, new Date()),
    });
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json()).toMatchObject({ role: 'trader', second_factor: true });
    expect(await lastAuditRow()).toMatchObject({
      action: 'staff.second_factor',
      outcome: 'done',
      actor: trader.email,
    });
  });

  it('accepts a TOTP code once and refuses a wrong one and a wrong password, each logged', async () => {
    // The replay sends the very code the sign-in used: one made from a second clock reading could fall in the
    // next 30-second step, a new code the server rightly accepts.
    const now = new Date();
    const trader = await signedInStaff(testApp.app, db(), 'trader', { now });
    const replay = createTestClient(testApp.app);
    await replay.post('/api/backoffice/auth/sign-in', { email: trader.email, password: trader.password });
    const route = [
      'POST',
      '/api/backoffice/auth/second-factor',
      { code: totpCode(trader.secret, now) },
      'none',
    ] as const;
    await expectRefusedAndLogged(replay, route, 401, 'second_factor_invalid', trader.email);
    const wrong = ['POST', '/api/backoffice/auth/second-factor', { code: '000000' }, 'none'] as const;
    await expectRefusedAndLogged(replay, wrong, 401, 'second_factor_invalid', trader.email);
    const badPassword = [
      'POST',
      '/api/backoffice/auth/sign-in',
      { email: trader.email, password: 'nope' },
      'none',
    ] as const;
    await expectRefusedAndLogged(
      createTestClient(testApp.app),
      badPassword,
      401,
      'staff_sign_in_failed',
      'anonymous',
    );
    expect((await lastAuditRow())?.target).toBe(trader.email);
  });
});

/** The Players routes (ADR 038) with a valid body each, and the permission each needs. */
const playerRoutes = (playerId: number) =>
  [
    ['GET', '/api/backoffice/players?q=a', undefined, 'players.read'],
    ['GET', `/api/backoffice/players/${playerId}`, undefined, 'players.read'],
    ['GET', `/api/backoffice/players/${playerId}/transactions`, undefined, 'players.read'],
    ['GET', `/api/backoffice/players/${playerId}/bets`, undefined, 'players.read'],
    ['GET', '/api/backoffice/players/adjustments', undefined, 'players.read'],
    ['GET', '/api/backoffice/players/grantable-campaigns', undefined, 'players.read'],
    ['POST', `/api/backoffice/players/${playerId}/block`, { reason: 'fraud check' }, 'players.write'],
    ['POST', `/api/backoffice/players/${playerId}/unblock`, { reason: 'fraud check' }, 'players.write'],
    [
      'POST',
      `/api/backoffice/players/${playerId}/exclusion`,
      { limit: { type: 'coolingoff', days: 1 }, reason: 'asked by phone' },
      'players.write',
    ],
    ['POST', `/api/backoffice/players/${playerId}/notes`, { body: 'called' }, 'players.write'],
    [
      'POST',
      `/api/backoffice/players/${playerId}/freebets`,
      { campaign_id: 1, reason: 'goodwill' },
      'players.write',
    ],
    [
      'POST',
      `/api/backoffice/players/${playerId}/adjustments`,
      { currency: 'EUR', amount: 100, reason: 'goodwill', idempotency_key: 'access-test-key' },
      'players.adjust',
    ],
    ['POST', '/api/backoffice/players/adjustments/1/approve', {}, 'players.adjust'],
    ['POST', '/api/backoffice/players/adjustments/1/decline', {}, 'players.adjust'],
  ] as const;

describe('who may call the Players routes', () => {
  it('refuses a visitor, a player session and a missing second factor with 401 on every route, changing nothing', async () => {
    const { client: player, playerId } = await createSignedInPlayer(testApp.app, db());
    const halfway = await signedInStaff(testApp.app, db(), 'support', { secondFactor: false });
    const visitor = createTestClient(testApp.app);
    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    for (const route of playerRoutes(playerId)) {
      await expectRefusedAndLogged(visitor, route, 401, 'backoffice_unauthorized', 'anonymous');
      await expectRefusedAndLogged(player, route, 401, 'backoffice_unauthorized', 'anonymous');
      await expectRefusedAndLogged(halfway.client, route, 401, 'second_factor_required', halfway.email);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every role without the route’s permission with 403 and lets the others through', async () => {
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    for (const role of STAFF_ROLES) {
      const member = await signedInStaff(testApp.app, db(), role);
      for (const route of playerRoutes(playerId)) {
        const [method, url, body, permission] = route;
        if (roleMay(role, permission)) {
          const response = await member.client.request(method, url, body);
          expect(response.statusCode, `${role} ${method} ${url}`).not.toBe(403);
          expect(response.statusCode, `${role} ${method} ${url}`).not.toBe(401);
        } else {
          const snapshot = await stateOutsideAudit();
          const before = await snapshot();
          await expectRefusedAndLogged(member.client, route, 403, 'backoffice_forbidden', member.email);
          expect(await snapshot()).toEqual(before);
        }
      }
    }
    expect(roleMay('regulator', 'players.read')).toBe(true);
    expect(roleMay('regulator', 'players.write') || roleMay('regulator', 'players.adjust')).toBe(false);
  });
});
