import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { sportKeys } from '../../features/catalogue/sport-keys';
import { AppFrame } from '../../features/shell/app-frame';
import { PageNameSync } from '../../features/shell/page-name-sync';
import { QueryProvider } from '../../shared/api/query-provider';
import { getSiteSettings } from '../../shared/config/env';
import { SiteSettingsProvider } from '../../shared/config/site-settings';
import type { Locale } from '../../shared/i18n/locales';
import { AccountShell } from './account-shell';
import { HeaderAccount } from './header-account';
import { sportNavItems } from './sport-nav';

/** The API's session cookie: present when the visitor may be signed in (its value stays with the API). */
const SESSION_COOKIE = 'sb_session';

/** Everything inside <body>: the shell around the page, and the data-page keeper. */
export async function ShellBody({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  const sports = await sportNavItems(locale);
  const sessionHint = (await cookies()).has(SESSION_COOKIE);
  return (
    // Client components get the namespaces they translate: the error boundary and the account parts.
    <NextIntlClientProvider
      locale={locale}
      messages={{
        page: { 'home-button': messages.page['home-button'], error: messages.page.error },
        account: messages.account,
        wallet: messages.wallet,
        limits: messages.limits,
        modals: messages.modals,
      }}
    >
      <QueryProvider>
        <SiteSettingsProvider value={getSiteSettings()}>
          <AppFrame
            locale={locale}
            sports={sports}
            headerAccount={<HeaderAccount sessionHint={sessionHint} />}
          >
            {children}
          </AppFrame>
          <AccountShell />
        </SiteSettingsProvider>
      </QueryProvider>
      <PageNameSync sportKeys={sportKeys} />
    </NextIntlClientProvider>
  );
}
