import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCurrency, parseMajor, toMajorString } from './money';

const eur = findCurrency('EUR');
const btc = findCurrency('btc');
if (!eur || !btc) throw new Error('currencies missing');

describe('money', () => {
  it('parses decimal text into minor units', () => {
    expect(parseMajor('10.5', eur)).toBe(1050);
    expect(parseMajor('0,01', eur)).toBe(1);
    expect(parseMajor('1', btc)).toBe(100_000_000);
    expect(parseMajor('0.00000001', btc)).toBe(1);
  });

  it('refuses text with too many decimals or no number', () => {
    expect(parseMajor('1.001', eur)).toBeUndefined();
    expect(parseMajor('abc', eur)).toBeUndefined();
    expect(parseMajor('-1', eur)).toBeUndefined();
  });

  it('formats minor units exactly', () => {
    expect(toMajorString(1050, eur)).toBe('10.50');
    expect(toMajorString(5, eur)).toBe('0.05');
    expect(toMajorString(-5, eur)).toBe('-0.05');
    expect(toMajorString(1, btc)).toBe('0.00000001');
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 }), (minor) => {
        expect(parseMajor(toMajorString(minor, btc), btc)).toBe(minor);
        expect(parseMajor(toMajorString(minor, eur), eur)).toBe(minor);
      }),
    );
  });
});
