import type { ListedMatch, Match } from '@sportsbook/contracts/catalogue';

/** The part of a match a list row needs (the row is a client component: less to send). */
export type RowMatch = Pick<
  ListedMatch,
  | 'id'
  | 'slug'
  | 'type'
  | 'name'
  | 'status'
  | 'start_time'
  | 'end_date'
  | 'competitors'
  | 'provider'
  | 'available_markets'
  | 'statistics'
  | 'main_market'
> & { sportKey: string; outrightCount: number };

export function toRowMatch(match: ListedMatch): RowMatch {
  return {
    id: match.id,
    slug: match.slug,
    type: match.type,
    name: match.name,
    status: match.status,
    start_time: match.start_time,
    end_date: match.end_date,
    competitors: match.competitors,
    provider: match.provider,
    available_markets: match.available_markets,
    statistics: match.statistics,
    main_market: match.main_market,
    sportKey: match.sport.key,
    outrightCount: match.outright_competitor_count,
  };
}

/**
 * The date a list row shows: a match's kick-off, an outright's end date. An outright is open from the start of
 * its period, so its start is already past while it takes bets; the date it is decided is what lies ahead.
 */
export function rowDate(match: Pick<Match, 'type' | 'start_time' | 'end_date'>): string {
  return match.type === 'outright' && match.end_date ? match.end_date : match.start_time;
}
