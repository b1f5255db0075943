import type { Sport, Tournament } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import Link from 'next/link';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { PageHeading } from '@/features/catalogue/components/catalogue-section';
import { PageListing } from '@/features/catalogue/components/page-listing';
import { SportIcon } from '@/features/catalogue/components/sport-icon';
import { readListParams } from '@/features/catalogue/lists/list-query';
import { FavouriteStar } from '@/features/favourites/components/favourite-star';
import { localePath } from '@/shared/i18n/locale-path';
import type { SearchParamsRecord } from '@/shared/routing/query-list';
import { visitorTimeZone } from '@/shared/time/visitor-time-zone';

/** A league: its live and upcoming matches and its outrights. */
export async function LeaguePage({
  locale,
  sport,
  tournament,
  path,
  query,
}: {
  locale: Locale;
  sport: Sport;
  tournament: Tournament;
  path: string;
  query: SearchParamsRecord;
}) {
  const list = { ...readListParams(query), sports: [] };
  const timeZone = await visitorTimeZone();
  const now = Date.now();
  const href = localePath(locale, path);
  const scope = { sportKeys: [sport.key], tournamentIds: [tournament.id] };
  return (
    <div className={styles.page}>
      <PageHeading
        title={tournament.name}
        icon={<SportIcon sportKey={sport.key} size={26} />}
        tools={<FavouriteStar type="tournaments" id={tournament.id} name={tournament.name} size={22} />}
        kicker={
          <>
            <Link prefetch={false} href={localePath(locale, `/${sport.key}`)}>
              {sport.name}
            </Link>
            {' · '}
            <Link prefetch={false} href={localePath(locale, `/${sport.key}/${tournament.category.slug}`)}>
              {tournament.category.name}
            </Link>
          </>
        }
      />
      <PageListing
        locale={locale}
        path={href}
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
