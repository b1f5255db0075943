'use client';

import { passwordSchema } from '@sportsbook/contracts/platform';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../shared/api/api-client';
import { Button } from '../../../shared/ui/button';
import { FormMessage, formStyles, TextField } from '../../../shared/ui/form-fields';
import { resetPassword } from '../api/password-reset';
import { AuthSwitch, type FormMode } from './auth-switch';
import { useErrorText } from './use-error-text';

/** Choose a new password with the token from the reset link. */
export function PasswordEditForm({ mode, token }: { mode: FormMode; token: string | null }) {
  const t = useTranslations('account');
  const errorText = useErrorText();
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; repeat?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [tokenRefused, setTokenRefused] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!token || tokenRefused) {
    return (
      <div className={formStyles.form}>
        <FormMessage tone={token ? 'danger' : 'info'}>
          {token ? t('errors.invalid-token') : t('password-edit.missing-token')}
        </FormMessage>
        <div className={formStyles.links}>
          <AuthSwitch mode={mode} to="passwordNew">
            {t('password-edit.request-new')}
          </AuthSwitch>
        </div>
      </div>
    );
  }
  if (done) {
    return (
      <div className={formStyles.form}>
        <FormMessage tone="success">{t('password-edit.done')}</FormMessage>
        <div className={formStyles.links}>
          <AuthSwitch mode={mode} to="signIn">
            {t('sign-in')}
          </AuthSwitch>
        </div>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = {
      password: passwordSchema.safeParse(password).success ? undefined : t('validation.password-weak'),
      repeat: repeat === password ? undefined : t('validation.password-mismatch'),
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.password || errors.repeat || !token) return;
    setBusy(true);
    try {
      await resetPassword({ token, password });
      setDone(true);
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'invalid_token') setTokenRefused(true);
      else setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={busy}>
      {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
      <TextField
        id={`${id}-password`}
        label={t('new-password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t('password-hint')}
        error={fieldErrors.password}
        data-autofocus
        required
      />
      <TextField
        id={`${id}-repeat`}
        label={t('confirm-password')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={fieldErrors.repeat}
        required
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('submitting') : t('password-edit.submit')}
      </Button>
    </form>
  );
}
