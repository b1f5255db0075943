'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { useBets } from './api/get-bets';
import { OPEN_BETS } from './bet-filters';
import { BetsPanel } from './components/bets-panel';
import styles from './components/my-bets.module.css';
import { SignInPrompt } from './components/sign-in-prompt';
import { useLiveBets } from './use-live-bets';

/**
 * The ticket panel's "my bets" tab: the player's open bets as compact cards, live, with cash-out, and the way
 * to the full history. A visitor is asked to sign in.
 */
export function MyBetsTab() {
  const t = useTranslations('my-bets');
  const locale = useLocale();
  const titleId = useId();
  const status = useAuth((state) => state.status);
  const playerId = useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
  useLiveBets(playerId);
  const query = useBets(playerId, OPEN_BETS);
  const historyHref = localePath(locale, pages['bets-history'].path);

  let content: ReactNode;
  if (status === 'unknown' || status === 'pending') content = <p role="status">{t('loading')}</p>;
  else if (playerId === null) content = <SignInPrompt text={t('sign-in-prompt')} />;
  else content = <BetsPanel query={query} filter={OPEN_BETS} playerId={playerId} compact headingLevel={3} />;

  return (
    <section className={styles.tab} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.tabTitle}>
        {t('open-bets')}
      </h2>
      {content}
      {playerId === null ? null : (
        <Link prefetch={false} href={historyHref} className={styles.historyLink}>
          {t('history-link')}
        </Link>
      )}
    </section>
  );
}
