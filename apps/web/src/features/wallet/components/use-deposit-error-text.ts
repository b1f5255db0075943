'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { depositErrorText } from '@/features/wallet/deposit-errors';
import { formatMoney } from '@/shared/money/money-format';

export function useDepositErrorText(): (error: unknown) => string {
  const t = useTranslations('wallet');
  const locale = useLocale();
  return useCallback(
    (error: unknown) => {
      const text = depositErrorText(error);
      if ('raw' in text) return text.raw;
      if (text.key === 'errors.deposit-limit' && text.remaining) {
        return t('errors.deposit-limit', {
          remaining: formatMoney(text.remaining.amount, text.remaining.currency, locale),
        });
      }
      if (text.key === 'errors.deposit-max' && text.max) {
        return t('errors.deposit-max', { max: formatMoney(text.max.amount, text.max.currency, locale) });
      }
      if (text.key === 'form.below-min' && text.min) {
        return t('form.below-min', { min: formatMoney(text.min.amount, text.min.currency, locale) });
      }
      return t(text.key, { remaining: '', max: '', min: '' });
    },
    [t, locale],
  );
}
