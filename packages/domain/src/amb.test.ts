import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AmbRange, ambFreebetsDue, ambProgress, ambRangesProblem } from './amb';

const ranges: AmbRange[] = [
  { numberOfBets: 3, numberOfFreebets: 1 },
  { numberOfBets: 5, numberOfFreebets: 2 },
];

describe('AMB ranges', () => {
  it('counts towards the next range, then stays full at the last', () => {
    expect(ambProgress(ranges, 0)).toEqual({ progressCount: 0, possibleProgressCount: 3, reached: [] });
    expect(ambProgress(ranges, 3)).toEqual({ progressCount: 3, possibleProgressCount: 5, reached: [0] });
    expect(ambProgress(ranges, 9)).toEqual({ progressCount: 5, possibleProgressCount: 5, reached: [0, 1] });
  });

  it('issues each reached range freebets once, keyed by range and number', () => {
    expect(ambFreebetsDue(ranges, 2)).toEqual([]);
    expect(ambFreebetsDue(ranges, 4)).toEqual([[0, 0]]);
    expect(ambFreebetsDue(ranges, 5)).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
  });

  it('never takes back what a smaller count already issued', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const before = ambFreebetsDue(ranges, low).map(String);
        const after = new Set(ambFreebetsDue(ranges, high).map(String));
        expect(before.every((key) => after.has(key))).toBe(true);
      }),
    );
  });

  it('refuses ranges that do not rise or issue nothing', () => {
    expect(ambRangesProblem(ranges)).toBeNull();
    expect(ambRangesProblem([])).not.toBeNull();
    expect(ambRangesProblem([...ranges, { numberOfBets: 5, numberOfFreebets: 1 }])).not.toBeNull();
    expect(ambRangesProblem([{ numberOfBets: 2, numberOfFreebets: 0 }])).not.toBeNull();
  });
});
