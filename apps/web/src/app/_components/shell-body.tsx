import type { Locale } from '@sportsbook/contracts/locales';
import { ODDS_TYPES } from '@sportsbook/domain/odds-formats';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SearchBox } from '../../features/search/search-box';
import { AppFrame } from '../../features/shell/app-frame';
import { PageNameSync } from '../../features/shell/page-name-sync';
import { QueryProvider } from '../../shared/api/query-provider';
import { getEnv } from '../../shared/config/env';
import { OddsTypeSwitcher } from '../../shared/odds/odds-type-switcher';
import { RealtimeSettings } from '../../shared/realtime/realtime-settings-provider';
import { TimeZoneSync } from '../../shared/time/local-time';
import { shellSports, sportNavItems } from './sport-nav';

/** Everything inside <body>: the shell around the page, the data-page keeper, the query cache and real time. */
export async function ShellBody({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [messages, sports, tOdds] = await Promise.all([
    getMessages({ locale }),
    shellSports(locale),
    getTranslations({ locale, namespace: 'odds-format' }),
  ]);
  const env = getEnv();
  const oddsNames = Object.fromEntries(ODDS_TYPES.map((type) => [type, tOdds(type)])) as Record<
    (typeof ODDS_TYPES)[number],
    string
  >;
  return (
    // Client components get only the namespaces they translate: the error boundary and the live parts.
    <NextIntlClientProvider
      locale={locale}
      messages={{
        page: { 'home-button': messages.page['home-button'], error: messages.page.error },
        odds: messages.odds,
        live: messages.live,
        search: messages.search,
      }}
    >
      <QueryProvider>
        <RealtimeSettings
          flags={{ delta: env.REALTIME_DELTA, testProviderOverride: env.TEST_PROVIDER_OVERRIDE }}
          locale={locale}
        />
        <TimeZoneSync />
        <AppFrame
          locale={locale}
          sports={sportNavItems(locale, sports)}
          headerTools={
            <>
              <SearchBox locale={locale} />
              <OddsTypeSwitcher id="odds-type-header" label={tOdds('label')} names={oddsNames} />
            </>
          }
          menuTools={
            <>
              <SearchBox locale={locale} />
              <OddsTypeSwitcher id="odds-type-menu" label={tOdds('label')} names={oddsNames} />
            </>
          }
        >
          {children}
        </AppFrame>
        <PageNameSync sportKeys={sports.map((sport) => sport.key)} />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
