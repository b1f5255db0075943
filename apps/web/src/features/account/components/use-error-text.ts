'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { authErrorText } from '@/features/account/auth-errors';

/** Turns a failed call into the sentence the form shows. */
export function useErrorText(): (error: unknown) => string {
  const t = useTranslations('account');
  const locale = useLocale();
  return useCallback(
    (error: unknown) => {
      const text = authErrorText(error, locale);
      return 'raw' in text ? text.raw : t(text.key, text.values);
    },
    [t, locale],
  );
}
