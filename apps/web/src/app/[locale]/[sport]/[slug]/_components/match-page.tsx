import type { Match } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { getMatchMarkets, matchMarketsQueryKey } from '@/features/catalogue/api/get-match-markets';
import { BetBuilder } from '@/features/catalogue/bet-builder/bet-builder';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { marketGroupTabs } from '@/features/catalogue/components/market-groups';
import { MatchHeader } from '@/features/catalogue/components/match-header';
import { MatchMarkets } from '@/features/catalogue/components/match-markets';
import { SportIcon } from '@/features/catalogue/components/sport-icon';
import { PredictionWidget } from '@/features/lootboxes/prediction-widget';
import { MatchInfo } from '@/features/match-info/match-info';
import { makeQueryClient } from '@/shared/api/query-client';
import { serverApi } from '@/shared/api/server-api';
import { localePath } from '@/shared/i18n/locale-path';
import { formatStartTime } from '@/shared/time/format-time';
import { visitorTimeZone } from '@/shared/time/visitor-time-zone';

/**
 * A match: the live header (teams, score, clock, period scores) and its markets under market-group tabs. The
 * markets are fetched here and handed to the browser's query cache, so the first HTML already shows them.
 */
export async function MatchPage({ locale, match }: { locale: Locale; match: Match }) {
  const queryClient = makeQueryClient();
  const [markets, t, tGroups, tBuilder, tFavourites, timeZone, messages] = await Promise.all([
    getMatchMarkets(serverApi(locale), match.id),
    getTranslations({ locale, namespace: 'catalogue.match' }),
    getTranslations({ locale, namespace: 'market-group' }),
    getTranslations({ locale, namespace: 'catalogue.bet-builder' }),
    getTranslations({ locale, namespace: 'favourites' }),
    visitorTimeZone(),
    getMessages({ locale }),
  ]);
  queryClient.setQueryData(matchMarketsQueryKey(locale, match.id), markets);
  // Group keys come from the feed; one the catalogues do not name yet shows its key.
  const groupName = tGroups as unknown as { has(key: string): boolean; (key: string): string };
  const groupNames = Object.fromEntries(
    marketGroupTabs(markets).map((group) => [group, groupName.has(group) ? groupName(group) : group]),
  );
  const playable = { id: match.id, name: match.name, status: match.status, provider: match.provider };
  const now = Date.now();
  const sportPath = `/${match.sport.key}`;
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>
        <SportIcon sportKey={match.sport.key} size={14} />{' '}
        <Link prefetch={false} href={localePath(locale, sportPath)}>
          {match.sport.name}
        </Link>
        {' · '}
        <Link prefetch={false} href={localePath(locale, `${sportPath}/${match.category.slug}`)}>
          {match.category.name}
        </Link>
        {' · '}
        <Link prefetch={false} href={localePath(locale, `${sportPath}/${match.tournament.slug}`)}>
          {match.tournament.name}
        </Link>
      </p>
      <MatchHeader
        match={match}
        locale={locale}
        startText={formatStartTime(match.start_time, locale, timeZone, now)}
        endText={match.end_date ? formatStartTime(match.end_date, locale, timeZone, now) : null}
        starLabel={tFavourites('toggle', { name: match.name })}
      />
      <MatchInfo locale={locale} match={match} />
      {match.competitors.home && match.competitors.away ? (
        <NextIntlClientProvider messages={{ lootboxes: messages.lootboxes }}>
          <PredictionWidget
            matchId={match.id}
            teams={{ home: match.competitors.home.name, away: match.competitors.away.name }}
          />
        </NextIntlClientProvider>
      ) : null}
      <section aria-labelledby="markets-title" className={styles.section}>
        <h2 id="markets-title" className={styles.sectionTitle}>
          {t('markets')}
        </h2>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <MatchMarkets
            locale={locale}
            match={playable}
            groupNames={groupNames}
            texts={{ tabs: t('groups'), empty: t('no-markets') }}
          />
        </HydrationBoundary>
      </section>
      {match.is_custom_bet_available ? (
        <HydrationBoundary state={dehydrate(queryClient)}>
          <BetBuilder
            locale={locale}
            match={playable}
            groupNames={groupNames}
            texts={{
              title: tBuilder('title'),
              intro: tBuilder('intro'),
              groups: tBuilder('groups'),
              legs: tBuilder('legs'),
              price: tBuilder('price'),
              pickMore: tBuilder('pick-more'),
              quoting: tBuilder('quoting'),
              notCombinable: tBuilder('not-combinable'),
              add: tBuilder('add'),
              added: tBuilder('added'),
              clear: tBuilder('clear'),
              remove: tBuilder('remove'),
            }}
          />
        </HydrationBoundary>
      ) : null}
    </div>
  );
}
