'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { confirmEmail } from '@/features/account/api/email-confirmation';
import { loadSession } from '@/features/account/session';
import { localePath } from '@/shared/i18n/locale-path';
import { replaceAddressBar } from '@/shared/routing/address-bar';
import { ButtonLink } from '@/shared/ui/button-link';
import { FormMessage, formStyles } from '@/shared/ui/form-fields';
import { AuthSwitch } from './auth-switch';
import { ResendConfirmationForm } from './resend-confirmation-form';
import { useErrorText } from './use-error-text';

type State =
  | { kind: 'checking' }
  | { kind: 'confirmed'; signedIn: boolean }
  | { kind: 'failed'; message: string };

/** The confirmation page: follows the mailed link's token (which signs in), or offers a new link. */
export function ConfirmationView({ token }: { token: string | null }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const errorText = useErrorText();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    // A token is good for one use: the effect must not post it twice.
    if (!token || started.current) return;
    started.current = true;
    // Used once: a reload must not show "already used" for a link that worked.
    const url = new URL(window.location.href);
    url.searchParams.delete('confirmation_token');
    replaceAddressBar(`${url.pathname}${url.search}${url.hash}`);
    confirmEmail(token)
      .then(async (answer) => {
        if (answer.signed_in) await loadSession(locale);
        setState({ kind: 'confirmed', signedIn: answer.signed_in });
      })
      .catch((failure: unknown) => setState({ kind: 'failed', message: errorText(failure) }));
  }, [token, locale, errorText]);

  if (!token) return <ResendConfirmationForm />;
  if (state.kind === 'checking') return <FormMessage tone="info">{t('confirmation.checking')}</FormMessage>;
  if (state.kind === 'failed') {
    return (
      <div className={formStyles.form}>
        <FormMessage tone="danger">{state.message}</FormMessage>
        <ResendConfirmationForm />
      </div>
    );
  }
  return (
    <div className={formStyles.form}>
      <FormMessage tone="success">
        {state.signedIn ? t('confirmation.confirmed-signed-in') : t('confirmation.confirmed')}
      </FormMessage>
      <div className={formStyles.actions}>
        {state.signedIn ? (
          <ButtonLink href={localePath(locale)}>{t('confirmation.continue')}</ButtonLink>
        ) : (
          <AuthSwitch mode={{ kind: 'page' }} to="signIn">
            {t('sign-in')}
          </AuthSwitch>
        )}
      </div>
    </div>
  );
}
