import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLadderPrice, LADDER_MAX_ODDS, LADDER_MIN_ODDS, priceLadder, snapToLadder } from './price-ladder';

describe('price ladder', () => {
  it('has the usual steps and 350 rungs from 1.01 to 1000', () => {
    const ladder = priceLadder();
    expect(ladder).toHaveLength(350);
    expect(ladder[0]).toBe(1010);
    expect(ladder.at(-1)).toBe(1_000_000);
    const stepAt = (odds: number) => {
      const i = ladder.indexOf(odds);
      return (ladder[i + 1] ?? 0) - odds;
    };
    expect(stepAt(1010)).toBe(10);
    expect(stepAt(1990)).toBe(10);
    expect(stepAt(2000)).toBe(20);
    expect(stepAt(2980)).toBe(20);
    expect(stepAt(3000)).toBe(50);
    expect(stepAt(4000)).toBe(100);
    expect(stepAt(6000)).toBe(200);
    expect(stepAt(10_000)).toBe(500);
    expect(stepAt(20_000)).toBe(1000);
    expect(stepAt(30_000)).toBe(2000);
    expect(stepAt(50_000)).toBe(5000);
    expect(stepAt(100_000)).toBe(10_000);
  });

  it('snaps prices a bookmaker would not quote down to the rung below', () => {
    expect(snapToLadder(2251)).toBe(2240);
    expect(snapToLadder(14_836)).toBe(14_500);
    expect(snapToLadder(1001)).toBe(1010);
    expect(snapToLadder(1909)).toBe(1900);
    expect(snapToLadder(3333.4)).toBe(3300);
    expect(snapToLadder(2_000_000)).toBe(1_000_000);
    expect(snapToLadder(Number.NaN)).toBe(1010);
  });

  it('every rung is whole hundredths and keeps its place', () => {
    for (const rung of priceLadder()) {
      expect(rung % 10).toBe(0);
      expect(snapToLadder(rung)).toBe(rung);
    }
  });

  it('snapping gives the greatest rung not above the price (at least 1.01)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1000, max: 1_200_000, noNaN: true }), (price) => {
        const snapped = snapToLadder(price);
        expect(isLadderPrice(snapped)).toBe(true);
        if (price < LADDER_MIN_ODDS) expect(snapped).toBe(LADDER_MIN_ODDS);
        else if (price > LADDER_MAX_ODDS) expect(snapped).toBe(LADDER_MAX_ODDS);
        else expect(snapped).toBeLessThanOrEqual(price);
        const next = priceLadder().find((rung) => rung > snapped);
        if (next !== undefined && price >= LADDER_MIN_ODDS) expect(next).toBeGreaterThan(price);
      }),
    );
  });
});
