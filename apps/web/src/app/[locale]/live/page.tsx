import type { ListedMatch } from '@sportsbook/contracts/catalogue';
import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { getCounters } from '@/features/catalogue/api/get-counters';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { CatalogueSection, EmptyState, PageHeading } from '@/features/catalogue/components/catalogue-section';
import { ListFilters } from '@/features/catalogue/components/list-filters';
import { LiveCount } from '@/features/catalogue/components/live-count';
import { LiveListGroup } from '@/features/catalogue/components/live-list-group';
import { LiveListRefresher } from '@/features/catalogue/components/live-list-refresher';
import { MatchList } from '@/features/catalogue/components/match-list';
import { Pagination } from '@/features/catalogue/components/pagination';
import { listHref } from '@/features/catalogue/lists/list-href';
import { readListParams } from '@/features/catalogue/lists/list-query';
import { cachedSports } from '@/features/catalogue/server/catalogue-lookup';
import { loadBlock } from '@/features/catalogue/server/load-block';
import { serverApiForPost } from '@/shared/api/server-api';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { visitorTimeZone } from '@/shared/time/visitor-time-zone';

export function generateMetadata({ params }: PageProps<'/[locale]/live'>): Promise<Metadata> {
  return placeholderMetadata('live', params);
}

const LIVE_PAGE_SIZE = 60;

/** Groups live matches by sport, in the order of the sports list. */
function bySport(matches: readonly ListedMatch[], order: readonly string[]): [string, ListedMatch[]][] {
  const groups = new Map<string, ListedMatch[]>();
  for (const match of matches) groups.set(match.sport.key, [...(groups.get(match.sport.key) ?? []), match]);
  return [...groups.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}

/** In play: live matches by sport, with each sport's live count (POST /counters). */
export default async function LivePage({ params, searchParams }: PageProps<'/[locale]/live'>) {
  const locale = requireLocale((await params).locale);
  const query = await searchParams;
  const list = readListParams(query);
  const [t, tc, sports, timeZone, counters] = await Promise.all([
    getTranslations({ locale, namespace: 'page.live' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    cachedSports(locale),
    visitorTimeZone(),
    getCounters(serverApiForPost(locale), { status: [MATCH_STATUS.live] }),
  ]);
  const now = Date.now();
  const path = localePath(locale, pages.live.path);
  const { matches, pagination } = await loadBlock(
    locale,
    'live',
    list,
    {},
    { limit: LIVE_PAGE_SIZE, timeZone, now },
  );
  const names = new Map(sports.map((sport) => [sport.key, sport.name]));
  return (
    <div className={styles.page}>
      <PageHeading title={t('title')} />
      {/* Only the first page grows when matches start; later pages keep their place. */}
      {pagination.page === 1 ? (
        <LiveListRefresher locale={locale} shownIds={matches.map((m) => m.id)} />
      ) : null}
      <ListFilters
        locale={locale}
        path={path}
        query={query}
        params={list}
        sports={sports}
        counts={counters.sports}
      />
      {matches.length === 0 ? <EmptyState text={tc('empty.live')} /> : null}
      {bySport(
        matches,
        sports.map((s) => s.key),
      ).map(([key, sportMatches]) => (
        <LiveListGroup key={key} matchIds={sportMatches.map((m) => m.id)}>
          <CatalogueSection
            id={`live-${key}`}
            title={names.get(key) ?? key}
            count={
              <LiveCount
                total={counters.sports[key] ?? sportMatches.length}
                matchIds={sportMatches.map((m) => m.id)}
              />
            }
          >
            <MatchList matches={sportMatches} locale={locale} timeZone={timeZone} now={now} live />
          </CatalogueSection>
        </LiveListGroup>
      ))}
      <Pagination
        page={pagination.page}
        lastPage={pagination.last_page}
        hrefFor={(page) => listHref(path, query, { page: String(page) })}
        texts={{
          label: tc('pagination.label', { title: t('title') }),
          previous: tc('pagination.previous'),
          next: tc('pagination.next'),
          status: tc('pagination.status', { page: pagination.page, pages: pagination.last_page }),
        }}
      />
    </div>
  );
}
