'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/shared/ui/button';
import { closeShareNotice, useShareNotice } from '../model/share-notice';
import styles from './share-bet.module.css';
import { ShareDialog } from './share-dialog';

/** The share-bet-not-found modal (spec part 2 §2, §8): why a shared link did not fill the slip. */
export function ShareBetNotFoundModal() {
  const t = useTranslations('share-bet.not-found-modal');
  const notice = useShareNotice();
  if (notice === null) return null;
  return (
    <ShareDialog title={t('title')} onClose={closeShareNotice}>
      <p className={styles.message}>{t(notice)}</p>
      <div className={styles.actions}>
        <Button onClick={closeShareNotice}>{t('ok')}</Button>
      </div>
    </ShareDialog>
  );
}
