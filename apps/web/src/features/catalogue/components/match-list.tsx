import type { Match } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import Link from 'next/link';
import { localePath } from '../../../shared/i18n/locale-path';
import { formatStartTime } from '../../../shared/time/format-time';
import { groupByTournament } from '../lists/list-matches';
import { LiveListGroup } from './live-list-group';
import styles from './match-list.module.css';
import { MatchRow } from './match-row';
import { toRowMatch } from './row-match';
import { SportIcon } from './sport-icon';

/**
 * A server-rendered list of matches grouped by tournament with the sport icon; each row is a live client part.
 * `live` makes it a live list: finished matches leave it.
 */
export function MatchList({
  matches,
  locale,
  timeZone,
  now,
  live = false,
  headingLevel = 3,
}: {
  matches: readonly Match[];
  locale: Locale;
  timeZone: string;
  now: number;
  live?: boolean;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.list}>
      {groupByTournament(matches).map((group) => {
        const section = (
          <div key={group.key} className={styles.group}>
            <Heading className={styles.groupHeader}>
              <SportIcon sportKey={group.sportKey} />
              <span className={styles.category}>{group.categoryName}</span>
              <Link
                href={localePath(locale, `/${group.sportKey}/${group.tournament.slug}`)}
                className={styles.tournament}
              >
                {group.tournament.name}
              </Link>
            </Heading>
            <ul className={styles.rows}>
              {group.matches.map((match) => (
                <MatchRow
                  key={match.id}
                  match={toRowMatch(match)}
                  locale={locale}
                  startText={formatStartTime(match.start_time, locale, timeZone, now)}
                  liveList={live}
                />
              ))}
            </ul>
          </div>
        );
        return live ? (
          <LiveListGroup key={group.key} matchIds={group.matches.map((m) => m.id)}>
            {section}
          </LiveListGroup>
        ) : (
          section
        );
      })}
    </div>
  );
}
