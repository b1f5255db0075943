'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { IconGlyph } from '@/shared/ui/icons';
import styles from './alert-region.module.css';
import { ALERT_TIMEOUT_MS, type Alert, alertStore, useAlerts } from './alert-store';

function AlertItem({ alert }: { alert: Alert }) {
  const t = useTranslations('modals');
  useEffect(() => {
    const timeout = ALERT_TIMEOUT_MS[alert.severity];
    if (timeout === null) return;
    const timer = window.setTimeout(() => alertStore.dismiss(alert.id), timeout);
    return () => window.clearTimeout(timer);
  }, [alert]);
  return (
    <li className={styles.alert} data-severity={alert.severity}>
      <p className={styles.text} role={alert.severity === 'danger' ? 'alert' : 'status'}>
        {alert.message}
      </p>
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

/** The global alerts, bottom right (above the tab bar on phones), clear of the header and its menus. */
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
