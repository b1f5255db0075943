'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { authStore } from '@/features/account/auth-store';
import { refreshAccounts } from '@/features/account/session';
import { showAlert } from '@/features/modals/alert-store';
import { PAYMENT_RESULT_SEVERITY, takePaymentResult } from '@/features/wallet/payment-result';

/**
 * Back from the payment widget (?payment-result=success|error|pending): the matching alert, fresh balances
 * once the session is known, and the parameter leaves the URL so a reload does not repeat the alert.
 */
export function PaymentResultEffect() {
  const t = useTranslations('wallet');
  const texts = useRef({ success: '', error: '', pending: '' });
  texts.current = { success: t('result.success'), error: t('result.error'), pending: t('result.pending') };

  useEffect(() => {
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const { result, cleanHref } = takePaymentResult(here);
    if (cleanHref === here) return;
    window.history.replaceState(window.history.state, '', cleanHref);
    if (!result) return;
    showAlert(PAYMENT_RESULT_SEVERITY[result], texts.current[result]);
    if (authStore.getState().status === 'logged_in') void refreshAccounts().catch(() => undefined);
  }, []);

  return null;
}
