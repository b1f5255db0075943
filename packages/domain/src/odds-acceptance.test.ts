import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlacementOdds, isOddsAcceptMode, isOddsChangeAccepted } from './odds-acceptance';

const odds = fc.integer({ min: 1001, max: 100_000 });

describe('odds acceptance', () => {
  it('none: any change is flagged', () => {
    expect(isOddsChangeAccepted('none', 2000, 2100)).toBe(false);
    expect(isOddsChangeAccepted('none', 2000, 1900)).toBe(false);
    expect(isOddsChangeAccepted('none', 2000, 2000)).toBe(true);
  });

  it('higher: only lower odds are flagged', () => {
    expect(isOddsChangeAccepted('higher', 2000, 2100)).toBe(true);
    expect(isOddsChangeAccepted('higher', 2000, 1900)).toBe(false);
  });

  it('any: every change is accepted', () => {
    fc.assert(
      fc.property(odds, odds, (a, b) => {
        expect(isOddsChangeAccepted('any', a, b)).toBe(true);
      }),
    );
  });

  it('the modes nest: none accepts less than higher, which accepts less than any', () => {
    fc.assert(
      fc.property(odds, odds, (a, b) => {
        if (isOddsChangeAccepted('none', a, b)) expect(isOddsChangeAccepted('higher', a, b)).toBe(true);
        if (isOddsChangeAccepted('higher', a, b)) expect(isOddsChangeAccepted('any', a, b)).toBe(true);
        expect(isOddsChangeAccepted('higher', a, b)).toBe(b >= a);
      }),
    );
  });

  it('placement runs at the current price when the change is acceptable, else refuses', () => {
    expect(checkPlacementOdds('higher', 2000, 2200)).toEqual({ accepted: true, odds: 2200 });
    expect(checkPlacementOdds('higher', 2000, 1800)).toEqual({ accepted: false, current: 1800 });
    expect(checkPlacementOdds('none', 2000, 2000)).toEqual({ accepted: true, odds: 2000 });
    expect(checkPlacementOdds('any', 2000, 1500)).toEqual({ accepted: true, odds: 1500 });
  });

  it('recognises the mode names', () => {
    expect(['none', 'higher', 'any', 'lower', 1].map(isOddsAcceptMode)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
