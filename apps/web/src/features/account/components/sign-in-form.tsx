'use client';

import { emailSchema } from '@sportsbook/contracts/platform';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { signIn } from '@/features/account/api/sign-in';
import { completeSignIn } from '@/features/account/session';
import { modalStore } from '@/features/modals/modal-store';
import { localePath } from '@/shared/i18n/locale-path';
import { TextField } from '@/shared/ui/form-fields';
import { AccessRefusal } from './access-refusal';
import { AccountForm, EmailField, useSubmission } from './account-form';
import { AuthSwitch, type FormMode } from './auth-switch';
import { useAuthAccess } from './use-auth-access';

/** Sign-in (page and modal). A wrong password, an exclusion or a blocked country is said plainly. */
export function SignInForm({ mode, onSignedIn }: { mode: FormMode; onSignedIn?: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const router = useRouter();
  const { decision, countryName } = useAuthAccess();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const { busy, error, run } = useSubmission();

  if (!decision.allowed) return <AccessRefusal decision={decision} countryName={countryName} />;

  function submit() {
    const errors = {
      email: emailSchema.safeParse(email).success ? undefined : t('validation.email'),
      password: password ? undefined : t('validation.password-required'),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    void run(async () => {
      const profile = await signIn({ email: email.trim(), password });
      await completeSignIn(profile);
      if (onSignedIn) onSignedIn();
      else if (mode.kind === 'modal') modalStore.close(mode.modal);
      else router.push(localePath(locale));
    });
  }

  return (
    <AccountForm
      onSubmit={submit}
      busy={busy}
      error={error}
      submitLabel={t('sign-in')}
      links={
        <>
          <AuthSwitch mode={mode} to="passwordNew">
            {t('forgot-password')}
          </AuthSwitch>
          <AuthSwitch mode={mode} to="signUp">
            {t('no-account')}
          </AuthSwitch>
          <AuthSwitch mode={mode} to="resendConfirmation">
            {t('resend-link')}
          </AuthSwitch>
        </>
      }
    >
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} error={fieldErrors.email} />
      <TextField
        id={`${id}-password`}
        label={t('password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
        required
      />
    </AccountForm>
  );
}
