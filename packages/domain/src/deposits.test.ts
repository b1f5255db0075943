import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_STEP_FACTORS,
  depositAmountCheck,
  depositSteps,
  METHOD_DEPOSIT_MAX,
  maxDeposit,
  minDeposit,
  PAYMENT_METHODS,
} from './deposits';
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

describe('deposit minima', () => {
  it('give every currency a positive minimum of about 1 EUR, far below every maximum of its methods', () => {
    for (const currency of CURRENCIES) {
      expect(Number.isSafeInteger(currency.minDeposit), currency.code).toBe(true);
      expect(currency.minDeposit, currency.code).toBeGreaterThan(0);
      // The same ratio as the maxima (about 50,000 EUR), within a factor of two either way.
      const ratio = currency.maxDeposit / currency.minDeposit;
      expect(ratio, currency.code).toBeGreaterThanOrEqual(25_000);
      expect(ratio, currency.code).toBeLessThanOrEqual(100_000);
      for (const method of PAYMENT_METHODS) {
        expect(currency.minDeposit * 100, `${currency.code} ${method}`).toBeLessThanOrEqual(
          maxDeposit(currency.code, method) ?? 0,
        );
      }
    }
  });

  it('answer the currency minimum, case-insensitively, and nothing for an unknown currency', () => {
    expect(minDeposit('EUR')).toBe(100);
    expect(minDeposit('gbp')).toBe(100);
    expect(minDeposit('JPY')).toBe(150);
    expect(minDeposit('BTC')).toBe(2_000);
    expect(minDeposit('USDT')).toBe(1_000_000);
    expect(minDeposit('XYZ')).toBeUndefined();
  });

  it('place an amount below the minimum, above the method maximum, or within both bounds', () => {
    expect(depositAmountCheck(99, 'EUR', 'card')).toBe('below_min');
    expect(depositAmountCheck(100, 'EUR', 'card')).toBe('ok');
    expect(depositAmountCheck(1_000_000, 'EUR', 'card')).toBe('ok');
    expect(depositAmountCheck(1_000_001, 'EUR', 'card')).toBe('above_max');
    expect(depositAmountCheck(1_000_001, 'EUR', 'bank_transfer')).toBe('ok');
    expect(depositAmountCheck(1_999, 'BTC', 'crypto')).toBe('below_min');
  });
});

describe('deposit amount steps', () => {
  it('offer 10, 20, 50 and 100 times the minimum: 10 to 100 EUR, 1,500 to 15,000 JPY, 0.0002 to 0.002 BTC', () => {
    expect(depositSteps('EUR', 'card')).toEqual([1_000, 2_000, 5_000, 10_000]);
    expect(depositSteps('JPY', 'card')).toEqual([1_500, 3_000, 7_500, 15_000]);
    expect(depositSteps('BTC', 'crypto')).toEqual([20_000, 40_000, 100_000, 200_000]);
    expect(depositSteps('XYZ', 'card')).toEqual([]);
  });

  it('give every currency and method ascending steps within its minimum and maximum', () => {
    for (const currency of CURRENCIES) {
      for (const method of PAYMENT_METHODS) {
        const steps = depositSteps(currency.code, method);
        expect(steps, `${currency.code} ${method}`).toHaveLength(DEPOSIT_STEP_FACTORS.length);
        expect([...steps].sort((a, b) => a - b)).toEqual(steps);
        for (const step of steps) expect(depositAmountCheck(step, currency.code, method)).toBe('ok');
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
