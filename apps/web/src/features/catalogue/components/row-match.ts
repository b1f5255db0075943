import type { Match } from '@sportsbook/contracts/catalogue';

/** The part of a match a list row needs (the row is a client component: less to send). */
export type RowMatch = Pick<
  Match,
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

export function toRowMatch(match: Match): RowMatch {
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
    outrightCount: match.outright_competitors.length,
  };
}
