import type { Sport } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import { listHref } from '@/features/catalogue/lists/list-href';
import { type ListKey, type ListParams, TIME_FILTERS } from '@/features/catalogue/lists/list-query';
import type { SearchParamsRecord } from '@/shared/routing/query-list';
import styles from './catalogue.module.css';
import { FilterLinks } from './filter-links';
import { SportIcon } from './sport-icon';

/**
 * The filters of a list page: the special list keys (when given), every sport (with its live count when
 * known) and, for upcoming lists, how far ahead to look.
 */
export async function ListFilters({
  locale,
  path,
  query,
  params,
  sports,
  listKeys = [],
  counts,
  showTime = false,
}: {
  locale: Locale;
  path: string;
  query: SearchParamsRecord;
  params: ListParams;
  sports: readonly Sport[];
  listKeys?: readonly ListKey[];
  counts?: Readonly<Record<string, number>>;
  showTime?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'catalogue.filters' });
  const noSport = params.sports.length === 0;
  const keyLinks = listKeys.map((key) => ({
    key,
    href: listHref(path, query, { sport: key === 'all' ? undefined : key }),
    label: t(key),
    current:
      key === 'all'
        ? noSport && (params.listKey === undefined || params.listKey === 'all')
        : params.listKey === key,
  }));
  const allLink =
    listKeys.length === 0
      ? [{ key: 'all', href: listHref(path, query, { sport: undefined }), label: t('all'), current: noSport }]
      : [];
  const sportLinks = sports
    .filter((sport) => !counts || (counts[sport.key] ?? 0) > 0)
    .map((sport) => ({
      key: sport.key,
      href: listHref(path, query, { sport: sport.key }),
      label: (
        <>
          <SportIcon sportKey={sport.key} size={16} />
          {sport.name}
          {counts ? <span className={styles.count}>{counts[sport.key] ?? 0}</span> : null}
        </>
      ),
      current: params.sports.length === 1 && params.sports[0] === sport.key,
    }));
  return (
    <div className={styles.filters}>
      {keyLinks.length + sportLinks.length > 0 ? (
        <FilterLinks label={t('label')} links={[...allLink, ...keyLinks, ...sportLinks]} />
      ) : null}
      {showTime ? (
        <FilterLinks
          label={t('time')}
          links={TIME_FILTERS.map((time) => ({
            key: time,
            href: listHref(path, query, { time: time === 'all' ? undefined : time }),
            label:
              time === 'all'
                ? t('time-all')
                : time === 'today'
                  ? t('time-today')
                  : t('time-hours', { hours: Number.parseInt(time, 10) }),
            current: params.time === time,
          }))}
        />
      ) : null}
    </div>
  );
}
