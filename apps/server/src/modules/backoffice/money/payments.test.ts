import { utcDay } from '@sportsbook/domain/reports';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/backoffice';
import { ledgerTransactions, withdrawals } from '../../../db/schema/wallet';
import { testConfig, useTestApp } from '../../../testing/test-app';
import { backofficeClient } from '../../bonuses/testing';
import { createSignedInPlayer, type TestClient } from '../../players/testing';
import { auditLedger, HEALTHY_LEDGER } from '../../wallet/ledger-audit';
import { backofficeAudit, signedInStaff } from '../testing';

// Payments in the back office (ADR 039): the queue, deposit history, and finance's decisions, each audited.
const testApp = useTestApp({ config: testConfig({ WITHDRAWAL_AUTO_APPROVE_MS: '0' }) });
const db = () => testApp.database.db;
const { lastAuditRow, stateOutsideAudit, expectRefusedAndLogged } = backofficeAudit(db);

const newPlayer = (balance: number) => createSignedInPlayer(testApp.app, db(), { balance });

async function requestWithdrawal(player: TestClient, amount: number): Promise<number> {
  const response = await player.post('/api/platform/payments/withdrawals', {
    amount,
    currency: 'EUR',
    method: 'card',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().withdrawal.id as number;
}

const balanceOf = async (player: TestClient) =>
  (await player.get('/api/platform/player/accounts')).json()[0].balance as number;

const payoutPostings = (id: number) =>
  db()
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, `withdrawal:${id}:payout`));

describe('the withdrawal queue', () => {
  it('lists pending withdrawals first, oldest first, then the rest newest first, with filters and pages', async () => {
    const finance = await signedInStaff(testApp.app, db(), 'finance');
    const { client: player, playerId } = await newPlayer(10_000);
    // The UTC days before and after the requests bound the days they fall on, midnight or not.
    const dayBefore = utcDay(new Date());
    const first = await requestWithdrawal(player, 100);
    const decided = await requestWithdrawal(player, 200);
    const second = await requestWithdrawal(player, 300);
    await player.post(`/api/platform/payments/withdrawals/${decided}/cancel`);

    const queue = await finance.client.get(`/api/backoffice/withdrawals?player_id=${playerId}`);
    expect(queue.statusCode, queue.body).toBe(200);
    const page = queue.json();
    expect(page.items.map((w: { id: number; status: string }) => [w.id, w.status])).toEqual([
      [first, 'pending'],
      [second, 'pending'],
      [decided, 'cancelled'],
    ]);
    expect(page.items[0]).toMatchObject({ player_id: playerId, amount: 100, currency: 'EUR' });
    expect(page.items[0].player_email).toMatch(/@example\.com$/);
    expect(page).toMatchObject({ total: 3, page: 1, limit: 50 });

    const pending = (
      await finance.client.get(`/api/backoffice/withdrawals?player_id=${playerId}&status=pending`)
    ).json();
    expect(pending.items.map((w: { id: number }) => w.id)).toEqual([first, second]);
    const second_page = (
      await finance.client.get(`/api/backoffice/withdrawals?player_id=${playerId}&limit=2&page=2`)
    ).json();
    expect(second_page).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second_page.items.map((w: { id: number }) => w.id)).toEqual([decided]);

    const dayAfter = utcDay(new Date());
    const inRange = (
      await finance.client.get(
        `/api/backoffice/withdrawals?player_id=${playerId}&from=${dayBefore}&to=${dayAfter}`,
      )
    ).json();
    expect(inRange.total).toBe(3);
    const before = (
      await finance.client.get(`/api/backoffice/withdrawals?player_id=${playerId}&to=2020-01-01`)
    ).json();
    expect(before).toMatchObject({ total: 0, items: [] });
  });

  it("lists a player's deposits and everyone's, newest first", async () => {
    const regulator = await signedInStaff(testApp.app, db(), 'regulator');
    const { client: player, playerId } = await newPlayer(0);
    for (const amount of [1_000, 1_013]) {
      const deposit = await player.post('/api/platform/payments/deposits', {
        amount,
        currency: 'EUR',
        method: 'card',
      });
      expect(deposit.statusCode, deposit.body).toBe(200);
    }
    const own = (await regulator.client.get(`/api/backoffice/deposits?player_id=${playerId}`)).json();
    expect(own.items.map((d: { amount: number; status: string }) => [d.amount, d.status])).toEqual([
      [1_013, 'declined'],
      [1_000, 'paid'],
    ]);
    const declined = (
      await regulator.client.get(`/api/backoffice/deposits?player_id=${playerId}&status=declined`)
    ).json();
    expect(declined.total).toBe(1);
    const everyone = (await regulator.client.get('/api/backoffice/deposits?limit=100')).json();
    expect(everyone.total).toBeGreaterThanOrEqual(2);
    expect(everyone.items[0].id).toBeGreaterThan(everyone.items[1].id);
  });
});

describe('finance decides withdrawals', () => {
  it('approves once: the provider pays out, a second approval is refused and logged, one payout posted', async () => {
    const finance = await signedInStaff(testApp.app, db(), 'finance');
    const { client: player } = await newPlayer(10_000);
    const id = await requestWithdrawal(player, 2_500);
    const approve = () =>
      finance.client.post(`/api/backoffice/withdrawals/${id}/approve`, { reason: 'checks passed' });

    const answers = await Promise.all([approve(), approve()]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const done = answers.find((a) => a.statusCode === 200)?.json();
    expect(done).toMatchObject({ withdrawal: { id, status: 'paid' }, account: { balance: 7_500 } });
    expect(await payoutPostings(id)).toHaveLength(1);

    const [row] = await db().select().from(auditLog).where(eq(auditLog.id, done.audit_id));
    expect(row).toMatchObject({
      action: 'withdrawal.approve',
      target: `withdrawal:${id}`,
      outcome: 'done',
      actor: finance.email,
      role: 'finance',
      reason: 'checks passed',
      before: { id, status: 'pending' },
      after: { id, status: 'approved' },
    });
    await expectRefusedAndLogged(
      finance.client,
      ['POST', `/api/backoffice/withdrawals/${id}/approve`, {}],
      409,
      'withdrawal_not_movable',
      finance.email,
    );
    expect(await payoutPostings(id)).toHaveLength(1);
    expect(await balanceOf(player)).toBe(7_500);
    expect(await auditLedger(db())).toEqual(HEALTHY_LEDGER);
    const verified = await finance.client.post('/api/backoffice/audit-log/verify', {});
    expect(verified.json()).toMatchObject({ ok: true });
  });

  it('declines with a reason: the money comes back, the ledger stays balanced, the reason is logged', async () => {
    const finance = await signedInStaff(testApp.app, db(), 'finance');
    const { client: player } = await newPlayer(10_000);
    const id = await requestWithdrawal(player, 4_000);
    expect(await balanceOf(player)).toBe(6_000);
    const declined = await finance.client.post(`/api/backoffice/withdrawals/${id}/decline`, {
      reason: 'Name does not match the card',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      withdrawal: { id, status: 'declined', failure_reason: 'Name does not match the card' },
      account: { balance: 10_000 },
    });
    expect(await balanceOf(player)).toBe(10_000);
    expect(await lastAuditRow()).toMatchObject({
      id: declined.json().audit_id,
      action: 'withdrawal.decline',
      reason: 'Name does not match the card',
      before: { status: 'pending' },
      after: { status: 'declined' },
    });
    const history = (await player.get('/api/platform/wallet/transactions')).json();
    expect(history.items[0]).toMatchObject({ kind: 'withdrawal_return', amount: 4_000 });
    expect(await auditLedger(db())).toEqual(HEALTHY_LEDGER);
  });

  it('keeps the machine token deciding, audited as the machine', async () => {
    const { client: player } = await newPlayer(1_000);
    const id = await requestWithdrawal(player, 500);
    const approved = await backofficeClient(testApp.app).post(`/withdrawals/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ withdrawal: { status: 'paid' } });
    expect(await lastAuditRow()).toMatchObject({
      action: 'withdrawal.approve',
      actor: 'machine-token',
      outcome: 'done',
    });
  });
});

describe('who may decide, and bad input', () => {
  it('refuses a player, a session without its second factor and roles without the permission; nothing changes', async () => {
    const { client: player } = await newPlayer(5_000);
    const id = await requestWithdrawal(player, 1_000);
    const regulator = await signedInStaff(testApp.app, db(), 'regulator');
    const marketing = await signedInStaff(testApp.app, db(), 'marketing');
    const halfSignedIn = await signedInStaff(testApp.app, db(), 'finance', { secondFactor: false });
    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    const approve = `/api/backoffice/withdrawals/${id}/approve`;
    const decline = `/api/backoffice/withdrawals/${id}/decline`;
    const body = { reason: 'no' };
    for (const url of [approve, decline]) {
      await expectRefusedAndLogged(player, ['POST', url, body], 401, 'backoffice_unauthorized', 'anonymous');
      await expectRefusedAndLogged(
        halfSignedIn.client,
        ['POST', url, body],
        401,
        'second_factor_required',
        halfSignedIn.email,
      );
      await expectRefusedAndLogged(
        regulator.client,
        ['POST', url, body],
        403,
        'backoffice_forbidden',
        regulator.email,
      );
    }
    for (const url of ['/api/backoffice/withdrawals', '/api/backoffice/deposits', approve]) {
      await expectRefusedAndLogged(
        marketing.client,
        [url === approve ? 'POST' : 'GET', url, body],
        403,
        'backoffice_forbidden',
        marketing.email,
      );
    }
    expect(await snapshot()).toEqual(before);
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.status).toBe('pending');
  });

  it('refuses bad input with 400 and an unknown withdrawal with 404, changes nothing and logs each', async () => {
    const finance = await signedInStaff(testApp.app, db(), 'finance');
    const { client: player } = await newPlayer(5_000);
    const id = await requestWithdrawal(player, 1_000);
    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    const bad: [method: 'GET' | 'POST', url: string, body: unknown][] = [
      ['GET', '/api/backoffice/withdrawals?status=lost', undefined],
      ['GET', '/api/backoffice/withdrawals?limit=0', undefined],
      ['GET', '/api/backoffice/withdrawals?limit=101', undefined],
      ['GET', '/api/backoffice/withdrawals?from=2026-02-30', undefined],
      ['GET', '/api/backoffice/withdrawals?from=2026-03-02&to=2026-03-01', undefined],
      ['GET', '/api/backoffice/withdrawals?from=0000-01-01', undefined],
      ['GET', '/api/backoffice/deposits?to=9999-12-31', undefined],
      ['GET', '/api/backoffice/deposits?player_id=0', undefined],
      ['POST', `/api/backoffice/withdrawals/${id}/decline`, {}],
      ['POST', `/api/backoffice/withdrawals/${id}/decline`, { reason: '   ' }],
      ['POST', `/api/backoffice/withdrawals/${id}/approve`, { reason: 'x'.repeat(501) }],
      ['POST', '/api/backoffice/withdrawals/abc/approve', {}],
    ];
    for (const [method, url, body] of bad) {
      await expectRefusedAndLogged(finance.client, [method, url, body], 400, 'bad_request', finance.email);
    }
    await expectRefusedAndLogged(
      finance.client,
      ['POST', '/api/backoffice/withdrawals/2000000000/approve', {}],
      404,
      'not_found',
      finance.email,
    );
    expect(await snapshot()).toEqual(before);
    const refusals = await db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.actor, finance.email), like(auditLog.action, 'withdrawal.%')));
    expect(refusals.length).toBeGreaterThanOrEqual(4);
  });
});
