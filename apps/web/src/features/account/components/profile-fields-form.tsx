'use client';

import type { RequiredProfileField } from '@sportsbook/contracts/platform';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { updateProfile as updateProfileCall } from '@/features/account/api/update-profile';
import { useAuth } from '@/features/account/auth-store';
import { isAdultBirthDate } from '@/features/account/birth-date';
import { updateProfile } from '@/features/account/session';
import { TextField } from '@/shared/ui/form-fields';
import { AccountForm, useSubmission } from './account-form';

/** The missed-auth-fields modal: the profile fields a deposit needs, then on to what the player wanted. */
export function ProfileFieldsForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('account');
  const id = useId();
  const missing = useAuth((state) => state.player.authFieldsMissed);
  const [values, setValues] = useState<Partial<Record<RequiredProfileField, string>>>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RequiredProfileField, string>>>({});
  const { busy, error, run } = useSubmission();
  const labels: Record<RequiredProfileField, string> = {
    first_name: t('profile.first-name'),
    last_name: t('profile.last-name'),
    date_of_birth: t('profile.date-of-birth'),
  };

  function submit() {
    const errors: Partial<Record<RequiredProfileField, string>> = {};
    for (const field of missing) {
      const value = values[field]?.trim() ?? '';
      if (!value) errors[field] = t('validation.required');
      else if (field === 'date_of_birth' && !isAdultBirthDate(value))
        errors[field] = t('validation.date-of-birth');
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    void run(async () => {
      const body = Object.fromEntries(missing.map((field) => [field, values[field]?.trim() ?? '']));
      updateProfile(await updateProfileCall(body));
      onDone();
    });
  }

  return (
    <AccountForm
      onSubmit={submit}
      busy={busy}
      error={error}
      intro={t('profile.intro')}
      submitLabel={t('profile.submit')}
    >
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
    </AccountForm>
  );
}
