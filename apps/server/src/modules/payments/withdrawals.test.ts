import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransactions, withdrawals } from '../../db/schema/wallet';
import { testConfig, useTestApp } from '../../testing/test-app';
import { backofficeClient, giveFreebet } from '../bonuses/testing';
import { createSignedInPlayer } from '../players/testing';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';

// The demo approval is off here: each test decides the withdrawals itself.
const testApp = useTestApp({ config: testConfig({ WITHDRAWAL_AUTO_APPROVE_MS: '0' }) });

const newPlayer = (balance: number) => createSignedInPlayer(testApp.app, testApp.database.db, { balance });

const balanceOf = async (client: Awaited<ReturnType<typeof newPlayer>>['client']) =>
  (await client.get('/api/platform/player/accounts')).json()[0].balance as number;

async function pendingAccountBalance(): Promise<number> {
  const rows = await testApp.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'withdrawals_pending'), eq(ledgerAccounts.currency, 'EUR')));
  return rows.reduce((sum, row) => sum + row.balance, 0);
}

const withdrawalCount = async (playerId: number) => {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(withdrawals)
    .where(eq(withdrawals.playerId, playerId));
  return row?.n ?? 0;
};

const request = (amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  currency: 'EUR',
  method: 'card',
  ...extra,
});

describe('withdrawals', () => {
  it('debits a request into pending, shows it in transactions, and a cancel returns the money', async () => {
    const { client } = await newPlayer(10_000);
    const requested = await client.post('/api/platform/payments/withdrawals', request(2_500));
    expect(requested.statusCode).toBe(200);
    const { withdrawal, account } = requested.json();
    expect(withdrawal).toMatchObject({ status: 'pending', amount: 2_500, currency: 'EUR', method: 'card' });
    expect(account).toEqual({ currency: 'EUR', balance: 7_500 });
    expect(await balanceOf(client)).toBe(7_500);
    const history = (await client.get('/api/platform/wallet/transactions')).json();
    expect(history.items[0]).toMatchObject({ kind: 'withdrawal', amount: -2_500, balance_after: 7_500 });
    const listed = (await client.get('/api/platform/payments/withdrawals')).json();
    expect(listed.items).toEqual([withdrawal]);

    const cancelled = await client.post(`/api/platform/payments/withdrawals/${withdrawal.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      withdrawal: { id: withdrawal.id, status: 'cancelled' },
      account: { balance: 10_000 },
    });
    const after = (await client.get('/api/platform/wallet/transactions')).json();
    expect(after.items[0]).toMatchObject({ kind: 'withdrawal_return', amount: 2_500, balance_after: 10_000 });

    const again = await client.post(`/api/platform/payments/withdrawals/${withdrawal.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'withdrawal_not_movable' });
    expect(await balanceOf(client)).toBe(10_000);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('answers a retried request with the same idempotency key once, and refuses the key for another amount', async () => {
    const { client, playerId } = await newPlayer(10_000);
    const body = request(1_000, { idempotency_key: 'withdraw-key-1' });
    const first = await client.post('/api/platform/payments/withdrawals', body);
    const second = await client.post('/api/platform/payments/withdrawals', body);
    expect(second.statusCode).toBe(200);
    expect(second.json().withdrawal).toEqual(first.json().withdrawal);
    expect(await balanceOf(client)).toBe(9_000);
    const other = await client.post('/api/platform/payments/withdrawals', { ...body, amount: 2_000 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotency_conflict' });
    expect(await withdrawalCount(playerId)).toBe(1);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const { client, playerId } = await newPlayer(5_000);
    const cases: [unknown, number, string | number][] = [
      [request(0), 400, 'bad_request'],
      [request(10.5), 400, 'bad_request'],
      [{ ...request(100), currency: 'XXX' }, 400, 'unknown_currency'],
      [{ ...request(100), method: 'crypto' }, 400, 'payment_method_unavailable'],
      [request(100, { idempotency_key: 'no' }), 400, 'bad_request'],
      [request(5_001), 409, 'withdrawal_insufficient_funds'],
      // More than any balance holds (the ledger refused it with a 500 before).
      [request(LEDGER_LIMIT + 1), 409, 'withdrawal_insufficient_funds'],
    ];
    for (const [body, status, code] of cases) {
      const response = await client.post('/api/platform/payments/withdrawals', body);
      expect({ body, status: response.statusCode }).toEqual({ body, status });
      expect(response.json().code).toBe(code);
    }
    const tooMuch = await client.post('/api/platform/payments/withdrawals', request(5_001));
    expect(tooMuch.json().data.details).toMatchObject({ withdrawable: 5_000, currency: 'EUR' });
    expect(await withdrawalCount(playerId)).toBe(0);
    expect(await balanceOf(client)).toBe(5_000);

    const stranger = await newPlayer(1_000);
    const own = (await client.post('/api/platform/payments/withdrawals', request(100))).json().withdrawal;
    const foreign = await stranger.client.post(`/api/platform/payments/withdrawals/${own.id}/cancel`);
    expect(foreign.statusCode).toBe(404);
    expect((await stranger.client.get('/api/platform/payments/withdrawals')).json().items).toEqual([]);
    const unknown = await client.post('/api/platform/payments/withdrawals/99999999/cancel');
    expect(unknown.statusCode).toBe(404);
    const badId = await client.post('/api/platform/payments/withdrawals/abc/cancel');
    expect(badId.statusCode).toBe(400);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('never lets bonus money leave: a freebet is not withdrawable', async () => {
    const { client, playerId } = await newPlayer(1_000);
    await giveFreebet(testApp.database.db, playerId, { amount: 5_000 });
    const response = await client.post('/api/platform/payments/withdrawals', request(1_001));
    expect(response.statusCode).toBe(409);
    expect(response.json().data.details).toMatchObject({ withdrawable: 1_000 });
    expect((await client.post('/api/platform/payments/withdrawals', request(1_000))).statusCode).toBe(200);
    expect(await balanceOf(client)).toBe(0);
  });

  it('refuses a player before sign-in', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/platform/payments/withdrawals' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the operator decides withdrawals', () => {
  const operator = () => backofficeClient(testApp.app);

  it('needs the bearer token', async () => {
    const { client } = await newPlayer(1_000);
    const { withdrawal } = (await client.post('/api/platform/payments/withdrawals', request(100))).json();
    const refused = await backofficeClient(testApp.app, 'wrong-token').post(
      `/withdrawals/${withdrawal.id}/approve`,
    );
    expect(refused.statusCode).toBe(401);
    expect(await balanceOf(client)).toBe(900);
  });

  it('approves and pays out through the provider; the player can no longer cancel', async () => {
    const pendingBefore = await pendingAccountBalance();
    const { client } = await newPlayer(10_000);
    const { withdrawal } = (await client.post('/api/platform/payments/withdrawals', request(3_000))).json();
    expect(await pendingAccountBalance()).toBe(pendingBefore + 3_000);
    const approved = await operator().post(`/withdrawals/${withdrawal.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ withdrawal: { status: 'paid' }, account: { balance: 7_000 } });
    expect(await pendingAccountBalance()).toBe(pendingBefore);
    const [payout] = await testApp.database.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `withdrawal:${withdrawal.id}:payout`));
    expect(payout?.kind).toBe('withdrawal_payout');
    const cancel = await client.post(`/api/platform/payments/withdrawals/${withdrawal.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    const twice = await operator().post(`/withdrawals/${withdrawal.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(await balanceOf(client)).toBe(7_000);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('returns the money when the operator or the provider declines', async () => {
    const { client } = await newPlayer(10_000);
    const first = (await client.post('/api/platform/payments/withdrawals', request(2_000))).json().withdrawal;
    const noReason = await operator().post(`/withdrawals/${first.id}/decline`, {});
    expect(noReason.statusCode).toBe(400);
    const declined = await operator().post(`/withdrawals/${first.id}/decline`, { reason: 'Checks failed' });
    expect(declined.json()).toMatchObject({
      withdrawal: { status: 'declined', failure_reason: 'Checks failed' },
      account: { balance: 10_000 },
    });
    // The simulator refuses payouts ending in .13.
    const second = (await client.post('/api/platform/payments/withdrawals', request(1_013))).json()
      .withdrawal;
    const refused = await operator().post(`/withdrawals/${second.id}/approve`);
    expect(refused.json()).toMatchObject({
      withdrawal: { status: 'declined', failure_reason: 'Payout refused by the bank' },
      account: { balance: 10_000 },
    });
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });
});

describe('withdrawals under concurrency', () => {
  it('parallel withdrawals never exceed the withdrawable balance', async () => {
    const { client, playerId } = await newPlayer(1_000);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        client.post(
          '/api/platform/payments/withdrawals',
          request(150, { idempotency_key: `parallel-${i}-key` }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await balanceOf(client)).toBe(100);
    expect(await withdrawalCount(playerId)).toBe(6);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });
});
