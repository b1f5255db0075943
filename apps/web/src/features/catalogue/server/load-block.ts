import 'server-only';
import type { Match, Pagination } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { serverApi } from '../../../shared/api/server-api';
import { getMatches } from '../api/get-matches';
import { type ListBlock, type ListParams, type ListScope, matchesQueryFor } from '../lists/list-query';

export interface LoadedBlock {
  matches: Match[];
  pagination: Pagination;
}

/** Whether a match offers bet builder markets (the `betbuilder` list key; the API has no filter for it). */
export function hasBetBuilder(match: Match): boolean {
  return [match.main_market, match.secondary_market, ...match.top_markets].some(
    (market) => market !== null && market.custom_bet_groups.length > 0,
  );
}

/** One block's matches from the API, for the visitor's time zone at this moment. */
export async function loadBlock(
  locale: Locale,
  block: ListBlock,
  params: ListParams,
  scope: ListScope,
  options: { limit: number; timeZone: string; now: number },
): Promise<LoadedBlock> {
  const query = matchesQueryFor(block, params, scope, {
    now: options.now,
    timeZone: options.timeZone,
    limit: options.limit,
  });
  const page = await getMatches(serverApi(locale), query);
  const matches = params.listKey === 'betbuilder' ? page.data.filter(hasBetBuilder) : page.data;
  return { matches, pagination: page.pagination };
}
