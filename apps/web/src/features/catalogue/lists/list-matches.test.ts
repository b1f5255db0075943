import type { ListedMatch, Market } from '@sportsbook/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { listedMatch } from '@/testing/catalogue-match';
import { toRowMatch } from '../components/row-match';
import { BET_BUILDER_ANCHOR, groupByTournament, matchHash } from './list-matches';

function market(customBetGroups: string[] = []): Market {
  return {
    match_urn_id: 'sr:match:1',
    id: 1,
    name: '1x2',
    status: 1,
    specifier: '',
    outcomes: [],
    market_groups: ['all'],
    priority: 1,
    most_balanced: false,
    next_bet_stop: null,
    custom_bet_groups: customBetGroups,
    provider: 'betradar',
  };
}

/** A match of tournament `tournamentId` with its 1x2 as the main market. */
const match = (id: number, tournamentId: number, overrides: Partial<ListedMatch> = {}): ListedMatch =>
  listedMatch(id, {
    tournament: {
      id: tournamentId,
      urn_id: `sr:tournament:${tournamentId}`,
      slug: `t-${tournamentId}`,
      name: `T${tournamentId}`,
      priority: 1,
    },
    main_market: market(),
    ...overrides,
  });

describe('groupByTournament', () => {
  it('groups by tournament where each first appears, keeping the API order inside', () => {
    const groups = groupByTournament([match(1, 10), match(2, 20), match(3, 10), match(4, 30), match(5, 20)]);
    expect(groups.map((g) => [g.tournament.id, g.matches.map((m) => m.id)])).toEqual([
      [10, [1, 3]],
      [20, [2, 5]],
      [30, [4]],
    ]);
    expect(groups[0]).toMatchObject({ sportKey: 'football', categoryName: 'England' });
  });
});

describe('matchHash', () => {
  it('leads bet-builder list rows to the bet-builder block', () => {
    expect(matchHash('betbuilder')).toBe(BET_BUILDER_ANCHOR);
    expect(matchHash('favorites')).toBe('');
    expect(matchHash(undefined)).toBe('');
  });
});

describe('toRowMatch', () => {
  it("gives a row an outright's competitor count from the lean list answer (ADR 037)", () => {
    const row = toRowMatch(
      match(7, 10, { type: 'outright', outright_competitor_count: 24, main_market: null }),
    );
    expect(row).toMatchObject({ id: 7, type: 'outright', outrightCount: 24, sportKey: 'football' });
    expect(row).not.toHaveProperty('top_markets');
  });
});
