'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import { isMatchLive, isMatchOver } from '@sportsbook/domain/match-status';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { matchStatusName } from '@/features/catalogue/live/live-state';
import { useLiveMatch, useMatchChannel, useSeedMarkets } from '@/features/catalogue/live/use-live';
import { FavouriteStar } from '@/features/favourites/components/favourite-star';
import { localePath } from '@/shared/i18n/locale-path';
import { LocalTime } from '@/shared/time/local-time';
import { CompetitorBadge } from './competitor-badge';
import { MatchClockText } from './live-scoreboard';
import { MarketView, NoMarketsLabel } from './market-view';
import styles from './match-list.module.css';
import { shortOutcomeLabels } from './outcome-labels';
import { type RowMatch, rowDate } from './row-match';

const NO_MARKETS: never[] = [];

/**
 * One match in a list: start time or live clock, teams with score, the main market's odds and a link to the
 * rest of its markets. Live: the clock ticks, the score and status follow the public channel, a live match's
 * prices follow its match channel, and a row listed while its match was still to play (top events, live,
 * upcoming) leaves once the match is over; a results list, which lists it over, keeps it.
 */
export function MatchRow({
  match,
  locale,
  startText,
  liveList = false,
  hash = '',
  texts,
}: {
  match: RowMatch;
  locale: Locale;
  /** The start time as the server formatted it (corrected to the browser's zone after hydration). */
  startText: string;
  liveList?: boolean;
  /** An anchor on the match page the row's links lead to (the bet-builder block). */
  hash?: string;
  /**
   * The row's messages with values, formatted on the server: the star's name and the link to the rest of the
   * markets ("All 30 markets of …", or an outright's competitor count). A list then formats none in the browser.
   */
  texts: { star: string; more: string };
}) {
  const t = useTranslations('live');
  const live = useLiveMatch(match, locale);
  const main = match.main_market;
  // The same array while the row's market is the same, so the seed runs once, not after every re-render.
  const seeded = useMemo(() => (main ? [main] : NO_MARKETS), [main]);
  useSeedMarkets(match.id, seeded);
  // Only live prices move often enough to hold a channel per row (the server allows 128 per connection).
  useMatchChannel(isMatchLive(live.status) && main ? match.id : null);

  if (isMatchOver(live.status) && (liveList || !isMatchOver(match.status))) return null;

  const href = `${localePath(locale, `/${match.sportKey}/${match.slug}`)}${hash ? `#${hash}` : ''}`;
  const stats = live.statistics;
  const score = stats?.total_score;
  const showScore = score && (isMatchLive(live.status) || isMatchOver(live.status));
  const home = match.competitors.home;
  const away = match.competitors.away;
  const extraMarkets = Math.max(0, match.available_markets - (main ? 1 : 0));

  return (
    <li className={styles.row} data-match-id={match.id} data-status={live.status} data-type={match.type}>
      {match.type === 'match' ? (
        <FavouriteStar type="matches" id={match.id} name={match.name} label={texts.star} />
      ) : (
        <span aria-hidden="true" />
      )}
      <div className={styles.when}>
        {isMatchLive(live.status) ? (
          <>
            <span className={styles.liveBadge}>{t('live')}</span>
            {stats?.clock ? <MatchClockText clock={stats.clock} /> : null}
          </>
        ) : isMatchOver(live.status) ? (
          <span className={styles.status}>{t(`status.${matchStatusName(live.status)}`)}</span>
        ) : (
          <LocalTime iso={rowDate(match)} serverText={startText} />
        )}
      </div>
      <Link prefetch={false} href={href} className={styles.teams}>
        {home && away ? (
          <>
            <span className={styles.team}>
              <CompetitorBadge name={home.name} abbreviation={home.abbreviation} logo={home.logo} />
              <span className={styles.teamName}>{home.name}</span>
              {showScore && <span className={styles.score}>{score.home}</span>}
            </span>
            <span className={styles.team}>
              <CompetitorBadge name={away.name} abbreviation={away.abbreviation} logo={away.logo} />
              <span className={styles.teamName}>{away.name}</span>
              {showScore && <span className={styles.score}>{score.away}</span>}
            </span>
          </>
        ) : (
          <span className={styles.teamName}>{match.name}</span>
        )}
      </Link>
      <div className={styles.odds}>
        {main && !isMatchOver(live.status) ? (
          <MarketView
            match={{ id: match.id, name: match.name, status: live.status, provider: match.provider }}
            market={main}
            labels={shortOutcomeLabels(main, home?.name)}
            sayWhenHidden
          />
        ) : match.type === 'match' && !isMatchOver(live.status) ? (
          <NoMarketsLabel />
        ) : null}
      </div>
      <Link prefetch={false} href={href} className={styles.more}>
        {match.type === 'outright' ? (
          texts.more
        ) : (
          <>
            <span aria-hidden="true">+{extraMarkets}</span>
            <span className="visually-hidden">{texts.more}</span>
          </>
        )}
      </Link>
    </li>
  );
}
