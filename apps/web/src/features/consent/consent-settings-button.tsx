'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { embeddingNow } from '@/features/embedding/model/embedded-now';
import styles from './consent-banner.module.css';
import { reopenConsent } from './model/consent-choice';

const noSubscription = () => () => undefined;

/** The footer's "Cookie settings": opens the banner again, so a choice is as easy to change as it was to make. */
export function ConsentSettingsButton() {
  const t = useTranslations('consent');
  // Rendered by the browser only, and not in a frame or the app, where there is no banner to open.
  const available = useSyncExternalStore(
    noSubscription,
    () => embeddingNow() === null,
    () => false,
  );
  if (!available) return null;
  return (
    <button type="button" className={styles.settingsButton} onClick={reopenConsent}>
      {t('settings')}
    </button>
  );
}
