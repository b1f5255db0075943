'use client';

import { LIMIT_ERROR_CODES } from '@sportsbook/contracts/limits';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { isApiError } from '@/shared/api/api-client';

/** What a refused limit change says; the API's own words for validation answers, which name the field. */
export function useLimitErrorText(): (error: unknown) => string {
  const t = useTranslations('limits');
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return t('errors.default');
      if (error.code === LIMIT_ERROR_CODES.limitLocked) return t('errors.locked');
      if (error.code === LIMIT_ERROR_CODES.limitNotFound) return t('errors.not-found');
      if (error.code === LIMIT_ERROR_CODES.limitNotPending) return t('errors.not-pending');
      if (error.code === LIMIT_ERROR_CODES.limitChangeNotDue) return t('errors.not-due');
      if (error.code === 'network_error') return t('errors.network');
      if (error.status >= 400 && error.status < 500 && error.message) return error.message;
      return t('errors.default');
    },
    [t],
  );
}
