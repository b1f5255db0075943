import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isChangeShown, ODDS_CHANGE_MARK_MS, oddsDirection } from './odds-direction';

describe('oddsDirection', () => {
  it('says up for a longer price and down for a shorter one', () => {
    expect(oddsDirection(1850, 1900)).toBe('up');
    expect(oddsDirection(1850, 1800)).toBe('down');
    expect(oddsDirection(1850, 1850)).toBeNull();
    expect(oddsDirection(undefined, 1850)).toBeNull();
  });

  it('is antisymmetric', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1001, max: 1_000_000 }),
        fc.integer({ min: 1001, max: 1_000_000 }),
        (a, b) => {
          const there = oddsDirection(a, b);
          const back = oddsDirection(b, a);
          if (a === b) expect([there, back]).toEqual([null, null]);
          else expect(there === 'up' ? back === 'down' : back === 'up').toBe(true);
        },
      ),
    );
  });

  it('shows a change for a while only', () => {
    expect(isChangeShown(1000, 1000 + ODDS_CHANGE_MARK_MS - 1)).toBe(true);
    expect(isChangeShown(1000, 1000 + ODDS_CHANGE_MARK_MS)).toBe(false);
    expect(isChangeShown(undefined, 0)).toBe(false);
  });
});
