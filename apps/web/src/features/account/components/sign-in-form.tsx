'use client';

import { emailSchema } from '@sportsbook/contracts/platform';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { localePath } from '../../../shared/i18n/locale-path';
import { Button } from '../../../shared/ui/button';
import { FormMessage, formStyles, TextField } from '../../../shared/ui/form-fields';
import { modalStore } from '../../modals/modal-store';
import { signIn } from '../api/sign-in';
import { completeSignIn } from '../session';
import { AccessRefusal } from './access-refusal';
import { AuthSwitch, type FormMode } from './auth-switch';
import { useAuthAccess } from './use-auth-access';
import { useErrorText } from './use-error-text';

/** Sign-in (page and modal). A wrong password, an exclusion or a blocked country is said plainly. */
export function SignInForm({ mode, onSignedIn }: { mode: FormMode; onSignedIn?: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useErrorText();
  const { decision, countryName } = useAuthAccess();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!decision.allowed) return <AccessRefusal decision={decision} countryName={countryName} />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = {
      email: emailSchema.safeParse(email).success ? undefined : t('validation.email'),
      password: password ? undefined : t('validation.password-required'),
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      const profile = await signIn({ email: email.trim(), password });
      await completeSignIn(profile);
      if (onSignedIn) onSignedIn();
      else if (mode.kind === 'modal') modalStore.close(mode.modal);
      else router.push(localePath(locale));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={busy}>
      {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
      <TextField
        id={`${id}-email`}
        label={t('email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrors.email}
        data-autofocus
        required
      />
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
      <Button type="submit" disabled={busy}>
        {busy ? t('submitting') : t('sign-in')}
      </Button>
      <div className={formStyles.links}>
        <AuthSwitch mode={mode} to="passwordNew">
          {t('forgot-password')}
        </AuthSwitch>
        <AuthSwitch mode={mode} to="signUp">
          {t('no-account')}
        </AuthSwitch>
        <AuthSwitch mode={mode} to="resendConfirmation">
          {t('resend-link')}
        </AuthSwitch>
      </div>
    </form>
  );
}
