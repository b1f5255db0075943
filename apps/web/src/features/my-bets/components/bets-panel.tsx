'use client';

import type { Bet } from '@sportsbook/contracts/betting';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import type { BetsFilter } from '@/features/my-bets/bet-filters';
import { Button } from '@/shared/ui/button';
import { FormMessage } from '@/shared/ui/form-fields';
import { BetCard } from './bet-card';
import styles from './my-bets.module.css';

function emptyKey(filter: BetsFilter) {
  if (filter.result !== 'all') return 'empty.filtered' as const;
  return `empty.${filter.status}` as const;
}

/**
 * A list of the player's bets with its loading, error and empty states. Cash-out results are told in a live
 * region that stays while cards come and go (a bet cashed out in full leaves the open list).
 */
export function BetsPanel({
  query,
  filter,
  playerId,
  compact = false,
  headingLevel,
}: {
  query: UseQueryResult<Bet[]>;
  filter: BetsFilter;
  playerId: number;
  compact?: boolean;
  headingLevel: 2 | 3;
}) {
  const t = useTranslations('my-bets');
  const [announcement, setAnnouncement] = useState('');

  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <div className={styles.view}>
        <FormMessage tone="danger">{t('failed')}</FormMessage>
        <div>
          <Button small variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (!query.data) {
    body = <p className={styles.empty}>{t('loading')}</p>;
  } else if (query.data.length === 0) {
    body = <p className={styles.empty}>{t(emptyKey(filter))}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label={t('list-label')}>
        {query.data.map((bet) => (
          <li key={bet.id}>
            <BetCard
              bet={bet}
              playerId={playerId}
              compact={compact}
              headingLevel={headingLevel}
              onCashedOut={setAnnouncement}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.view} aria-busy={query.isFetching && !query.data ? true : undefined}>
      <p className={styles.announcement} role="status">
        {announcement}
      </p>
      {body}
    </div>
  );
}
