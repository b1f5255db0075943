import type { MatchesQuery } from '@sportsbook/contracts/catalogue';
import {
  BETTABLE_MATCH_STATUSES,
  CONCLUDED_MATCH_STATUSES,
  MATCH_STATUS,
} from '@sportsbook/domain/match-status';
import { readQueryList, readQueryValue, type SearchParamsRecord } from '../../../shared/routing/query-list';
import { addDays, parseDateKey, zonedDateKey, zonedDayRange } from '../../../shared/time/zoned-date';

/** Special list keys (spec part 1 §2) that the `sport` parameter may carry instead of a sport. */
export const LIST_KEYS = ['top', 'all', 'favorites', 'outrights', 'betbuilder'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

/** `time`: how far ahead upcoming lists reach. */
export const TIME_FILTERS = ['all', '1h', '3h', '6h', '12h', '24h', 'today'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

/** The list parameters of a page URL (spec part 1 §2), read leniently: a bad value is ignored, never an error. */
export interface ListParams {
  time: TimeFilter;
  sortBy: 'time' | 'priority' | undefined;
  /** `YYYY-MM-DD`, for schedule and results. */
  date: string | undefined;
  /** Sport keys from `sport`. */
  sports: string[];
  /** A special key from `sport` (the first one given), or undefined for a plain list. */
  listKey: ListKey | undefined;
  page: number;
  isBettable: boolean | undefined;
  sportType: 'regular' | 'cyber' | undefined;
}

const SPORT_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_PAGE = 1000;

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function readListParams(params: URLSearchParams | SearchParamsRecord): ListParams {
  const sportValues = readQueryList(params, 'sport');
  const listKey = sportValues.map((v) => oneOf(LIST_KEYS, v)).find((v) => v !== undefined);
  const sports = sportValues.filter((v) => !oneOf(LIST_KEYS, v) && SPORT_KEY.test(v)).slice(0, 20);
  const pageText = readQueryValue(params, 'page');
  const page = pageText && /^\d{1,4}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), MAX_PAGE) : 1;
  const bettable = readQueryValue(params, 'isBettable');
  const sortBy = readQueryValue(params, 'sortBy');
  return {
    time: oneOf(TIME_FILTERS, readQueryValue(params, 'time')) ?? 'all',
    sortBy:
      sortBy === 'priority' ? 'priority' : sortBy === 'time' || sortBy === 'start_time' ? 'time' : undefined,
    date: parseDateKey(readQueryValue(params, 'date')),
    sports,
    listKey,
    page,
    isBettable:
      bettable === 'true' || bettable === '1'
        ? true
        : bettable === 'false' || bettable === '0'
          ? false
          : undefined,
    sportType: oneOf(['regular', 'cyber'] as const, readQueryValue(params, 'sportType')),
  };
}

/** The blocks a page lists. */
export type ListBlock = 'top' | 'live' | 'upcoming' | 'outrights' | 'schedule' | 'results';

export interface ListScope {
  /** Sport, category or league the page is about (on top of the URL's own filters). */
  sportKeys?: string[];
  categoryIds?: number[];
  tournamentIds?: number[];
  sportType?: 'regular' | 'cyber';
}

export interface ListContext {
  now: number;
  timeZone: string;
  limit: number;
}

/** How many top events per sport the top block shows. */
export const TOP_PER_SPORT = 3;
const HOUR = 3_600_000;

function upcomingWindow(time: TimeFilter, now: number, timeZone: string): { start_to?: string } {
  if (time === 'all') return {};
  if (time === 'today')
    return { start_to: new Date(zonedDayRange(zonedDateKey(now, timeZone), timeZone).end).toISOString() };
  return { start_to: new Date(now + Number.parseInt(time, 10) * HOUR).toISOString() };
}

/** The day a schedule or results page shows: the `date` parameter, else today in the visitor's zone. */
export function listDate(params: ListParams, now: number, timeZone: string): string {
  return params.date ?? zonedDateKey(now, timeZone);
}

/** The days offered by the schedule (today and the next 6) or results (today and the previous 6). */
export function dayChoices(block: 'schedule' | 'results', now: number, timeZone: string): string[] {
  const today = zonedDateKey(now, timeZone);
  return Array.from({ length: 7 }, (_, i) => addDays(today, block === 'schedule' ? i : -i));
}

/**
 * The GET /matches query for one block of a page: the block's own rules, the page's scope, then the URL's
 * list parameters (sport, sportType, isBettable, sortBy, time, date, page).
 */
export function matchesQueryFor(
  block: ListBlock,
  params: ListParams,
  scope: ListScope,
  { now, timeZone, limit }: ListContext,
): MatchesQuery {
  const sportKeys = params.sports.length > 0 ? params.sports : scope.sportKeys;
  const query: MatchesQuery = {
    type: block === 'outrights' ? 'outright' : 'match',
    ...(sportKeys && sportKeys.length > 0 ? { sport_key: sportKeys } : {}),
    ...(scope.categoryIds ? { category_id: scope.categoryIds } : {}),
    ...(scope.tournamentIds ? { tournament_id: scope.tournamentIds } : {}),
    ...((scope.sportType ?? params.sportType) ? { sport_type: scope.sportType ?? params.sportType } : {}),
    ...(params.isBettable !== undefined ? { bettable: params.isBettable } : {}),
    ...(params.listKey === 'favorites' ? { favourite: true } : {}),
    ...(params.listKey === 'betbuilder' ? { custom_bet: true } : {}),
    sort_by: params.sortBy === 'priority' ? 'priority' : 'start_time',
    page: block === 'top' ? 1 : params.page,
    limit,
  };
  switch (block) {
    case 'top':
      return {
        ...query,
        match_status: [...BETTABLE_MATCH_STATUSES],
        sort_by: 'priority',
        max_per_sport: TOP_PER_SPORT,
      };
    case 'live':
      return { ...query, match_status: [MATCH_STATUS.live] };
    case 'upcoming':
      return {
        ...query,
        match_status: [MATCH_STATUS.prematch],
        start_from: new Date(now).toISOString(),
        ...upcomingWindow(params.time, now, timeZone),
      };
    case 'outrights':
      return { ...query, match_status: [...BETTABLE_MATCH_STATUSES] };
    case 'schedule':
    case 'results': {
      const { start, end } = zonedDayRange(listDate(params, now, timeZone), timeZone);
      const from = block === 'schedule' ? Math.max(start, now) : start;
      return {
        ...query,
        match_status: block === 'schedule' ? [MATCH_STATUS.prematch] : [...CONCLUDED_MATCH_STATUSES],
        sort_by: 'start_time',
        start_from: new Date(from).toISOString(),
        start_to: new Date(end).toISOString(),
      };
    }
  }
}

/** Which blocks a page with these parameters shows: a special key narrows the home page to one kind of list. */
export function blocksFor(listKey: ListKey | undefined): ListBlock[] {
  switch (listKey) {
    case 'top':
      return ['top'];
    case 'outrights':
      return ['outrights'];
    case 'favorites':
    case 'betbuilder':
      return ['live', 'upcoming'];
    default:
      return ['top', 'live', 'upcoming', 'outrights'];
  }
}
