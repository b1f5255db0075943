import type { Sport } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { listHref } from '@/features/catalogue/lists/list-href';
import type { ListBlock, ListParams, ListScope } from '@/features/catalogue/lists/list-query';
import type { SearchParamsRecord } from '@/shared/routing/query-list';
import { ListFilters } from './list-filters';
import { ListBlocks } from './match-block';

/**
 * A catalogue page's match blocks under its filters. The filters and the upcoming block's page links both lead
 * back to this page with its query, so a page names its path and query once. Without `filterSports` the page
 * shows no filters.
 */
export function PageListing({
  locale,
  path,
  query,
  params,
  filterSports,
  blocks,
  scope,
  timeZone,
  now,
}: {
  locale: Locale;
  path: string;
  query: SearchParamsRecord;
  params: ListParams;
  filterSports?: readonly Sport[];
  blocks: readonly ListBlock[];
  scope: ListScope;
  timeZone: string;
  now: number;
}) {
  return (
    <>
      {filterSports && (
        <ListFilters
          locale={locale}
          path={path}
          query={query}
          params={params}
          sports={filterSports}
          showTime
        />
      )}
      <ListBlocks
        blocks={blocks}
        locale={locale}
        params={params}
        scope={scope}
        timeZone={timeZone}
        now={now}
        pageHref={(page) => listHref(path, query, { page: String(page) })}
      />
    </>
  );
}
