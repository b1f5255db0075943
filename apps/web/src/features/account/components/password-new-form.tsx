'use client';

import { useTranslations } from 'next-intl';
import { requestPasswordReset } from '@/features/account/api/password-reset';
import { AuthSwitch, type FormMode } from './auth-switch';
import { EmailRequestForm } from './email-request-form';

/** Forgot password: mails a reset link. */
export function PasswordNewForm({ mode }: { mode: FormMode }) {
  const t = useTranslations('account');
  return (
    <EmailRequestForm
      request={requestPasswordReset}
      texts={{
        intro: t('password-new.intro'),
        submit: t('password-new.submit'),
        done: t('password-new.done'),
      }}
      links={
        <AuthSwitch mode={mode} to="signIn">
          {t('back-to-sign-in')}
        </AuthSwitch>
      }
    />
  );
}
