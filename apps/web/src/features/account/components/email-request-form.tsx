'use client';

import { emailSchema } from '@sportsbook/contracts/platform';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { FormMessage } from '@/shared/ui/form-fields';
import { AccountForm, EmailField, useSubmission } from './account-form';

/**
 * A form that asks for one e-mail address and mails a link to it (password reset, a new confirmation link). The
 * answer never says whether the address has an account.
 */
export function EmailRequestForm({
  request,
  texts,
  initialEmail = '',
  links,
}: {
  request: (email: string) => Promise<unknown>;
  texts: { intro: string; submit: string; done: string };
  initialEmail?: string;
  links?: ReactNode;
}) {
  const t = useTranslations('account');
  const id = useId();
  const { busy, error, run } = useSubmission();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [done, setDone] = useState(false);

  function submit() {
    const invalid = !emailSchema.safeParse(email).success;
    setFieldError(invalid ? t('validation.email') : undefined);
    if (invalid) return;
    void run(async () => {
      await request(email.trim());
      setDone(true);
    });
  }

  if (done) return <FormMessage tone="success">{texts.done}</FormMessage>;
  return (
    <AccountForm
      onSubmit={submit}
      busy={busy}
      error={error}
      intro={texts.intro}
      submitLabel={texts.submit}
      links={links}
    >
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} error={fieldError} />
    </AccountForm>
  );
}
