'use client';

import type { Jackpot, JackpotLevel } from '@sportsbook/contracts/jackpots';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatMoney } from '@/shared/money/money-format';
import { useJackpot } from '../api/get-jackpot';
import { useJackpots } from '../api/get-jackpots';
import styles from './jackpots.module.css';

/** Levels on show: one the operator has not opened yet (`created`) or switched off (`disabled`) is left out. */
const shownLevels = (levels: readonly JackpotLevel[]) =>
  levels.filter((level) => level.state !== 'created' && level.state !== 'disabled');

/** One jackpot: its total pool and each level's, polled every 15 s and refreshed by the player's balance changes. */
function JackpotCard({ initial }: { initial: Jackpot }) {
  const t = useTranslations('jackpots');
  const locale = useLocale();
  const titleId = useId();
  const jackpot = useJackpot(initial.id, initial).data ?? initial;
  const money = (amount: number) => formatMoney(amount, jackpot.currency, locale);
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.bannerHeader}>
        <h2 id={titleId} className={styles.name}>
          {jackpot.name}
        </h2>
        <p className={styles.total} data-testid="jackpot-total">
          <span className="visually-hidden">{t('total')} </span>
          {money(jackpot.pool_amount)}
        </p>
      </div>
      <ul className={styles.levels} aria-label={t('levels')}>
        {shownLevels(jackpot.levels).map((level) => (
          <li key={level.code} className={styles.level} data-testid={`jackpot-level-${level.code}`}>
            <span className={styles.levelName}>{level.name}</span>
            <span className={styles.levelAmount}>{money(level.pool_amount)}</span>
            {level.state === 'active' ? null : (
              <span className={styles.levelState}>{t(`state.${level.state}`)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The jackpot banner (spec part 2 §2): every jackpot on show with its live pools; nothing when there is none. */
export function JackpotBanner() {
  const t = useTranslations('jackpots');
  const jackpots = useJackpots();
  if (jackpots.isError) return <p className={styles.muted}>{t('unavailable')}</p>;
  return (
    <>
      {(jackpots.data?.data ?? []).map((jackpot) => (
        <JackpotCard key={jackpot.id} initial={jackpot} />
      ))}
    </>
  );
}
