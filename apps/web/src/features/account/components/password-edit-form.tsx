'use client';

import { passwordSchema } from '@sportsbook/contracts/platform';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { resetPassword } from '@/features/account/api/password-reset';
import { isApiError } from '@/shared/api/api-client';
import { FormMessage, formStyles, TextField } from '@/shared/ui/form-fields';
import { AccountForm, NewPasswordField, useSubmission } from './account-form';
import { AuthSwitch, type FormMode } from './auth-switch';

/** Choose a new password with the token from the reset link. */
export function PasswordEditForm({ mode, token }: { mode: FormMode; token: string | null }) {
  const t = useTranslations('account');
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; repeat?: string }>({});
  const { busy, error, run } = useSubmission();
  const [tokenRefused, setTokenRefused] = useState(false);
  const [done, setDone] = useState(false);

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

  function submit() {
    const errors = {
      password: passwordSchema.safeParse(password).success ? undefined : t('validation.password-weak'),
      repeat: repeat === password ? undefined : t('validation.password-mismatch'),
    };
    setFieldErrors(errors);
    if (errors.password || errors.repeat || !token) return;
    void run(
      async () => {
        await resetPassword({ token, password });
        setDone(true);
      },
      (failure) => {
        const refused = isApiError(failure) && failure.code === 'invalid_token';
        if (refused) setTokenRefused(true);
        return refused;
      },
    );
  }

  return (
    <AccountForm onSubmit={submit} busy={busy} error={error} submitLabel={t('password-edit.submit')}>
      <NewPasswordField
        id={`${id}-password`}
        label={t('new-password')}
        value={password}
        onChange={setPassword}
        error={fieldErrors.password}
        autoFocus
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
    </AccountForm>
  );
}
