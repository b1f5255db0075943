'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { IconGlyph } from '@/shared/ui/icons';
import styles from './alert-region.module.css';
import { ALERT_AUTO_CLOSE_MS, type Alert, alertStore, useAlerts } from './alert-store';

function AlertItem({ alert }: { alert: Alert }) {
  const t = useTranslations('modals');
  // The timer waits while the pointer or focus is on the alert, so it can be read to the end (WCAG 2.2.1).
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (alert.sticky || held) return;
    const timer = window.setTimeout(() => alertStore.dismiss(alert.id), ALERT_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [alert, held]);
  return (
    <li
      className={styles.alert}
      data-severity={alert.severity}
      data-alert-id={alert.id}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={styles.text} role={alert.severity === 'danger' ? 'alert' : 'status'}>
        {alert.title ? <p className={styles.title}>{alert.title}</p> : null}
        <p>{alert.message}</p>
      </div>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('dismiss')}
        onClick={() => alertStore.dismiss(alert.id)}
      >
        <IconGlyph name="close" size={16} />
      </button>
    </li>
  );
}

/** The global alert, one at a time (spec part 2 §4), bottom right (above the tab bar on phones). */
export function AlertRegion() {
  const t = useTranslations('modals');
  const alerts = useAlerts();
  return (
    <section aria-label={t('alerts')}>
      <ul className={styles.region}>
        {alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} />
        ))}
      </ul>
    </section>
  );
}
