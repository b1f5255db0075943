'use client';

import { useTranslations } from 'next-intl';
import { useAuth } from '../../account/auth-store';
import { useBets } from '../api/get-bets';
import type { BetsFilter } from '../bet-filters';
import { useLiveBets } from '../use-live-bets';
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

  if (status === 'unknown' || status === 'pending') return <p role="status">{t('loading')}</p>;
  if (playerId === null) return <SignInPrompt text={tAccount('sign-in-required')} />;
  return (
    <div className={styles.view}>
      <BetFilterNav filter={filter} />
      <BetsPanel query={query} filter={filter} playerId={playerId} headingLevel={2} />
    </div>
  );
}
