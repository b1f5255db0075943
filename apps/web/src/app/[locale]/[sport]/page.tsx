import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { findSport, notFoundMetadata, requireSport } from '@/app/[locale]/_components/sport-route';
import { getCategories } from '@/features/catalogue/api/get-categories';
import { getCounters } from '@/features/catalogue/api/get-counters';
import { getTournaments } from '@/features/catalogue/api/get-tournaments';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { CatalogueSection, PageHeading } from '@/features/catalogue/components/catalogue-section';
import { PageListing } from '@/features/catalogue/components/page-listing';
import { SportIcon } from '@/features/catalogue/components/sport-icon';
import { readListParams } from '@/features/catalogue/lists/list-query';
import { serverApi, serverApiForPost } from '@/shared/api/server-api';
import { localePath } from '@/shared/i18n/locale-path';
import { pageMetadata } from '@/shared/seo/page-metadata';
import { visitorTimeZone } from '@/shared/time/visitor-time-zone';

export async function generateMetadata({ params }: PageProps<'/[locale]/[sport]'>): Promise<Metadata> {
  const { locale: rawLocale, sport: key } = await params;
  const locale = requireLocale(rawLocale);
  const sport = await findSport(locale, key);
  if (!sport) return notFoundMetadata(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: `/${sport.key}`,
    title: t('page.sport.title', { sportName: sport.name }),
    description: t('page.sport.description', { sportName: sport.name }),
    index: true,
  });
}

const TOP_LEAGUES = 8;

/** A sport: its top leagues and categories, then its live and upcoming matches and outrights. */
export default async function SportPage({ params, searchParams }: PageProps<'/[locale]/[sport]'>) {
  const { locale: rawLocale, sport: key } = await params;
  const locale = requireLocale(rawLocale);
  const sport = await requireSport(locale, key);
  const query = await searchParams;
  const list = { ...readListParams(query), sports: [] };
  const api = serverApi(locale);
  const [t, tc, tournaments, categories, counters, timeZone] = await Promise.all([
    getTranslations({ locale, namespace: 'page.sport' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    getTournaments(api, { sportKeys: [sport.key] }),
    getCategories(api, [sport.key]),
    getCounters(serverApiForPost(locale), { sport: [sport.key] }),
    visitorTimeZone(),
  ]);
  const now = Date.now();
  const path = localePath(locale, `/${sport.key}`);
  const scope = { sportKeys: [sport.key] };
  const count = (n: number | undefined) => tc('counts.matches', { count: n ?? 0 });
  return (
    <div className={styles.page}>
      <PageHeading
        title={t('title', { sportName: sport.name })}
        icon={<SportIcon sportKey={sport.key} size={26} />}
      />
      {tournaments.length > 0 && (
        <CatalogueSection id="top-leagues" title={tc('blocks.leagues')}>
          <ul className={styles.links}>
            {tournaments.slice(0, TOP_LEAGUES).map((tournament) => (
              <li key={tournament.id}>
                <Link
                  prefetch={false}
                  href={localePath(locale, `/${sport.key}/${tournament.slug}`)}
                  className={styles.linkCard}
                >
                  <span>
                    {tournament.name}
                    <span className={styles.linkMeta}> · {tournament.category.name}</span>
                  </span>
                  <span className={styles.linkMeta}>
                    {count(counters.tournaments[String(tournament.id)])}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </CatalogueSection>
      )}
      {categories.length > 0 && (
        <CatalogueSection id="categories" title={tc('blocks.categories')}>
          <ul className={styles.links}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  prefetch={false}
                  href={localePath(locale, `/${sport.key}/${category.slug}`)}
                  className={styles.linkCard}
                >
                  <span>{category.name}</span>
                  <span className={styles.linkMeta}>{count(counters.categories[String(category.id)])}</span>
                </Link>
              </li>
            ))}
          </ul>
        </CatalogueSection>
      )}
      <PageListing
        locale={locale}
        path={path}
        query={query}
        params={list}
        filterSports={[]}
        blocks={['live', 'upcoming', 'outrights']}
        scope={scope}
        timeZone={timeZone}
        now={now}
      />
    </div>
  );
}
