import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectHistory } from './history-select';

const stream = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({
    offset: from + i,
    data: String(from + i),
  }));

describe('selectHistory', () => {
  it('agrees with a plain model for every query', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 30 }),
        fc.option(fc.integer({ min: 0, max: 90 }), { nil: undefined }),
        fc.integer({ min: -1, max: 40 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 40 }),
        (first, length, since, limit, reverse, max) => {
          const s = stream(first, first + length - 1);
          const got = selectHistory(
            s,
            { since: since === undefined ? undefined : { offset: since, epoch: '' }, limit, reverse },
            max,
          );
          let expected = s.map((p) => p.offset);
          if (since !== undefined) expected = expected.filter((o) => (reverse ? o < since : o > since));
          if (reverse) expected.reverse();
          const cap = limit < 0 ? max : Math.min(limit, max);
          expect(got.map((p) => p.offset)).toEqual(expected.slice(0, cap));
        },
      ),
    );
  });

  it('returns nothing for limit 0 (a position-only query)', () => {
    expect(selectHistory(stream(1, 5), { limit: 0, reverse: false }, 10)).toEqual([]);
  });
});
