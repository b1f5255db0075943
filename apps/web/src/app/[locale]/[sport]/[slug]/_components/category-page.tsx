import type { Category, Sport } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getTournaments } from '@/features/catalogue/api/get-tournaments';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { CatalogueSection, PageHeading } from '@/features/catalogue/components/catalogue-section';
import { PageListing } from '@/features/catalogue/components/page-listing';
import { SportIcon } from '@/features/catalogue/components/sport-icon';
import { readListParams } from '@/features/catalogue/lists/list-query';
import { serverApi } from '@/shared/api/server-api';
import { localePath } from '@/shared/i18n/locale-path';
import type { SearchParamsRecord } from '@/shared/routing/query-list';
import { visitorTimeZone } from '@/shared/time/visitor-time-zone';

/** A category (a country or an international group): its leagues, then its live and upcoming matches. */
export async function CategoryPage({
  locale,
  sport,
  category,
  path,
  query,
}: {
  locale: Locale;
  sport: Sport;
  category: Category;
  path: string;
  query: SearchParamsRecord;
}) {
  const list = { ...readListParams(query), sports: [] };
  const [tc, tournaments, timeZone] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    getTournaments(serverApi(locale), { categoryIds: [category.id] }),
    visitorTimeZone(),
  ]);
  const now = Date.now();
  const href = localePath(locale, path);
  const scope = { sportKeys: [sport.key], categoryIds: [category.id] };
  return (
    <div className={styles.page}>
      <PageHeading
        title={category.name}
        icon={<SportIcon sportKey={sport.key} size={26} />}
        kicker={
          <Link prefetch={false} href={localePath(locale, `/${sport.key}`)}>
            {sport.name}
          </Link>
        }
      />
      {tournaments.length > 0 && (
        <CatalogueSection id="category-leagues" title={tc('blocks.leagues')}>
          <ul className={styles.links}>
            {tournaments.map((tournament) => (
              <li key={tournament.id}>
                <Link
                  prefetch={false}
                  href={localePath(locale, `/${sport.key}/${tournament.slug}`)}
                  className={styles.linkCard}
                >
                  {tournament.name}
                </Link>
              </li>
            ))}
          </ul>
        </CatalogueSection>
      )}
      <PageListing
        locale={locale}
        path={href}
        query={query}
        params={list}
        blocks={['live', 'upcoming']}
        scope={scope}
        timeZone={timeZone}
        now={now}
      />
    </div>
  );
}
