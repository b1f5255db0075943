'use client';

import { useTranslations } from 'next-intl';
import { resendConfirmation } from '@/features/account/api/email-confirmation';
import { EmailRequestForm } from './email-request-form';

/** Asks for a new confirmation link. */
export function ResendConfirmationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const t = useTranslations('account');
  return (
    <EmailRequestForm
      request={resendConfirmation}
      initialEmail={initialEmail}
      texts={{ intro: t('resend.intro'), submit: t('resend.submit'), done: t('resend.done') }}
    />
  );
}
