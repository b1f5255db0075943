import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { PageHeading } from '@/features/catalogue/components/catalogue-section';
import { ListFilters } from '@/features/catalogue/components/list-filters';
import { ListBlocks } from '@/features/catalogue/components/match-block';
import { listHref } from '@/features/catalogue/lists/list-href';
import { readListParams } from '@/features/catalogue/lists/list-query';
import { cachedSports } from '@/features/catalogue/server/catalogue-lookup';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { visitorTimeZone } from '@/shared/time/visitor-time-zone';

export function generateMetadata({ params }: PageProps<'/[locale]/cybersport'>): Promise<Metadata> {
  return placeholderMetadata('cybersport', params);
}

/** Cyber sport: live, upcoming and outright esports (sport_type cyber). */
export default async function CybersportPage({ params, searchParams }: PageProps<'/[locale]/cybersport'>) {
  const locale = requireLocale((await params).locale);
  const query = await searchParams;
  const list = readListParams(query);
  const [t, sports, timeZone] = await Promise.all([
    getTranslations({ locale, namespace: 'page.cybersport' }),
    cachedSports(locale),
    visitorTimeZone(),
  ]);
  const now = Date.now();
  const path = localePath(locale, pages.cybersport.path);
  const scope = { sportType: 'cyber' as const };
  const cyber = sports.filter((sport) => sport.type === 'cyber');
  return (
    <div className={styles.page}>
      <PageHeading title={t('title')} />
      <ListFilters locale={locale} path={path} query={query} params={list} sports={cyber} showTime />
      <ListBlocks
        blocks={['live', 'upcoming', 'outrights']}
        locale={locale}
        params={list}
        scope={scope}
        timeZone={timeZone}
        now={now}
        pageHref={(page) => listHref(path, query, { page: String(page) })}
      />
    </div>
  );
}
