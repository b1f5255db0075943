import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withFavourite } from './favourite-ids';

describe('withFavourite', () => {
  it('puts a starred id first, once, and drops an unstarred one', () => {
    expect(withFavourite([3, 1], 2, true)).toEqual([2, 3, 1]);
    expect(withFavourite([3, 2, 1], 2, true)).toEqual([2, 3, 1]);
    expect(withFavourite([3, 2, 1], 2, false)).toEqual([3, 1]);
    expect(withFavourite([3, 1], 2, false)).toEqual([3, 1]);
  });

  it('starring then unstarring leaves the others as they were', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(1000)), fc.nat(1000), (ids, id) => {
        const others = ids.filter((other) => other !== id);
        const starred = withFavourite(ids, id, true);
        expect(starred.filter((other) => other === id)).toHaveLength(1);
        expect(withFavourite(starred, id, false)).toEqual(others);
      }),
    );
  });
});
