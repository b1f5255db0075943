import { describe, expect, it } from 'vitest';
import { isLadderPrice } from './price-ladder';
import { pricesWithMargin } from './trading';

const overround = (odds: readonly number[]) => odds.reduce((sum, o) => sum + 1000 / o, 0);

describe('pricesWithMargin', () => {
  it('re-margins a book to our margin on the price ladder, never above it in the player favour', () => {
    // The feed's book is about 5 %: at our 5 % the prices stay, at 10 % each shortens.
    const feed = [1850, 3600, 4300];
    expect(pricesWithMargin(feed, 500)).toEqual(feed);
    const ours = pricesWithMargin(feed, 1000);
    expect(ours).toEqual([1760, 3400, 4100]);
    expect(ours.every(isLadderPrice)).toBe(true);
    expect(overround(ours)).toBeGreaterThanOrEqual(1.1);
    expect(overround(ours)).toBeLessThan(1.12);
  });

  it('shortens every price as the margin grows, and gives fair prices at no margin', () => {
    const feed = [1900, 1900];
    expect(pricesWithMargin(feed, 0)).toEqual([2000, 2000]);
    const low = pricesWithMargin(feed, 300);
    const high = pricesWithMargin(feed, 1500);
    expect(low).toEqual([1940, 1940]);
    expect(high.every((o, i) => o < (low[i] ?? 0))).toBe(true);
  });

  it('leaves unpriced outcomes and single-outcome markets as the feed sent them', () => {
    expect(pricesWithMargin([2500], 500)).toEqual([2500]);
    expect(pricesWithMargin([0, 1900, 1900], 0)).toEqual([0, 2000, 2000]);
  });
});
