import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { getTournaments } from '@/features/catalogue/api/get-tournaments';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { PageHeading } from '@/features/catalogue/components/catalogue-section';
import { MatchBlock } from '@/features/catalogue/components/match-block';
import { listHref } from '@/features/catalogue/lists/list-href';
import { readListParams } from '@/features/catalogue/lists/list-query';
import { fetchFavouriteIds } from '@/features/favourites/api/fetch-favourite-ids';
import { FavouritesAuthSync } from '@/features/favourites/components/favourites-auth-sync';
import { FavouritesSignIn } from '@/features/favourites/components/favourites-sign-in';
import { isApiError } from '@/shared/api/api-fetch';
import { serverApi, serverApiAsPlayer } from '@/shared/api/server-api';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { visitorTimeZone } from '@/shared/time/visitor-time-zone';
import { FavouriteLeagues } from './_components/favourite-leagues';

export function generateMetadata({ params }: PageProps<'/[locale]/favorites'>): Promise<Metadata> {
  return placeholderMetadata('favorites', params);
}

/** The player's favourite leagues by id, or null for a visitor (no session, or one that has ended). */
async function favouriteLeagueIds(context: Awaited<ReturnType<typeof serverApiAsPlayer>>) {
  if (!context) return null;
  try {
    return await fetchFavouriteIds(context, 'tournaments');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * Favourites (spec part 2 §2): the player's favourite matches, live and upcoming, through the `favorites` list
 * key, and their favourite leagues. A visitor is asked to sign in.
 */
export default async function FavoritesPage({ params, searchParams }: PageProps<'/[locale]/favorites'>) {
  const locale = requireLocale((await params).locale);
  const query = await searchParams;
  const player = await serverApiAsPlayer(locale);
  const [t, tPage, tAccount, timeZone, leagueIds] = await Promise.all([
    getTranslations({ locale, namespace: 'favourites' }),
    getTranslations({ locale, namespace: 'page.favorites' }),
    getTranslations({ locale, namespace: 'account' }),
    visitorTimeZone(),
    favouriteLeagueIds(player),
  ]);
  const signedIn = leagueIds !== null;
  if (!signedIn) {
    return (
      <div className={styles.page}>
        <PageHeading title={tPage('title')} />
        <FavouritesAuthSync renderedSignedIn={false} />
        <FavouritesSignIn text={t('sign-in-text')} signIn={tAccount('sign-in')} />
      </div>
    );
  }

  const list = { ...readListParams(query), listKey: 'favorites' as const };
  const path = localePath(locale, pages.favorites.path);
  const now = Date.now();
  const leagues =
    leagueIds.length === 0
      ? []
      : (await getTournaments(serverApi(locale), {}))
          .filter((league) => leagueIds.includes(league.id))
          .sort((a, b) => leagueIds.indexOf(a.id) - leagueIds.indexOf(b.id));
  return (
    <div className={styles.page}>
      <PageHeading title={tPage('title')} />
      <FavouritesAuthSync renderedSignedIn />
      {(['live', 'upcoming'] as const).map((block) => (
        <MatchBlock
          key={block}
          locale={locale}
          block={block}
          params={list}
          limit={block === 'live' ? 30 : 20}
          timeZone={timeZone}
          now={now}
          id={`favourites-${block}`}
          title={t(`blocks.${block}`)}
          emptyText={t(`empty.${block}`)}
          hrefForPage={
            block === 'upcoming' ? (page) => listHref(path, query, { page: String(page) }) : undefined
          }
        />
      ))}
      {leagues.length > 0 ? (
        <FavouriteLeagues locale={locale} title={t('leagues')} leagues={leagues} />
      ) : null}
    </div>
  );
}
