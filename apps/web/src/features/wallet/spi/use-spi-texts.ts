'use client';

import type { PaymentWidgetTexts } from '@sportsbook/contracts/wallet';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

/**
 * The deposit form's texts for the payment widget, from the wallet catalogue in the page's language: the same
 * words as the quick deposit form (amount, other amount, errors, results) plus the form's own (`wallet.form`).
 */
export function useSpiTexts(): PaymentWidgetTexts {
  const t = useTranslations('wallet');
  const tAccount = useTranslations('account');
  return useMemo(
    () => ({
      steps: t('choose-amount'),
      amount: (currency) => t('other-amount', { currency }),
      bounds: (min, max) => t('form.bounds', { min, max }),
      method: t('form.method'),
      methods: {
        card: t('form.methods.card'),
        bank_transfer: t('form.methods.bank_transfer'),
        pix: t('form.methods.pix'),
        e_wallet: t('form.methods.e_wallet'),
        crypto: t('form.methods.crypto'),
      },
      submit: t('deposit'),
      invalid: () => t('errors.amount'),
      belowMin: (min) => t('form.below-min', { min }),
      aboveMax: (max) => t('errors.deposit-max', { max }),
      signIn: tAccount('sign-in-required'),
      unreachable: t('errors.network'),
      refused: t('errors.default'),
      added: (amount) => t('result.added', { amount }),
      pending: t('result.pending'),
      declined: t('result.error'),
    }),
    [t, tAccount],
  );
}
