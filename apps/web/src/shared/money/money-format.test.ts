import { CURRENCIES } from '@sportsbook/domain/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseAmount } from './money-format';

// Intl separates currency and number with a no-break space in some locales.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money formatting', () => {
  it('writes money the way each locale does', () => {
    expect(formatMoney(100_000, 'EUR', 'en')).toBe('€1,000.00');
    expect(plain(formatMoney(1050, 'EUR', 'de'))).toBe('10,50 €');
    expect(formatMoney(1234, 'JPY', 'ja')).toMatch(/1,234/);
    expect(plain(formatMoney(-250, 'EUR', 'en'))).toBe('-€2.50');
  });

  it('keeps every satoshi of a crypto amount and writes unknown codes after the number', () => {
    expect(plain(formatMoney(5_000_001, 'BTC', 'en'))).toBe('BTC 0.05000001');
    expect(plain(formatMoney(1_500_000, 'USDT', 'en'))).toBe('1.500000 USDT');
  });

  it('is exact for every safe amount: formatting then parsing gives the amount back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (currency, minor) => {
          const text = formatMoney(minor, currency.code, 'en').replace(/[^\d.]/g, '');
          expect(parseAmount(text, currency.code)).toBe(minor);
        },
      ),
    );
  });

  it('parses typed amounts with a point or a comma and refuses nothing, zero or too many decimals', () => {
    expect(parseAmount('12.5', 'EUR')).toBe(1250);
    expect(parseAmount('12,50', 'EUR')).toBe(1250);
    expect(parseAmount('0', 'EUR')).toBeUndefined();
    expect(parseAmount('', 'EUR')).toBeUndefined();
    expect(parseAmount('1.005', 'EUR')).toBeUndefined();
    expect(parseAmount('abc', 'EUR')).toBeUndefined();
    expect(parseAmount('0.00000001', 'BTC')).toBe(1);
  });
});
