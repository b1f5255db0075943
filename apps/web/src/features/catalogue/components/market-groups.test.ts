import { describe, expect, it } from 'vitest';
import { marketGroupTabs } from './market-groups';

describe('marketGroupTabs', () => {
  it('puts main and all first, then the other groups in the order the markets name them', () => {
    expect(
      marketGroupTabs([
        { market_groups: ['all', 'sets'] },
        { market_groups: ['all', 'main', 'correct_score'] },
        { market_groups: ['all', 'games', 'handicap', 'sets'] },
      ]),
    ).toEqual(['main', 'all', 'sets', 'correct_score', 'games', 'handicap']);
  });

  it('has no tabs without markets and no main tab when no market is in it', () => {
    expect(marketGroupTabs([])).toEqual([]);
    expect(marketGroupTabs([{ market_groups: ['all', 'outright'] }])).toEqual(['all', 'outright']);
  });
});
