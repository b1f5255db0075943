import type { ListedMatch, Match, Sport, Statistics } from '@sportsbook/contracts/catalogue';

/** A match's statistics before kick-off, as the API sends them. */
export const notStartedStatistics: Statistics = {
  clock: null,
  phase: 'not_started',
  period_number: null,
  total_score: null,
  game_score: null,
  period_score: [],
  current_server: null,
  max_period_number: null,
};

/** Betradar's football, the sport of the example matches. */
export const football: Sport = {
  id: 1,
  urn_id: 'sr:sport:1',
  key: 'football',
  name: 'Football',
  priority: 1,
  type: 'regular',
  provider: 'betradar',
};

export const england: ListedMatch['category'] = {
  id: 1,
  slug: 'england',
  name: 'England',
  priority: 1,
  country_code: 'GB',
};

/**
 * A prematch football match (England, Premier) as the match lists answer it: no competitors, markets or video;
 * `overrides` on top. Typed by the contract, so a new field shows up here first.
 */
export function listedMatch(id: number, overrides: Partial<ListedMatch> = {}): ListedMatch {
  return {
    id,
    urn_id: `sr:match:${id}`,
    slug: `m-${id}`,
    type: 'match',
    name: `Match ${id}`,
    status: 0,
    stage: null,
    start_time: '2030-07-01T10:00:00Z',
    end_date: null,
    stadium: null,
    city: null,
    competitors: { home: null, away: null },
    outright_competitor_count: 0,
    has_video: false,
    provider: 'betradar',
    available_markets: 1,
    sport: football,
    category: england,
    tournament: { id: 1, urn_id: 'sr:tournament:1', slug: 'premier', name: 'Premier', priority: 1 },
    main_market: null,
    secondary_market: null,
    top_markets: [],
    is_provider_stats_available: false,
    is_custom_bet_available: false,
    statistics: notStartedStatistics,
    ...overrides,
  };
}

/** The same match as `GET /matches/{id}` answers it: outright competitors listed instead of counted. */
export function matchDetail(id: number, overrides: Partial<Match> = {}): Match {
  const { outright_competitor_count: _counted, ...match } = listedMatch(id);
  return { ...match, outright_competitors: [], ...overrides };
}
