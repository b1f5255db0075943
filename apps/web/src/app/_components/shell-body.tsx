import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { sportKeys } from '../../features/catalogue/sport-keys';
import { AppFrame } from '../../features/shell/app-frame';
import { PageNameSync } from '../../features/shell/page-name-sync';
import type { Locale } from '../../shared/i18n/locales';
import { sportNavItems } from './sport-nav';

/** Everything inside <body>: the shell around the page, and the data-page keeper. */
export async function ShellBody({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  const sports = await sportNavItems(locale);
  return (
    // Client components only translate the error boundary; the rest get their texts as props.
    <NextIntlClientProvider
      locale={locale}
      messages={{ page: { 'home-button': messages.page['home-button'], error: messages.page.error } }}
    >
      <AppFrame locale={locale} sports={sports}>
        {children}
      </AppFrame>
      <PageNameSync sportKeys={sportKeys} />
    </NextIntlClientProvider>
  );
}
