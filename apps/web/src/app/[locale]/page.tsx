import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { PageHeading } from '@/features/catalogue/components/catalogue-section';
import { ListFilters } from '@/features/catalogue/components/list-filters';
import { MatchBlock } from '@/features/catalogue/components/match-block';
import { listHref } from '@/features/catalogue/lists/list-href';
import { blocksFor, LIST_KEYS, readListParams } from '@/features/catalogue/lists/list-query';
import { cachedSports } from '@/features/catalogue/server/catalogue-lookup';
import { JackpotBanner } from '@/features/jackpots/components/jackpot-banner';
import { JackpotHitsBoard } from '@/features/jackpots/components/jackpot-hits-board';
import { errorTriggersOn } from '@/shared/config/env';
import { localePath } from '@/shared/i18n/locale-path';
import { ErrorTrigger } from '@/shared/monitoring/error-triggers';
import { pages } from '@/shared/routing/routes';
import { visitorTimeZone } from '@/shared/time/visitor-time-zone';
import { requireLocale } from './_components/locale-param';
import { placeholderMetadata } from './_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return placeholderMetadata('sports', params);
}

const LIMITS = { top: 12, live: 10, upcoming: 20, outrights: 10, schedule: 50, results: 50 } as const;

/**
 * Home: the jackpot banner, top events, live, upcoming and outrights, then the recent jackpot hits (spec part 2 §2),
 * the events filtered by the list parameters.
 */
export default async function SportsPage({ params, searchParams }: PageProps<'/[locale]'>) {
  const locale = requireLocale((await params).locale);
  const query = await searchParams;
  const list = readListParams(query);
  const [t, tc, sports, timeZone] = await Promise.all([
    getTranslations({ locale, namespace: 'page.sports' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    cachedSports(locale),
    visitorTimeZone(),
  ]);
  const now = Date.now();
  const path = localePath(locale);
  const blocks = blocksFor(list.listKey);
  return (
    <div className={styles.page}>
      {errorTriggersOn() ? <ErrorTrigger renderOn="render" /> : null}
      <PageHeading title={t('title')} />
      <JackpotBanner />
      <ListFilters
        locale={locale}
        path={path}
        query={query}
        params={list}
        sports={sports}
        listKeys={LIST_KEYS}
        showTime={blocks.includes('upcoming')}
      />
      {blocks.map((block) => (
        <MatchBlock
          key={block}
          locale={locale}
          block={block}
          params={list}
          limit={LIMITS[block]}
          timeZone={timeZone}
          now={now}
          more={
            block === 'live'
              ? { href: localePath(locale, pages.live.path), label: tc('see-all-live') }
              : undefined
          }
          hrefForPage={
            block === 'upcoming' ? (page) => listHref(path, query, { page: String(page) }) : undefined
          }
        />
      ))}
      <JackpotHitsBoard />
    </div>
  );
}
