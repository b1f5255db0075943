import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { PageHeading } from '@/features/catalogue/components/catalogue-section';
import { DayFilter } from '@/features/catalogue/components/day-filter';
import { ListFilters } from '@/features/catalogue/components/list-filters';
import { MatchBlock } from '@/features/catalogue/components/match-block';
import { listHref } from '@/features/catalogue/lists/list-href';
import { listDate, readListParams } from '@/features/catalogue/lists/list-query';
import { cachedSports } from '@/features/catalogue/server/catalogue-lookup';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { formatDay } from '@/shared/time/format-time';
import { visitorTimeZone } from '@/shared/time/visitor-time-zone';

/**
 * One day of matches for the schedule (upcoming) or the results (finished, with final scores): `date` picks the
 * day, today by default, in the visitor's time zone.
 */
export async function DayListPage({
  locale,
  block,
  query,
}: {
  locale: Locale;
  block: 'schedule' | 'results';
  query: Record<string, string | string[] | undefined>;
}) {
  const list = readListParams(query);
  const [t, sports, timeZone] = await Promise.all([
    getTranslations({ locale, namespace: `page.${block}` }),
    cachedSports(locale),
    visitorTimeZone(),
  ]);
  const now = Date.now();
  const path = localePath(locale, pages[block].path);
  const day = listDate(list, now, timeZone);
  return (
    <div className={styles.page}>
      <PageHeading title={t('title')} />
      <DayFilter
        locale={locale}
        block={block}
        path={path}
        query={query}
        current={day}
        now={now}
        timeZone={timeZone}
      />
      <ListFilters locale={locale} path={path} query={query} params={list} sports={sports} />
      <MatchBlock
        locale={locale}
        block={block}
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
