import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '../../../features/catalogue/components/catalogue.module.css';
import { PageHeading } from '../../../features/catalogue/components/catalogue-section';
import { DayFilter } from '../../../features/catalogue/components/day-filter';
import { ListFilters } from '../../../features/catalogue/components/list-filters';
import { MatchBlock } from '../../../features/catalogue/components/match-block';
import { listHref } from '../../../features/catalogue/lists/list-href';
import { listDate, readListParams } from '../../../features/catalogue/lists/list-query';
import { cachedSports } from '../../../features/catalogue/server/catalogue-lookup';
import { localePath } from '../../../shared/i18n/locale-path';
import { pages } from '../../../shared/routing/routes';
import { formatDay } from '../../../shared/time/format-time';
import { visitorTimeZone } from '../../../shared/time/visitor-time-zone';
import { requireLocale } from '../_components/locale-param';
import { placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/results'>): Promise<Metadata> {
  return placeholderMetadata('results', params);
}

/** Finished matches of one day with their final scores (`date`, today by default, in the visitor's time zone). */
export default async function ResultsPage({ params, searchParams }: PageProps<'/[locale]/results'>) {
  const locale = requireLocale((await params).locale);
  const query = await searchParams;
  const list = readListParams(query);
  const [t, sports, timeZone] = await Promise.all([
    getTranslations({ locale, namespace: 'page.results' }),
    cachedSports(locale),
    visitorTimeZone(),
  ]);
  const now = Date.now();
  const path = localePath(locale, pages.results.path);
  const day = listDate(list, now, timeZone);
  return (
    <div className={styles.page}>
      <PageHeading title={t('title')} />
      <DayFilter
        locale={locale}
        block="results"
        path={path}
        query={query}
        current={day}
        now={now}
        timeZone={timeZone}
      />
      <ListFilters locale={locale} path={path} query={query} params={list} sports={sports} />
      <MatchBlock
        locale={locale}
        block="results"
        params={list}
        limit={50}
        timeZone={timeZone}
        now={now}
        title={formatDay(day, locale)}
        hrefForPage={(page) => listHref(path, query, { page: String(page) })}
      />
    </div>
  );
}
