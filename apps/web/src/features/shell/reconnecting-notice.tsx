'use client';

import { useTranslations } from 'next-intl';
import { usePricesBettable } from '@/shared/realtime/use-connection-health';
import styles from './reconnecting-notice.module.css';

/**
 * "Reconnecting…" while the real-time connection has been away for a while or is still catching up. The live
 * region is always in the page (a region added with its text is often not read out); it floats over the page,
 * so showing it moves nothing.
 */
export function ReconnectingNotice() {
  const t = useTranslations('live');
  const bettable = usePricesBettable();
  return (
    <div role="status" aria-live="polite" className={styles.region} data-testid="reconnecting-notice">
      {bettable ? null : <p className={styles.notice}>{t('reconnecting')}</p>}
    </div>
  );
}
