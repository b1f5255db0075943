'use client';

import { phoneConfirmRequestSchema, phoneSendRequestSchema } from '@sportsbook/contracts/platform';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { confirmPhoneCode, sendPhoneCode } from '@/features/account/api/phone-verification';
import { showAlert } from '@/features/modals/alert-store';
import { Button } from '@/shared/ui/button';
import { FormMessage, formStyles, TextField } from '@/shared/ui/form-fields';
import { useSubmission } from './account-form';

/** Phone verification after sign-in when the operator requires it: a number, then the SMS code. */
export function PhoneVerificationForm({ onVerified }: { onVerified: () => void }) {
  const t = useTranslations('account');
  const id = useId();
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { busy, error, run } = useSubmission();

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = phoneSendRequestSchema.safeParse({ phone });
    setFieldError(parsed.success ? undefined : t('validation.phone'));
    if (!parsed.success) return;
    void run(async () => {
      await sendPhoneCode(parsed.data.phone);
      setSentTo(parsed.data.phone);
    });
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = phoneConfirmRequestSchema.safeParse({ code });
    setFieldError(parsed.success ? undefined : t('validation.code'));
    if (!parsed.success) return;
    void run(async () => {
      const answer = await confirmPhoneCode(parsed.data.code);
      if (answer.isVerified) {
        showAlert('success', t('phone.done'));
        onVerified();
      }
    });
  }

  if (sentTo === null) {
    return (
      <form className={formStyles.form} noValidate onSubmit={send} aria-busy={busy}>
        <p>{t('phone.intro')}</p>
        {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
        <TextField
          id={`${id}-phone`}
          label={t('phone.number')}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={fieldError}
          data-autofocus
          required
        />
        <Button type="submit" disabled={busy}>
          {t('phone.send')}
        </Button>
      </form>
    );
  }
  return (
    <form className={formStyles.form} noValidate onSubmit={confirm} aria-busy={busy}>
      <FormMessage tone="info">{t('phone.sent', { phone: sentTo })}</FormMessage>
      {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
      <TextField
        id={`${id}-code`}
        label={t('phone.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
        data-autofocus
        required
      />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy}>
          {t('phone.confirm')}
        </Button>
        <button type="button" className={formStyles.linkButton} onClick={() => setSentTo(null)}>
          {t('phone.change-number')}
        </button>
      </div>
    </form>
  );
}
