import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/env';
import { systemClock } from '../../core/clock';
import { ledgerAccounts, ledgerTransactions, payments } from '../../db/schema/wallet';
import { createPlatformContext } from '../../platform/context';
import type { PaymentProvider } from '../../platform/payment-provider';
import { recordPlayerEvents } from '../../testing/player-events';
import { useTestApp } from '../../testing/test-app';
import { createOutboxMailer } from '../mail/mailer';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { postLedgerTransaction } from '../wallet/ledger';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { createSimulatedPaymentProvider } from './provider';
import { completeDeposit, NOT_CREDITED_REASON } from './service';

const { publishToPlayer, ofType } = recordPlayerEvents();
const config = loadConfig({ LOG_LEVEL: 'silent' });

/** Payment ids whose decision the simulator delivered (after its delay) and the app finished handling. */
const deliveredBySimulator: number[] = [];
const simulator = createSimulatedPaymentProvider({ pendingDelayMs: 50 });
const paymentProvider: PaymentProvider = {
  ...simulator,
  onSettled(listener) {
    simulator.onSettled(async (paymentId, decision, reason) => {
      try {
        await listener(paymentId, decision, reason);
      } finally {
        deliveredBySimulator.push(paymentId);
      }
    });
  },
};

const testApp = useTestApp({
  config,
  dependencies: { publishToPlayer, platform: { paymentProvider } },
});

// The balance events a player was sent (notifications of deposits are the notifications module's tests).
const eventsOf = (playerId: number) => ofType(playerId, 'balance_changed');

const waitFor = <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
  vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value)) throw new Error('condition not reached');
      return value;
    },
    // A bound for a hang, not a target: two full test runs side by side kept a 50 ms approval waiting over 5 s.
    { timeout: 30_000, interval: 20 },
  );

describe('deposits through the simulated provider', () => {
  it('credits an approved deposit, publishes balance_changed and lists it in the history', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 1_000,
    });
    const response = await client.post('/api/platform/payments/deposits', {
      amount: 2_550,
      currency: 'EUR',
      method: 'card',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: 'success',
      payment: { status: 'paid', amount: 2_550, currency: 'EUR', method: 'card', failure_reason: null },
      account: { currency: 'EUR', balance: 3_550 },
    });
    expect(eventsOf(playerId)).toEqual([
      { type: 'balance_changed', data: { currency: 'EUR', balance: 3_550 } },
    ]);
    const history = (await client.get('/api/platform/wallet/transactions')).json();
    expect(history.items[0]).toMatchObject({
      kind: 'deposit',
      amount: 2_550,
      balance_after: 3_550,
      currency: 'EUR',
    });
    expect(history.items[0].reference).toBe(`payment:${response.json().payment.id}`);
  });

  it('declines an amount ending in .13 and leaves the balance alone', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const response = await client.post('/api/platform/payments/deposits', {
      amount: 1_013,
      currency: 'EUR',
      method: 'card',
    });
    expect(response.json()).toMatchObject({
      result: 'error',
      payment: { status: 'declined', failure_reason: 'Card declined by the issuer' },
      account: { balance: 0 },
    });
    expect(eventsOf(playerId)).toEqual([]);
  });

  it('keeps an amount ending in .77 pending, then credits it when the provider approves', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const response = await client.post('/api/platform/payments/deposits', {
      amount: 4_077,
      currency: 'EUR',
      method: 'pix',
    });
    expect(response.json()).toMatchObject({
      result: 'pending',
      payment: { status: 'initial' },
      account: { balance: 0 },
    });
    const id = response.json().payment.id;
    const payment = await waitFor(
      async () => (await client.get(`/api/platform/payments/${id}`)).json(),
      (p) => p.status === 'paid',
    );
    expect(payment.amount).toBe(4_077);
    expect((await client.get('/api/platform/player/accounts')).json()[0]).toEqual({
      currency: 'EUR',
      balance: 4_077,
      active: true,
    });
  });

  it('applies the .13 rule in major units for crypto too', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, { currency: 'BTC' });
    const declined = await client.post('/api/platform/payments/deposits', {
      amount: 13_000_000,
      currency: 'BTC',
      method: 'crypto',
    });
    expect(declined.json().result).toBe('error');
    const paid = await client.post('/api/platform/payments/deposits', {
      amount: 13_000_001,
      currency: 'BTC',
      method: 'crypto',
    });
    expect(paid.json()).toMatchObject({
      result: 'success',
      account: { currency: 'BTC', balance: 13_000_001 },
    });
  });

  it('answers a retried request with the same idempotency key with the first payment', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const body = { amount: 5_000, currency: 'EUR', method: 'card', idempotency_key: 'retry-key-0001' };
    const first = await client.post('/api/platform/payments/deposits', body);
    const second = await client.post('/api/platform/payments/deposits', body);
    expect(second.json().payment.id).toBe(first.json().payment.id);
    expect(second.json().account.balance).toBe(5_000);
    const conflict = await client.post('/api/platform/payments/deposits', { ...body, amount: 6_000 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('idempotency_conflict');
  });

  it.each([
    ['before the provider was asked', null],
    ['after the provider approved, before the crediting', 'sim-approved-then-killed'],
  ])(
    'finishes, on a retry with the same key, a deposit a crash stopped %s',
    async (_when, providerReference) => {
      const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
      // What a process killed between recording the payment and asking the provider leaves (found by the chaos run).
      const now = new Date();
      const [left] = await testApp.database.db
        .insert(payments)
        .values({
          playerId,
          method: 'card',
          amount: 4_000,
          currency: 'EUR',
          status: 'initial',
          providerReference,
          idempotencyKey: 'crashed-key-0001',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: payments.id });
      const body = { amount: 4_000, currency: 'EUR', method: 'card', idempotency_key: 'crashed-key-0001' };
      const retried = await client.post('/api/platform/payments/deposits', body);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({
        result: 'success',
        payment: { id: left?.id, status: 'paid' },
        account: { balance: 4_000 },
      });
      const again = await client.post('/api/platform/payments/deposits', body);
      expect(again.json()).toMatchObject({
        payment: { id: left?.id, status: 'paid' },
        account: { balance: 4_000 },
      });
      const postings = await testApp.database.db
        .select({ n: count() })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, `payment:${left?.id}`));
      expect(postings[0]?.n).toBe(1);
    },
  );

  it('pays a deposit once when the provider reports it again', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const response = await client.post('/api/platform/payments/deposits', {
      amount: 777,
      currency: 'EUR',
      method: 'card',
    });
    const id = response.json().payment.id;
    const platform = createPlatformContext(config, testApp.database.db, {
      clock: systemClock,
      mailer: createOutboxMailer(testApp.database.db, systemClock),
      paymentProvider: createSimulatedPaymentProvider(),
      publishToPlayer,
    });
    await completeDeposit(platform, id);
    await completeDeposit(platform, id);
    await waitFor(
      async () => (await client.get(`/api/platform/payments/${id}`)).json(),
      (p) => p.status === 'paid',
    );
    // The simulator's own approval arrives too, and changes nothing.
    await vi.waitFor(() => expect(deliveredBySimulator).toContain(id), { timeout: 5_000 });
    expect((await client.get('/api/platform/player/accounts')).json()[0].balance).toBe(777);
    expect((await client.get('/api/platform/wallet/transactions')).json().total).toBe(1);
    expect(eventsOf(playerId).length).toBe(1);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });
});

describe('deposit refusals', () => {
  it.each([
    [{ amount: 0, currency: 'EUR', method: 'card' }, 'body.amount'],
    [{ amount: -5, currency: 'EUR', method: 'card' }, 'body.amount'],
    [{ amount: 10.5, currency: 'EUR', method: 'card' }, 'body.amount'],
    [{ amount: '100', currency: 'EUR', method: 'card' }, 'body.amount'],
    [{ amount: 100, currency: 'EUR', method: 'cheque' }, 'body.method'],
    [{ amount: 100, method: 'card' }, 'body.currency'],
    [{ amount: 100, currency: 'EUR', method: 'card', idempotency_key: 'short' }, 'body.idempotency_key'],
  ])('refuses %j with 400', async (body, field) => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const response = await client.post('/api/platform/payments/deposits', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('refuses an unknown currency, a method that does not fit it, and a visitor', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const unknown = await client.post('/api/platform/payments/deposits', {
      amount: 100,
      currency: 'XYZ',
      method: 'card',
    });
    expect(unknown.json().code).toBe('unknown_currency');
    const cryptoForEuro = await client.post('/api/platform/payments/deposits', {
      amount: 100,
      currency: 'EUR',
      method: 'crypto',
    });
    expect(cryptoForEuro.statusCode).toBe(400);
    expect(cryptoForEuro.json().code).toBe('payment_method_unavailable');
    const cardForBtc = await client.post('/api/platform/payments/deposits', {
      amount: 100,
      currency: 'BTC',
      method: 'card',
    });
    expect(cardForBtc.json().code).toBe('payment_method_unavailable');
    const visitor = await createTestClient(testApp.app).post('/api/platform/payments/deposits', {
      amount: 100,
      currency: 'EUR',
      method: 'card',
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('asks for the missed profile fields first', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      completeProfile: false,
    });
    const response = await client.post('/api/platform/payments/deposits', {
      amount: 100,
      currency: 'EUR',
      method: 'card',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'profile_incomplete',
      data: { details: { auth_fields_missed: ['first_name', 'last_name', 'date_of_birth'] } },
    });
  });

  it('stops a deposit above the deposit limit, counting pending deposits', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await client.post('/api/platform/player/limits', { type: 'deposit', period: 'day', amount: 10_000 });
    expect(
      (
        await client.post('/api/platform/payments/deposits', {
          amount: 6_077,
          currency: 'EUR',
          method: 'card',
        })
      ).json().result,
    ).toBe('pending');
    const over = await client.post('/api/platform/payments/deposits', {
      amount: 4_000,
      currency: 'EUR',
      method: 'card',
    });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'deposit_limit_exceeded',
      data: { details: { type: 'deposit', period: 'day', value: 10_000, used: 6_077, remaining: 3_923 } },
    });
    const fits = await client.post('/api/platform/payments/deposits', {
      amount: 3_923,
      currency: 'EUR',
      method: 'card',
    });
    expect(fits.json().result).toBe('success');
    // A limit in another currency does not apply.
    await client.put('/api/platform/player/currency', { currency: 'USD' });
    expect(
      (
        await client.post('/api/platform/payments/deposits', {
          amount: 50_000,
          currency: 'USD',
          method: 'card',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('deposit maxima and the ledger limit', () => {
  /** What a refused deposit must leave alone: the payments, the ledger's postings and every balance. */
  async function moneyState() {
    const db = testApp.database.db;
    const [paymentRows] = await db.select({ n: count() }).from(payments);
    const [postings] = await db.select({ n: count() }).from(ledgerTransactions);
    const balances = await db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .orderBy(ledgerAccounts.id);
    return { payments: paymentRows?.n, postings: postings?.n, balances };
  }

  it('refuses 9007199254740991 and amounts just over the maximum with 400, changing nothing', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    // A first deposit, so the EUR deposits clearing account is already in use (as in the defect report).
    expect(
      (
        await client.post('/api/platform/payments/deposits', {
          amount: 5_000,
          currency: 'EUR',
          method: 'card',
        })
      ).statusCode,
    ).toBe(200);
    const before = await moneyState();

    const huge = await client.post('/api/platform/payments/deposits', {
      amount: 9_007_199_254_740_991,
      currency: 'EUR',
      method: 'card',
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({
      code: 'deposit_amount_too_large',
      message: 'The most you can deposit by card is 10000.00 EUR.',
      data: { details: { field: 'body.amount', max: 1_000_000, currency: 'EUR', method: 'card' } },
    });
    const overCard = await client.post('/api/platform/payments/deposits', {
      amount: 1_000_001,
      currency: 'EUR',
      method: 'card',
    });
    expect(overCard.statusCode).toBe(400);
    expect(overCard.json().data.details.max).toBe(1_000_000);
    // Methods without a cap of their own take the currency's maximum.
    const overCurrency = await client.post('/api/platform/payments/deposits', {
      amount: 5_000_001,
      currency: 'EUR',
      method: 'bank_transfer',
    });
    expect(overCurrency.statusCode).toBe(400);
    expect(overCurrency.json()).toMatchObject({
      code: 'deposit_amount_too_large',
      message: 'The most you can deposit by bank transfer is 50000.00 EUR.',
      data: { details: { max: 5_000_000, method: 'bank_transfer' } },
    });
    const quick = await client.post('/api/platform/payments/quick-deposit', {
      amount: 9_007_199_254_740_991,
    });
    expect(quick.statusCode).toBe(400);
    expect(quick.json().code).toBe('deposit_amount_too_large');
    // Beyond the safe integers (as JSON text: a JS number cannot even hold it) the schema refuses it.
    const unsafe = await client.post(
      '/api/platform/payments/deposits',
      '{"amount": 9007199254740993, "currency": "EUR", "method": "card"}',
      { 'content-type': 'application/json' },
    );
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().code).toBe('bad_request');
    expect(unsafe.json().data.details).toContainEqual({ field: 'body.amount', message: 'is too large' });
    expect(await moneyState()).toEqual(before);

    // Another player's ordinary deposit in the same currency, up to the card maximum, goes through.
    const other = await createSignedInPlayer(testApp.app, testApp.database.db);
    const fits = await other.client.post('/api/platform/payments/deposits', {
      amount: 1_000_000,
      currency: 'EUR',
      method: 'card',
    });
    expect(fits.statusCode).toBe(200);
    expect(fits.json()).toMatchObject({
      result: 'success',
      payment: { status: 'paid' },
      account: { balance: 1_000_000 },
    });
  });

  it('refuses an amount below the currency minimum with 400 and its details, changing nothing', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const tester = await createSignedInPlayer(testApp.app, testApp.database.db, { statuses: ['spi_test'] });
    const before = await moneyState();
    const euroCent = await client.post('/api/platform/payments/deposits', {
      amount: 99,
      currency: 'EUR',
      method: 'card',
      idempotency_key: 'below-minimum-1',
    });
    expect(euroCent.statusCode).toBe(400);
    expect(euroCent.json()).toEqual({
      code: 'deposit_amount_too_small',
      message: 'The least you can deposit is 1.00 EUR.',
      data: { details: { field: 'body.amount', min: 100, currency: 'EUR' } },
    });
    // Crypto has its own minimum (0.00002 BTC), and quick and test deposits are held to it too.
    const satoshis = await client.post('/api/platform/payments/deposits', {
      amount: 1_999,
      currency: 'BTC',
      method: 'crypto',
    });
    expect(satoshis.statusCode).toBe(400);
    expect(satoshis.json()).toMatchObject({
      code: 'deposit_amount_too_small',
      message: 'The least you can deposit is 0.00002000 BTC.',
      data: { details: { field: 'body.amount', min: 2_000, currency: 'BTC' } },
    });
    const quick = await client.post('/api/platform/payments/quick-deposit', { amount: 50, currency: 'EUR' });
    expect(quick.statusCode).toBe(400);
    expect(quick.json().data.details).toEqual({ field: 'body.amount', min: 100, currency: 'EUR' });
    const test = await tester.client.post('/api/platform/payments/test-quick-deposit', {
      amount: 1,
      currency: 'EUR',
    });
    expect(test.statusCode).toBe(400);
    expect(test.json().code).toBe('deposit_amount_too_small');
    expect(await moneyState()).toEqual(before);

    // The minimum itself is a deposit, and the refused idempotency key was never taken.
    const atMinimum = await client.post('/api/platform/payments/deposits', {
      amount: 100,
      currency: 'EUR',
      method: 'card',
      idempotency_key: 'below-minimum-1',
    });
    expect(atMinimum.statusCode).toBe(200);
    expect(atMinimum.json()).toMatchObject({ result: 'success', account: { currency: 'EUR', balance: 100 } });
  });

  it('holds the test deposit of spi_test players to the currency maximum', async () => {
    const tester = await createSignedInPlayer(testApp.app, testApp.database.db, { statuses: ['spi_test'] });
    const refused = await tester.client.post('/api/platform/payments/test-quick-deposit', {
      amount: 5_000_001,
      currency: 'EUR',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'deposit_amount_too_large',
      data: { details: { max: 5_000_000, method: 'test' } },
    });
  });

  it('declines a deposit the ledger cannot credit instead of leaving it in initial', async () => {
    // HUF only here: its deposits clearing account is brought to the edge of the ledger limit.
    const edge = await postLedgerTransaction(testApp.database.db, {
      kind: 'adjustment',
      currency: 'HUF',
      reference: 'test:huf-clearing-at-the-edge',
      entries: [
        { account: { house: 'deposits_clearing' }, amount: -(LEDGER_LIMIT - 100) },
        { account: { house: 'operator' }, amount: LEDGER_LIMIT - 100 },
      ],
    });
    expect(edge.ok).toBe(true);
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const response = await client.post('/api/platform/payments/deposits', {
      amount: 40_000,
      currency: 'HUF',
      method: 'card',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: 'error',
      payment: { status: 'declined', failure_reason: NOT_CREDITED_REASON, amount: 40_000 },
      account: { currency: 'HUF', balance: 0 },
    });
    const id = response.json().payment.id;
    expect((await client.get(`/api/platform/payments/${id}`)).json().status).toBe('declined');
    expect(
      await testApp.database.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, `payment:${id}`)),
    ).toEqual([]);
    expect(eventsOf(playerId)).toEqual([]);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });
});

describe('quick deposits', () => {
  it('uses the last paid method in the active currency', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await client.post('/api/platform/payments/deposits', {
      amount: 1_000,
      currency: 'EUR',
      method: 'bank_transfer',
    });
    const quick = await client.post('/api/platform/payments/quick-deposit', { amount: 500 });
    expect(quick.json()).toMatchObject({
      result: 'success',
      payment: { method: 'bank_transfer' },
      account: { balance: 1_500 },
    });
    expect((await client.post('/api/platform/payments/quick-deposit', { amount: 0 })).statusCode).toBe(400);
  });

  it('gives spi_test players a test deposit and refuses everyone else', async () => {
    const tester = await createSignedInPlayer(testApp.app, testApp.database.db, { statuses: ['spi_test'] });
    const test = await tester.client.post('/api/platform/payments/test-quick-deposit', {});
    expect(test.json()).toMatchObject({
      result: 'success',
      payment: { method: 'test', amount: 10_000 },
      account: { balance: 10_000 },
    });
    expect((await tester.client.get('/api/platform/wallet/transactions')).json().items[0].kind).toBe(
      'test_deposit',
    );
    const btc = await tester.client.post('/api/platform/payments/test-quick-deposit', { currency: 'BTC' });
    expect(btc.json().account).toEqual({ currency: 'BTC', balance: 100_000_000 });

    const regular = await createSignedInPlayer(testApp.app, testApp.database.db);
    const refused = await regular.client.post('/api/platform/payments/test-quick-deposit', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('test_deposit_forbidden');
  });
});

describe('payment lookup', () => {
  it('shows a player only their own payments', async () => {
    const owner = await createSignedInPlayer(testApp.app, testApp.database.db);
    const other = await createSignedInPlayer(testApp.app, testApp.database.db);
    const id = (
      await owner.client.post('/api/platform/payments/deposits', {
        amount: 100,
        currency: 'EUR',
        method: 'card',
      })
    ).json().payment.id;
    expect((await owner.client.get(`/api/platform/payments/${id}`)).statusCode).toBe(200);
    expect((await other.client.get(`/api/platform/payments/${id}`)).statusCode).toBe(404);
    expect((await other.client.get('/api/platform/payments/abc')).statusCode).toBe(400);
  });
});
