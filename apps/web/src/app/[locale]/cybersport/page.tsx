import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { PageHeading } from '@/features/catalogue/components/catalogue-section';
import { PageListing } from '@/features/catalogue/components/page-listing';
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
      <PageListing
        locale={locale}
        path={path}
        query={query}
        params={list}
        filterSports={cyber}
        blocks={['live', 'upcoming', 'outrights']}
        scope={scope}
        timeZone={timeZone}
        now={now}
      />
    </div>
  );
}
