'use client';

import type { PaymentResult } from '@sportsbook/contracts/wallet';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { authStore } from '@/features/account/auth-store';
import { refreshAccounts } from '@/features/account/session';
import { showAlert } from '@/features/modals/alert-store';
import { getPayment } from '@/features/wallet/api/get-payment';
import { PAYMENT_RESULT_SEVERITY, takePaymentResult } from '@/features/wallet/payment-result';
import { formatMoney } from '@/shared/money/money-format';
import { replaceAddressBar } from '@/shared/routing/address-bar';

/**
 * Back from the payment widget (?payment-result=success|error|pending&payment-id=): the matching alert, a paid
 * deposit naming its amount ("€50.00 added to your balance."), fresh balances once the session is known, and
 * the parameters leave the URL so a reload does not repeat the alert.
 */
export function PaymentResultEffect() {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const texts = useRef<ResultTexts>({ success: '', error: '', pending: '', added: () => '' });
  texts.current = {
    success: t('result.success'),
    error: t('result.error'),
    pending: t('result.pending'),
    added: (amount, currency) => t('result.added', { amount: formatMoney(amount, currency, locale) }),
  };

  useEffect(() => {
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const { result, paymentId, cleanHref } = takePaymentResult(here);
    if (cleanHref === here) return;
    replaceAddressBar(cleanHref);
    if (!result) return;
    void resultText(texts.current, result, paymentId).then((text) =>
      showAlert(PAYMENT_RESULT_SEVERITY[result], text),
    );
    if (authStore.getState().status === 'logged_in') void refreshAccounts().catch(() => undefined);
  }, []);

  return null;
}

type ResultTexts = Record<PaymentResult, string> & { added: (amount: number, currency: string) => string };

/** A paid deposit's amount from the payment itself (never from the URL); the plain text when unknown. */
async function resultText(
  texts: ResultTexts,
  result: PaymentResult,
  paymentId: number | null,
): Promise<string> {
  if (result !== 'success' || paymentId === null) return texts[result];
  try {
    const payment = await getPayment(paymentId);
    return payment.status === 'paid' ? texts.added(payment.amount, payment.currency) : texts.success;
  } catch {
    return texts.success;
  }
}
