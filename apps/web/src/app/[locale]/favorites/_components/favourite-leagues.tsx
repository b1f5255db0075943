import type { Tournament } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import Link from 'next/link';
import { CatalogueSection } from '@/features/catalogue/components/catalogue-section';
import { SportIcon } from '@/features/catalogue/components/sport-icon';
import { FavouriteStar } from '@/features/favourites/components/favourite-star';
import { WhileFavourite } from '@/features/favourites/components/while-favourite';
import { localePath } from '@/shared/i18n/locale-path';
import styles from './favourite-leagues.module.css';

/** The player's favourite leagues, each a link to its page with its star (unstarring takes it off the list). */
export function FavouriteLeagues({
  locale,
  title,
  leagues,
}: {
  locale: Locale;
  title: string;
  leagues: readonly Tournament[];
}) {
  return (
    <WhileFavourite type="tournaments" ids={leagues.map((league) => league.id)}>
      <CatalogueSection id="favourite-leagues" title={title}>
        <ul className={styles.leagues}>
          {leagues.map((league) => (
            <WhileFavourite key={league.id} type="tournaments" ids={[league.id]}>
              <li className={styles.league}>
                <FavouriteStar type="tournaments" id={league.id} name={league.name} />
                <SportIcon sportKey={league.sport.key} size={16} />
                <Link
                  prefetch={false}
                  href={localePath(locale, `/${league.sport.key}/${league.slug}`)}
                  className={styles.link}
                >
                  {league.name}
                </Link>
                <span className={styles.category}>{league.category.name}</span>
              </li>
            </WhileFavourite>
          ))}
        </ul>
      </CatalogueSection>
    </WhileFavourite>
  );
}
