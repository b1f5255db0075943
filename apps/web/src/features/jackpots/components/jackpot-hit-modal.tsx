'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useModals } from '@/features/modals/modal-store';
import { formatMoney } from '@/shared/money/money-format';
import { Button } from '@/shared/ui/button';
import { NativeDialog } from '@/shared/ui/native-dialog';
import { useUnseenJackpotHits } from '../api/get-jackpot-hits';
import { useMarkJackpotHitsSeen } from '../api/mark-jackpot-hits-seen';
import styles from './jackpots.module.css';

/**
 * The jackpot-hit modal of the winner (spec part 2 §1, §2): the player's own unseen hits, one at a time, oldest
 * first; closing it marks that hit seen, so it never shows again, here or in another tab. It waits behind the
 * shell's modals (sign-in, deposit ...) until they close.
 */
export function JackpotHitModal({ playerId }: { playerId: number }) {
  const t = useTranslations('jackpots.hit');
  const tModals = useTranslations('modals');
  const locale = useLocale();
  const unseen = useUnseenJackpotHits(playerId);
  const markSeen = useMarkJackpotHitsSeen(playerId);
  // Closed here: hidden at once, whether or not the mark-as-seen answer and the refetch have come back.
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const behindModal = useModals((state) => state.stack.length > 0);
  // The list comes newest first; the oldest hit is shown first.
  const hit = [...(unseen.data?.data ?? [])].reverse().find((candidate) => !closed.has(candidate.id));
  if (!hit || behindModal) return null;

  const close = () => {
    setClosed((previous) => new Set(previous).add(hit.id));
    markSeen.mutate([hit.id]);
  };
  return (
    <NativeDialog key={hit.id} title={t('title')} closeLabel={tModals('close')} onClose={close} narrow>
      <div className={styles.hitBody}>
        <p className={styles.hitText}>{t('body', { level: hit.level_name, jackpot: hit.name })}</p>
        <p className={styles.hitAmount} data-testid="jackpot-hit-amount">
          {formatMoney(hit.amount, hit.currency, locale)}
        </p>
        <p className={styles.hitText}>{hit.status === 'paid' ? t('paid') : t('approved')}</p>
        <Button onClick={close}>{t('continue')}</Button>
      </div>
    </NativeDialog>
  );
}
