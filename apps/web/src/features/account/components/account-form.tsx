'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { FormMessage, formStyles, TextField } from '@/shared/ui/form-fields';
import { useErrorText } from './use-error-text';

/**
 * What every account form does with its call: busy while it runs, the failure said as a sentence. `handle` may
 * take a failure the form shows in its own way (a refused reset token) and answer true.
 */
export function useSubmission() {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<void>, handle?: (failure: unknown) => boolean) => {
      setBusy(true);
      setError(null);
      try {
        await action();
      } catch (failure) {
        if (!handle?.(failure)) setError(errorText(failure));
      } finally {
        setBusy(false);
      }
    },
    [errorText],
  );
  return { busy, error, run };
}

/** The frame of an account form: intro, the failure, its fields, the submit button and the links under it. */
export function AccountForm({
  onSubmit,
  busy,
  error,
  intro,
  submitLabel,
  links,
  children,
}: {
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
  intro?: ReactNode;
  submitLabel: string;
  links?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('account');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={busy}>
      {intro ? <p>{intro}</p> : null}
      {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
      {children}
      <Button type="submit" disabled={busy}>
        {busy ? t('submitting') : submitLabel}
      </Button>
      {links ? <div className={formStyles.links}>{links}</div> : null}
    </form>
  );
}

/** The e-mail field every account form opens with. */
export function EmailField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const t = useTranslations('account');
  return (
    <TextField
      id={id}
      label={t('email')}
      type="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      data-autofocus
      required
    />
  );
}

/**
 * The field a player chooses a password in (sign-up, a password reset): the browser may suggest a new one, and
 * the hint states the password rule.
 */
export function NewPasswordField({
  id,
  label,
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** The first field of its form takes the focus. */
  autoFocus?: boolean;
}) {
  const t = useTranslations('account');
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={t('password-hint')}
      error={error}
      data-autofocus={autoFocus || undefined}
      required
    />
  );
}
