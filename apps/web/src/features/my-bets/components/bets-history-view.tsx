'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { useBets } from '@/features/my-bets/api/get-bets';
import type { BetsFilter } from '@/features/my-bets/bet-filters';
import { useLiveBets } from '@/features/my-bets/use-live-bets';
import { BetFilterNav } from './bet-filter-nav';
import { BetsPanel } from './bets-panel';
import styles from './my-bets.module.css';
import { SignInPrompt } from './sign-in-prompt';

/** The bets history page's content: filters from the URL and every bet they select, live. */
export function BetsHistoryView({ filter }: { filter: BetsFilter }) {
  const t = useTranslations('my-bets');
  const tAccount = useTranslations('account');
  const status = useAuth((state) => state.status);
  const playerId = useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
  useLiveBets(playerId);
  const query = useBets(playerId, filter);
  const view = useRef<HTMLDivElement>(null);

  // A notification's link names its bet in the fragment (`#bet-12`): the list scrolls to it once it is shown.
  useEffect(() => {
    const betId = /^#bet-(\d+)$/.exec(window.location.hash)?.[1];
    if (!betId || !query.data) return;
    view.current?.querySelector(`[data-bet-id="${betId}"]`)?.scrollIntoView({ block: 'center' });
  }, [query.data]);

  if (status === 'unknown' || status === 'pending') return <p role="status">{t('loading')}</p>;
  if (playerId === null) return <SignInPrompt text={tAccount('sign-in-required')} />;
  return (
    <div className={styles.view} ref={view}>
      <BetFilterNav filter={filter} />
      <BetsPanel query={query} filter={filter} playerId={playerId} headingLevel={2} />
    </div>
  );
}
