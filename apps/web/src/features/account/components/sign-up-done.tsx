'use client';

import { useTranslations } from 'next-intl';
import { FormMessage, formStyles } from '@/shared/ui/form-fields';
import { AuthSwitch, type FormMode } from './auth-switch';

/** After sign-up (and the confirmation modal): where the link went, and how to get another. */
export function SignUpDone({ email, mode }: { email: string; mode: FormMode }) {
  const t = useTranslations('account');
  return (
    <div className={formStyles.form}>
      <FormMessage tone="success">
        <strong>{t('sign-up-done.title')}</strong> {t('sign-up-done.text', { email })}
      </FormMessage>
      <div className={formStyles.links}>
        <AuthSwitch mode={mode} to="resendConfirmation" params={{ email }}>
          {t('resend.again')}
        </AuthSwitch>
      </div>
    </div>
  );
}
