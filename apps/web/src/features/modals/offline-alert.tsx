'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { alertStore } from './alert-store';

/**
 * Spec part 2 §8: while the browser is offline an alert with the connection-error title and description is up;
 * it closes when the browser is back online. It is the global alert like any other (one at a time).
 */
export function OfflineAlert() {
  const t = useTranslations('errors');
  const title = t('offline.title');
  const description = t('offline.description');
  useEffect(() => {
    let shown: number | undefined;
    const show = () => {
      shown = alertStore.push('danger', description, { title, sticky: true });
    };
    const hide = () => {
      if (shown !== undefined) alertStore.dismiss(shown);
      shown = undefined;
    };
    if (!navigator.onLine) show();
    window.addEventListener('offline', show);
    window.addEventListener('online', hide);
    return () => {
      window.removeEventListener('offline', show);
      window.removeEventListener('online', hide);
      hide();
    };
  }, [title, description]);
  return null;
}
