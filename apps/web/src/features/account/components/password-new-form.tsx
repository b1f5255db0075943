'use client';

import { emailSchema } from '@sportsbook/contracts/platform';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { FormMessage, formStyles, TextField } from '../../../shared/ui/form-fields';
import { requestPasswordReset } from '../api/password-reset';
import { AuthSwitch, type FormMode } from './auth-switch';
import { useErrorText } from './use-error-text';

/** Forgot password: mails a reset link (the answer never says whether the address has an account). */
export function PasswordNewForm({ mode }: { mode: FormMode }) {
  const t = useTranslations('account');
  const errorText = useErrorText();
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = !emailSchema.safeParse(email).success;
    setFieldError(invalid ? t('validation.email') : undefined);
    setError(null);
    if (invalid) return;
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setDone(true);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <FormMessage tone="success">{t('password-new.done')}</FormMessage>;
  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <p>{t('password-new.intro')}</p>
      {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
      <TextField
        id={`${id}-email`}
        label={t('email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
        data-autofocus
        required
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('submitting') : t('password-new.submit')}
      </Button>
      <div className={formStyles.links}>
        <AuthSwitch mode={mode} to="signIn">
          {t('back-to-sign-in')}
        </AuthSwitch>
      </div>
    </form>
  );
}
