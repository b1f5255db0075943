import { describe, expect, it } from 'vitest';
import { LEDGER_LIMIT } from './money';
import {
  convertSharedStake,
  isShareCode,
  normalizeShareCode,
  randomShareCode,
  SHARE_CODE_ALPHABET,
  SHARE_CODE_LENGTH,
} from './share-codes';

describe('share codes', () => {
  it('leave out the characters people misread (0, O, 1, I, L)', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(SHARE_CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(SHARE_CODE_ALPHABET).size).toBe(SHARE_CODE_ALPHABET.length);
  });

  it('are random codes of the fixed length that the pattern takes', () => {
    let i = 0;
    const code = randomShareCode((n) => i++ % n);
    expect(code).toHaveLength(SHARE_CODE_LENGTH);
    expect(code).toBe('23456789');
    expect(isShareCode(code)).toBe(true);
    expect(isShareCode(randomShareCode((n) => n - 1))).toBe(true);
  });

  it('refuse the wrong length or alphabet, and read a typed code in upper case', () => {
    expect(isShareCode('ABCDEFG')).toBe(false);
    expect(isShareCode('ABCDEFGHJ')).toBe(false);
    expect(isShareCode('ABCDEF0G')).toBe(false);
    expect(isShareCode('ABCDEFIG')).toBe(false);
    expect(isShareCode('abcdefgh')).toBe(false);
    expect(normalizeShareCode(' abcdefgh ')).toBe('ABCDEFGH');
    expect(isShareCode(normalizeShareCode(' abcdefgh '))).toBe(true);
  });
});

describe('a shared stake in another currency', () => {
  it('is unchanged in its own currency', () => {
    expect(convertSharedStake(1000, 'EUR', 'EUR')).toBe(1000);
  });

  it('converts at the ratio of the deposit maxima, rounded half up to the minor unit', () => {
    // 50,000 EUR and 300,000 BRL are the same deposit maximum: 10.00 EUR is 60.00 BRL.
    expect(convertSharedStake(1000, 'EUR', 'BRL')).toBe(6000);
    expect(convertSharedStake(6000, 'BRL', 'EUR')).toBe(1000);
    // 10.00 EUR is 0.0002 BTC (20,000 satoshi) and 1,600 JPY (a currency without minor units).
    expect(convertSharedStake(1000, 'EUR', 'BTC')).toBe(20_000);
    expect(convertSharedStake(1000, 'EUR', 'JPY')).toBe(1600);
    expect(convertSharedStake(1, 'EUR', 'BRL')).toBe(6);
    expect(convertSharedStake(1, 'BRL', 'EUR')).toBe(1);
  });

  it('answers at most the ledger limit, however large the stake and the ratio', () => {
    expect(convertSharedStake(LEDGER_LIMIT, 'EUR', 'BTC')).toBe(LEDGER_LIMIT);
    expect(convertSharedStake(Number.MAX_SAFE_INTEGER, 'EUR', 'BRL')).toBe(LEDGER_LIMIT);
    expect(convertSharedStake(LEDGER_LIMIT, 'BTC', 'EUR')).toBe(LEDGER_LIMIT / 20);
  });

  it('keeps a zero stake zero and answers nothing for an unknown currency', () => {
    expect(convertSharedStake(0, 'EUR', 'BRL')).toBe(0);
    expect(convertSharedStake(100, 'EUR', 'XXX')).toBeUndefined();
    expect(convertSharedStake(100, 'XXX', 'EUR')).toBeUndefined();
  });
});
