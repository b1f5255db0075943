'use client';

import { emailSchema, passwordSchema } from '@sportsbook/contracts/platform';
import { DEFAULT_CURRENCY_CODE } from '@sportsbook/domain/money';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { countryOptions } from '@/features/account/access-rules';
import { useCountry } from '@/features/account/api/get-country';
import { useSystemData } from '@/features/account/api/get-system-data';
import { signUp } from '@/features/account/api/sign-up';
import { capturedMarketingTags } from '@/features/account/marketing-tags';
import { modalStore } from '@/features/modals/modal-store';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { sessionStore } from '@/shared/storage/browser-storage';
import { SESSION_STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { formStyles, SelectField } from '@/shared/ui/form-fields';
import { AccessRefusal } from './access-refusal';
import { AccountForm, EmailField, NewPasswordField, useSubmission } from './account-form';
import { AuthSwitch, type FormMode } from './auth-switch';
import { SignUpDone } from './sign-up-done';
import { useAuthAccess } from './use-auth-access';

interface FieldErrors {
  email?: string;
  password?: string;
  country?: string;
  terms?: string;
}

/** Sign-up (page and modal). It never signs in: the answer is always "check your mail". */
export function SignUpForm({ mode }: { mode: FormMode }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const { decision, countryName } = useAuthAccess();
  const requestCountry = useCountry().data?.country?.code ?? '';
  const systemData = useSystemData().data;
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [country, setCountry] = useState<string | null>(null);
  const [currency, setCurrency] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { busy, error, run } = useSubmission();
  const [doneFor, setDoneFor] = useState<string | null>(null);

  if (!decision.allowed) return <AccessRefusal decision={decision} countryName={countryName} />;
  if (doneFor) return <SignUpDone email={doneFor} mode={mode} />;

  const chosenCountry = country ?? requestCountry;
  const currencies = systemData?.currencies.map((entry) => entry.code) ?? ['EUR'];
  const chosenCurrency = currency ?? systemData?.defaultCurrencyCode ?? DEFAULT_CURRENCY_CODE;

  function submit() {
    const errors: FieldErrors = {
      email: emailSchema.safeParse(email).success ? undefined : t('validation.email'),
      password: passwordSchema.safeParse(password).success ? undefined : t('validation.password-weak'),
      country: chosenCountry ? undefined : t('validation.required'),
      terms: terms ? undefined : t('validation.terms'),
    };
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    void run(async () => {
      await signUp({
        email: email.trim(),
        password,
        country: chosenCountry,
        currency: chosenCurrency,
        locale,
        marketingTags: capturedMarketingTags(),
      });
      sessionStore.set(SESSION_STORAGE_KEYS.isRegistered, '1');
      if (mode.kind === 'modal') modalStore.replace(mode.modal, 'confirmation', { email: email.trim() });
      else setDoneFor(email.trim());
    });
  }

  return (
    <AccountForm
      onSubmit={submit}
      busy={busy}
      error={error}
      submitLabel={t('sign-up')}
      links={
        <AuthSwitch mode={mode} to="signIn">
          {t('have-account')}
        </AuthSwitch>
      }
    >
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} error={fieldErrors.email} />
      <NewPasswordField
        id={`${id}-password`}
        label={t('password')}
        value={password}
        onChange={setPassword}
        error={fieldErrors.password}
      />
      <SelectField
        id={`${id}-country`}
        label={t('country')}
        value={chosenCountry}
        onChange={(event) => setCountry(event.target.value)}
        options={[{ value: '', label: t('choose') }, ...countries]}
        error={fieldErrors.country}
        autoComplete="country"
        required
      />
      <SelectField
        id={`${id}-currency`}
        label={t('currency')}
        value={chosenCurrency}
        onChange={(event) => setCurrency(event.target.value)}
        options={currencies.map((code) => ({ value: code, label: code }))}
        required
      />
      <div className={formStyles.field}>
        <label className={formStyles.check} htmlFor={`${id}-terms`}>
          <input
            id={`${id}-terms`}
            type="checkbox"
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
            aria-invalid={fieldErrors.terms ? true : undefined}
            aria-describedby={fieldErrors.terms ? `${id}-terms-error` : undefined}
          />
          <span>{t('adult-terms')}</span>
        </label>
        {fieldErrors.terms ? (
          <p id={`${id}-terms-error`} className={formStyles.error}>
            {fieldErrors.terms}
          </p>
        ) : null}
        <Link
          prefetch={false}
          href={localePath(locale, pages['terms-and-conditions'].path)}
          className={formStyles.hint}
        >
          {t('read-terms')}
        </Link>
      </div>
    </AccountForm>
  );
}
