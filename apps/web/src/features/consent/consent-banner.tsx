'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/shared/ui/button';
import styles from './consent-banner.module.css';

/**
 * The cookie banner: a labelled region (not a modal: the site stays usable around it), the two choices side by
 * side and equally prominent, as EU guidance asks. It sits above the phone's tab bar, so the bet slip button
 * stays free, and in the desktop's bottom-left corner, away from the slip.
 */
export function ConsentBanner({ onAccept, onNecessary }: { onAccept: () => void; onNecessary: () => void }) {
  const t = useTranslations('consent.banner');
  const titleId = useId();
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="consent-banner">
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" small onClick={onNecessary}>
          {t('necessary-only')}
        </Button>
        <Button small onClick={onAccept}>
          {t('accept')}
        </Button>
      </div>
    </section>
  );
}
