'use client';

import type { Match } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { isMatchLive, isMatchOver } from '@sportsbook/domain/match-status';
import { useTranslations } from 'next-intl';
import { LocalTime } from '../../../shared/time/local-time';
import { FavouriteStar } from '../../favourites/components/favourite-star';
import { matchStatusName } from '../live/live-state';
import { useLiveMatch, useMatchChannel } from '../live/use-live';
import { CompetitorBadge } from './competitor-badge';
import { MatchClockText } from './live-scoreboard';
import styles from './match-page.module.css';

type HeaderMatch = Pick<
  Match,
  'id' | 'name' | 'status' | 'statistics' | 'provider' | 'competitors' | 'start_time' | 'type' | 'end_date'
>;

/**
 * The match page header: teams, score, clock and period scores, live from the match's own channel (which
 * also carries every market of the match) and the public one (provider status).
 */
export function MatchHeader({
  match,
  locale,
  startText,
  endText,
  starLabel,
}: {
  match: HeaderMatch;
  locale: Locale;
  startText: string;
  endText: string | null;
  /** The favourite star's name, formatted on the server (the page then formats no message as it starts). */
  starLabel?: string;
}) {
  const t = useTranslations('live');
  useMatchChannel(match.id);
  const live = useLiveMatch(match, locale);
  const stats = live.statistics;
  const home = match.competitors.home;
  const away = match.competitors.away;
  const showScore = stats?.total_score && (isMatchLive(live.status) || isMatchOver(live.status));
  const periods = stats?.period_score ?? [];

  return (
    <header className={styles.header} data-status={live.status}>
      {match.type === 'match' ? (
        <FavouriteStar
          type="matches"
          id={match.id}
          name={match.name}
          label={starLabel}
          size={22}
          className={styles.favourite}
        />
      ) : null}
      <div className={styles.state} aria-live="polite">
        {isMatchLive(live.status) ? (
          <>
            <span className={styles.liveBadge}>{t('live')}</span>
            {stats?.clock ? <MatchClockText clock={stats.clock} /> : null}
            {periods.at(-1) ? <span>{periods.at(-1)?.period_name}</span> : null}
          </>
        ) : isMatchOver(live.status) ? (
          <span>{t(`status.${matchStatusName(live.status)}`)}</span>
        ) : (
          <LocalTime iso={match.start_time} serverText={startText} />
        )}
        {match.type === 'outright' && endText ? <span>{t('ends', { date: endText })}</span> : null}
      </div>
      {home && away ? <h1 className="visually-hidden">{match.name}</h1> : null}
      {home && away ? (
        <div className={styles.teams}>
          <div className={styles.side}>
            <CompetitorBadge name={home.name} abbreviation={home.abbreviation} logo={home.logo} size={40} />
            <p className={styles.teamName}>{home.name}</p>
          </div>
          <div className={styles.scoreBox} data-testid="match-score">
            {showScore && stats?.total_score ? (
              <>
                <span className="visually-hidden">{t('score')}: </span>
                {stats.total_score.home}
                <span aria-hidden="true"> : </span>
                <span className="visually-hidden"> – </span>
                {stats.total_score.away}
              </>
            ) : (
              <span aria-hidden="true">–</span>
            )}
          </div>
          <div className={`${styles.side} ${styles.away}`}>
            <CompetitorBadge name={away.name} abbreviation={away.abbreviation} logo={away.logo} size={40} />
            <p className={styles.teamName}>{away.name}</p>
          </div>
        </div>
      ) : (
        <h1 className={styles.outrightName}>{match.name}</h1>
      )}
      {periods.length > 0 && home && away && (
        <table className={styles.periods}>
          <caption className="visually-hidden">{t('period-scores')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('team')}</span>
              </th>
              {periods.map((period) => (
                <th key={period.period_key} scope="col" title={period.period_name}>
                  {period.number}
                </th>
              ))}
              {stats?.game_score ? <th scope="col">{t('game')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row">
                  {(side === 'home' ? home : away).name}
                  {stats?.current_server === side ? (
                    <span className={styles.server}>
                      {' '}
                      ●<span className="visually-hidden">{t('serving')}</span>
                    </span>
                  ) : null}
                </th>
                {periods.map((period) => (
                  <td key={period.period_key}>{period[side]}</td>
                ))}
                {stats?.game_score ? <td>{stats.game_score[side]}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </header>
  );
}
