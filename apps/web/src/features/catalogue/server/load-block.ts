import 'server-only';
import type { ListedMatch, Pagination } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { getMatches } from '@/features/catalogue/api/get-matches';
import {
  type ListBlock,
  type ListParams,
  type ListScope,
  matchesQueryFor,
} from '@/features/catalogue/lists/list-query';
import { serverApi, serverApiAsPlayer } from '@/shared/api/server-api';

export interface LoadedBlock {
  matches: ListedMatch[];
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
  // Favourites are the player's own: the request's session goes along (a visitor's list is empty).
  const context = query.favourite
    ? ((await serverApiAsPlayer(locale)) ?? serverApi(locale))
    : serverApi(locale);
  const page = await getMatches(context, query);
  return { matches: page.data, pagination: page.pagination };
}
