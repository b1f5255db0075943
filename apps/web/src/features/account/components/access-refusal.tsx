'use client';

import { useTranslations } from 'next-intl';
import type { AccessDecision } from '@/features/account/access-rules';
import { FormMessage } from '@/shared/ui/form-fields';

/** Why the form is not offered here. */
export function AccessRefusal({
  decision,
  countryName,
}: {
  decision: Extract<AccessDecision, { allowed: false }>;
  countryName: string;
}) {
  const t = useTranslations('account');
  return (
    <FormMessage tone="danger">
      {decision.reason === 'country'
        ? t('errors.country-blocked', { countryName: countryName || t('your-country') })
        : t('blocked-iframe')}
    </FormMessage>
  );
}
