import type { ListedMatch } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { groupByTournament } from '@/features/catalogue/lists/list-matches';
import { WhileFavourite } from '@/features/favourites/components/while-favourite';
import { localePath } from '@/shared/i18n/locale-path';
import { formatStartTime } from '@/shared/time/format-time';
import { LiveListGroup } from './live-list-group';
import styles from './match-list.module.css';
import { MatchRow } from './match-row';
import { rowDate, toRowMatch } from './row-match';
import { SportIcon } from './sport-icon';

/**
 * A server-rendered list of matches grouped by tournament with the sport icon; each row is a live client part.
 * `live` makes it a live list: finished matches leave it. `favouritesOnly`: a list of the player's favourites,
 * which an unstarred match leaves at once. `hash` is the anchor rows lead to on the match page.
 */
export async function MatchList({
  matches,
  locale,
  timeZone,
  now,
  live = false,
  headingLevel = 3,
  hash = '',
  favouritesOnly = false,
}: {
  matches: readonly ListedMatch[];
  locale: Locale;
  timeZone: string;
  now: number;
  live?: boolean;
  headingLevel?: 3 | 4;
  hash?: string;
  favouritesOnly?: boolean;
}) {
  const favourite = (ids: number[], key: string | number, node: ReactNode) =>
    favouritesOnly ? (
      <WhileFavourite key={key} type="matches" ids={ids}>
        {node}
      </WhileFavourite>
    ) : (
      node
    );
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const [tLive, tFavourites] = await Promise.all([
    getTranslations({ locale, namespace: 'live' }),
    getTranslations({ locale, namespace: 'favourites' }),
  ]);
  return (
    <div className={styles.list}>
      {groupByTournament(matches).map((group) => {
        const section = (
          <div key={group.key} className={styles.group}>
            <Heading className={styles.groupHeader}>
              <SportIcon sportKey={group.sportKey} />
              <span className={styles.category}>{group.categoryName}</span>
              <Link
                prefetch={false}
                href={localePath(locale, `/${group.sportKey}/${group.tournament.slug}`)}
                className={styles.tournament}
              >
                {group.tournament.name}
              </Link>
            </Heading>
            <ul className={styles.rows}>
              {group.matches.map((match) =>
                favourite(
                  [match.id],
                  match.id,
                  <MatchRow
                    key={match.id}
                    match={toRowMatch(match)}
                    locale={locale}
                    startText={formatStartTime(rowDate(match), locale, timeZone, now)}
                    liveList={live}
                    hash={hash}
                    texts={{
                      star: tFavourites('toggle', { name: match.name }),
                      more:
                        match.type === 'outright'
                          ? tLive('outright-count', { count: match.outright_competitor_count })
                          : tLive('all-markets', { count: match.available_markets, name: match.name }),
                    }}
                  />,
                ),
              )}
            </ul>
          </div>
        );
        const ids = group.matches.map((m) => m.id);
        return favourite(
          ids,
          group.key,
          live ? (
            <LiveListGroup key={group.key} matchIds={ids}>
              {section}
            </LiveListGroup>
          ) : (
            section
          ),
        );
      })}
    </div>
  );
}
