'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import styles from './betslip.module.css';

/** The question a second bet-builder bet raises (spec part 1 §4): replace the slip's custom bet, or keep it. */
export function CustomBetPrompt() {
  const t = useTranslations('betslip.custom');
  const id = useId();
  const pending = useSlip((state) => state.pendingCustomBet);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending) first.current?.focus();
  }, [pending]);
  if (!pending) return null;
  return (
    <section className={styles.changes} aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`}>{t('replace-question')}</p>
      <div className={styles.promptActions}>
        <button
          ref={first}
          type="button"
          className={styles.secondaryButton}
          onClick={() => slipStore.resolveCustomBet(true)}
        >
          {t('replace')}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => slipStore.resolveCustomBet(false)}
        >
          {t('keep')}
        </button>
      </div>
    </section>
  );
}
