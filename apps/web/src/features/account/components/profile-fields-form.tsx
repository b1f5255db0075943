'use client';

import type { RequiredProfileField } from '@sportsbook/contracts/platform';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { FormMessage, formStyles, TextField } from '../../../shared/ui/form-fields';
import { updateProfile as updateProfileCall } from '../api/update-profile';
import { useAuth } from '../auth-store';
import { isAdultBirthDate } from '../birth-date';
import { updateProfile } from '../session';
import { useErrorText } from './use-error-text';

/** The missed-auth-fields modal: the profile fields a deposit needs, then on to what the player wanted. */
export function ProfileFieldsForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('account');
  const errorText = useErrorText();
  const id = useId();
  const missing = useAuth((state) => state.player.authFieldsMissed);
  const [values, setValues] = useState<Partial<Record<RequiredProfileField, string>>>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RequiredProfileField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labels: Record<RequiredProfileField, string> = {
    first_name: t('profile.first-name'),
    last_name: t('profile.last-name'),
    date_of_birth: t('profile.date-of-birth'),
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: Partial<Record<RequiredProfileField, string>> = {};
    for (const field of missing) {
      const value = values[field]?.trim() ?? '';
      if (!value) errors[field] = t('validation.required');
      else if (field === 'date_of_birth' && !isAdultBirthDate(value))
        errors[field] = t('validation.date-of-birth');
    }
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const body = Object.fromEntries(missing.map((field) => [field, values[field]?.trim() ?? '']));
      updateProfile(await updateProfileCall(body));
      onDone();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <p>{t('profile.intro')}</p>
      {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
      {missing.map((field, index) => (
        <TextField
          key={field}
          id={`${id}-${field}`}
          label={labels[field]}
          type={field === 'date_of_birth' ? 'date' : 'text'}
          autoComplete={
            field === 'first_name' ? 'given-name' : field === 'last_name' ? 'family-name' : 'bday'
          }
          value={values[field] ?? ''}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          error={fieldErrors[field]}
          data-autofocus={index === 0 ? true : undefined}
          required
        />
      ))}
      <Button type="submit" disabled={busy}>
        {busy ? t('submitting') : t('profile.submit')}
      </Button>
    </form>
  );
}
