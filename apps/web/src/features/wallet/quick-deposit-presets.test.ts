import { CURRENCIES } from '@sportsbook/domain/money';
import { describe, expect, it } from 'vitest';
import { quickDepositPresets } from './quick-deposit-presets';

describe('quick deposit amounts', () => {
  it('offers round amounts for each kind of currency', () => {
    expect(quickDepositPresets('EUR')).toEqual([1000, 2000, 5000, 10000]);
    expect(quickDepositPresets('JPY')).toEqual([1500, 3000, 7500, 15000]);
    expect(quickDepositPresets('BTC')).toEqual([20_000, 40_000, 100_000, 200_000]);
  });

  it('offers four rising, positive, safe amounts for every known currency', () => {
    for (const currency of CURRENCIES) {
      const presets = quickDepositPresets(currency.code);
      expect(presets).toHaveLength(4);
      presets.forEach((amount, index) => {
        expect(Number.isSafeInteger(amount) && amount > 0).toBe(true);
        if (index > 0) expect(amount).toBeGreaterThan(presets[index - 1] ?? 0);
      });
    }
  });
});
