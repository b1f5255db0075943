import { describe, expect, it } from 'vitest';
import { METHOD_DEPOSIT_MAX, maxDeposit, PAYMENT_METHODS } from './deposits';
import { CURRENCIES, isWithinLedgerLimit, LEDGER_LIMIT } from './money';

describe('deposit maxima', () => {
  it('give every currency a positive maximum far inside the ledger limit', () => {
    for (const currency of CURRENCIES) {
      expect(Number.isSafeInteger(currency.maxDeposit), currency.code).toBe(true);
      expect(currency.maxDeposit, currency.code).toBeGreaterThan(0);
      // Ten thousand deposits at the maximum still fit one account (the deposits clearing account).
      expect(currency.maxDeposit * 10_000, currency.code).toBeLessThanOrEqual(LEDGER_LIMIT);
    }
  });

  it('cap a method only in known currencies and only below the currency maximum', () => {
    const codes = new Set(CURRENCIES.map((c) => c.code));
    for (const [method, caps] of Object.entries(METHOD_DEPOSIT_MAX)) {
      for (const [code, cap] of Object.entries(caps ?? {})) {
        expect(codes.has(code), `${method} ${code}`).toBe(true);
        expect(cap, `${method} ${code}`).toBeLessThan(
          CURRENCIES.find((c) => c.code === code)?.maxDeposit ?? 0,
        );
      }
    }
  });

  it('answer the lower of the currency and the method maximum', () => {
    expect(maxDeposit('EUR', 'card')).toBe(1_000_000);
    expect(maxDeposit('EUR', 'e_wallet')).toBe(500_000);
    expect(maxDeposit('EUR', 'bank_transfer')).toBe(5_000_000);
    expect(maxDeposit('EUR', 'test')).toBe(5_000_000);
    expect(maxDeposit('btc', 'crypto')).toBe(100_000_000);
    expect(maxDeposit('XYZ', 'card')).toBeUndefined();
    for (const currency of CURRENCIES) {
      for (const method of PAYMENT_METHODS) {
        expect(maxDeposit(currency.code, method)).toBeLessThanOrEqual(currency.maxDeposit);
      }
    }
  });
});

describe('ledger limit', () => {
  it('keeps a balance plus an amount exact in a JS number', () => {
    expect(Number.isSafeInteger(2 * LEDGER_LIMIT)).toBe(true);
    expect(isWithinLedgerLimit(LEDGER_LIMIT)).toBe(true);
    expect(isWithinLedgerLimit(-LEDGER_LIMIT)).toBe(true);
    expect(isWithinLedgerLimit(LEDGER_LIMIT + 1)).toBe(false);
    expect(isWithinLedgerLimit(-LEDGER_LIMIT - 1)).toBe(false);
    expect(isWithinLedgerLimit(Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isWithinLedgerLimit(0.5)).toBe(false);
  });
});
