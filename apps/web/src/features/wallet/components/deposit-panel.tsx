'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { activeAccount, useAuth } from '@/features/account/auth-store';
import { showAlert } from '@/features/modals/alert-store';
import { modalStore } from '@/features/modals/modal-store';
import {
  loadSpi,
  paymentRedirectRoutes,
  readSpiNotification,
  SPI_API_PREFIX,
  type SpiInstance,
  type SpiNotification,
} from '@/features/wallet/spi/spi-widget';
import { useSpiTexts } from '@/features/wallet/spi/use-spi-texts';
import { FormMessage } from '@/shared/ui/form-fields';
import styles from './wallet.module.css';

type WidgetState = 'loading' | 'ready' | 'failed';

/**
 * The deposit: the payment widget from {host}/spi/main.js in this panel, configured with the API prefix,
 * redirect routes back to this page (spec part 1 §7), the page's locale and the form's texts from the wallet
 * catalogue (the widget holds the one deposit form: amount buttons, bounds, method tiles; ADR 005). The widget's notifications show here, successes and
 * warnings also as global alerts.
 */
export function DepositPanel({ inModal }: { inModal: boolean }) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const texts = useSpiTexts();
  const status = useAuth((state) => state.status);
  const missing = useAuth((state) => state.player.authFieldsMissed.length > 0);
  const currency = useAuth((state) => activeAccount(state)?.currency ?? state.player.currency ?? undefined);
  const container = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<WidgetState>('loading');
  const [notice, setNotice] = useState<SpiNotification | null>(null);
  const ready = status === 'logged_in' && !missing;

  useEffect(() => {
    // From a link (?modal=deposit) the rules still apply: sign in, then the profile fields, then the deposit.
    if (!inModal) return;
    if (status === 'not_logged_in') modalStore.replace('deposit', 'signIn', { next: 'deposit' });
    else if (status === 'logged_in' && missing)
      modalStore.replace('deposit', 'missedAuthFields', { next: 'deposit' });
  }, [inModal, status, missing]);

  useEffect(() => {
    const target = container.current;
    if (!ready || !target) return;
    let instance: SpiInstance | undefined;
    let cancelled = false;
    setWidget('loading');
    loadSpi()
      .then((spi) => {
        if (cancelled) return;
        instance = spi.init({
          container: target,
          serverUrl: '',
          apiPrefix: SPI_API_PREFIX,
          redirectRoutes: paymentRedirectRoutes(window.location.href),
          currency,
          locale,
          texts,
          onNotification: (value) => {
            const notification = readSpiNotification(value);
            if (!notification) return;
            setNotice(notification);
            if (notification.severity !== 'danger') showAlert(notification.severity, notification.message);
          },
        });
        // The form shows once it knows the currency and its methods: a deposit posted earlier would lack them.
        return instance.ready.then(() => {
          if (!cancelled) setWidget('ready');
        });
      })
      .catch(() => {
        if (!cancelled) setWidget('failed');
      });
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [ready, currency, locale, texts]);

  if (!ready) return null;
  return (
    <div className={styles.panel}>
      {widget === 'loading' ? <p role="status">{t('loading-widget')}</p> : null}
      {widget === 'failed' ? <FormMessage tone="danger">{t('widget-failed')}</FormMessage> : null}
      {notice ? (
        <FormMessage tone={notice.severity === 'danger' ? 'danger' : notice.severity}>
          {notice.message}
        </FormMessage>
      ) : null}
      <div ref={container} className={styles.widget} hidden={widget !== 'ready'} />
    </div>
  );
}
