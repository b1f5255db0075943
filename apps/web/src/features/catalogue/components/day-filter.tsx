import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import { listHref } from '@/features/catalogue/lists/list-href';
import { dayChoices } from '@/features/catalogue/lists/list-query';
import type { SearchParamsRecord } from '@/shared/routing/query-list';
import { formatDay } from '@/shared/time/format-time';
import { FilterLinks } from './filter-links';

/** A week of days as `date` links: ahead for the schedule, back for results; today is named as such. */
export async function DayFilter({
  locale,
  block,
  path,
  query,
  current,
  now,
  timeZone,
}: {
  locale: Locale;
  block: 'schedule' | 'results';
  path: string;
  query: SearchParamsRecord;
  current: string;
  now: number;
  timeZone: string;
}) {
  const t = await getTranslations({ locale, namespace: 'catalogue.filters' });
  const days = dayChoices(block, now, timeZone);
  return (
    <FilterLinks
      label={t('days')}
      links={days.map((day, index) => ({
        key: day,
        href: listHref(path, query, { date: index === 0 ? undefined : day }),
        label: index === 0 ? t('today') : formatDay(day, locale),
        current: day === current,
      }))}
    />
  );
}
