import type { StaffMe } from '@sportsbook/contracts/backoffice';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, api } from './api';
import { t } from './i18n';

/** Password first, then the authenticator's code; `pending` is a session still waiting for its code. */
export function SignIn({
  pending,
  onSignedIn,
}: {
  pending: StaffMe | null;
  onSignedIn: (me: StaffMe) => void;
}) {
  const [stage, setStage] = useState<'password' | 'code'>(pending ? 'code' : 'password');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  // Each step starts at its field, so a keyboard user types on without looking for it.
  useEffect(() => {
    if (stage) firstField.current?.focus();
  }, [stage]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      if (stage === 'password') {
        await api<StaffMe>('POST', '/auth/sign-in', {
          email: form.get('email'),
          password: form.get('password'),
        });
        setStage('code');
      } else {
        onSignedIn(await api<StaffMe>('POST', '/auth/second-factor', { code: form.get('code') }));
      }
    } catch (caught) {
      setError(t('signIn.failed', { message: caught instanceof ApiError ? caught.message : String(caught) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} key={stage}>
      <h1>{stage === 'password' ? t('signIn.title') : t('signIn.codeTitle')}</h1>
      {stage === 'password' ? (
        <>
          <label>
            {t('signIn.email')}
            <input ref={firstField} name="email" type="email" autoComplete="username" required />
          </label>
          <label>
            {t('signIn.password')}
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
        </>
      ) : (
        <label>
          {t('signIn.code')}
          <input
            ref={firstField}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
        </label>
      )}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={busy}>
        {stage === 'password' ? t('signIn.submit') : t('signIn.verify')}
      </button>
    </form>
  );
}
