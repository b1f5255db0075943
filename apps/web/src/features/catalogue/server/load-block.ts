import 'server-only';
import type { Match, Pagination } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { serverApi } from '../../../shared/api/server-api';
import { getMatches } from '../api/get-matches';
import { hasBetBuilder } from '../lists/list-matches';
import { type ListBlock, type ListParams, type ListScope, matchesQueryFor } from '../lists/list-query';

export interface LoadedBlock {
  matches: Match[];
  pagination: Pagination;
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
