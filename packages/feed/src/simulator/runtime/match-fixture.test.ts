import { describe, expect, it } from 'vitest';
import type { MatchSeed } from '../world/schedule';
import { hasVideo } from './match-fixture';

const seed = (key: string, n: number) =>
  ({ urn: `sr:match:${n}`, sport: { key } }) as Pick<MatchSeed, 'urn' | 'sport'>;
const share = (key: string) => {
  const marked = Array.from({ length: 400 }, (_, n) => hasVideo(seed(key, n))).filter(Boolean).length;
  return marked / 400;
};

describe('hasVideo', () => {
  it('marks about one football or tennis match in four, the same one every time', () => {
    for (const key of ['football', 'tennis']) {
      expect(share(key), key).toBeGreaterThan(0.15);
      expect(share(key), key).toBeLessThan(0.35);
    }
    const marks = Array.from({ length: 50 }, (_, n) => hasVideo(seed('football', n)));
    expect(Array.from({ length: 50 }, (_, n) => hasVideo(seed('football', n)))).toEqual(marks);
  });

  it('marks no match of the other sports', () => {
    for (const key of ['basketball', 'ice-hockey', 'cricket', 'cs2']) expect(share(key), key).toBe(0);
  });
});
