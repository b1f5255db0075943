import { SESSION_COOKIE } from '@sportsbook/contracts/cookies';
import type { Locale } from '@sportsbook/contracts/locales';
import { ODDS_TYPES } from '@sportsbook/domain/odds-formats';
import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import { SkipToSlip } from '@/features/betslip/components/skip-to-slip';
import { TicketPanel } from '@/features/betslip/components/ticket-panel';
import { TicketToggleButton } from '@/features/betslip/components/ticket-toggle-button';
import { RealtimeResync } from '@/features/catalogue/live/realtime-resync';
import { ChatSlot } from '@/features/chat/chat-slot';
import { ConsentRoot } from '@/features/consent/consent-root';
import { EmbeddingRoot } from '@/features/embedding/embedding-root';
import { MyBetsTab } from '@/features/my-bets/my-bets-tab';
import { PhoneSearch } from '@/features/search/phone-search';
import { SearchBox } from '@/features/search/search-box';
import { AppFrame } from '@/features/shell/app-frame';
import { PageNameSync } from '@/features/shell/page-name-sync';
import { ReconnectingNotice } from '@/features/shell/reconnecting-notice';
import { QueryProvider } from '@/shared/api/query-provider';
import { errorTriggersOn, getEnv, getSiteSettings } from '@/shared/config/env';
import { SiteSettingsProvider } from '@/shared/config/site-settings';
import { ErrorReportingStart } from '@/shared/monitoring/error-reporting-start';
import { ErrorTrigger } from '@/shared/monitoring/error-triggers';
import { FeatureBoundary } from '@/shared/monitoring/feature-boundary';
import { OddsTypeSwitcher } from '@/shared/odds/odds-type-switcher';
import { RealtimeSettings } from '@/shared/realtime/realtime-settings-provider';
import { TimeZoneSync } from '@/shared/time/local-time';
import { AccountShell } from './account-shell';
import { HeaderAccount } from './header-account';
import { shellSports, sportNavItems } from './sport-nav';

/**
 * Everything inside <body>: the shell around the page, the data-page keeper, the query cache, real time and the
 * account parts (header corner, modals, reminders, activity tracking) and the bet slip.
 */
export async function ShellBody({
  locale,
  appMode = false,
  nonce,
  children,
}: {
  locale: Locale;
  /** Mobile-app mode: no header and footer (the native app has its own). */
  appMode?: boolean;
  /** This render's script nonce (the page policy's), for scripts the browser adds later: the tag manager. */
  nonce?: string | undefined;
  children: ReactNode;
}) {
  const [messages, sports, tOdds, cookieStore] = await Promise.all([
    getMessages({ locale }),
    shellSports(locale),
    getTranslations({ locale, namespace: 'odds-format' }),
    cookies(),
  ]);
  const env = getEnv();
  const sessionHint = cookieStore.has(SESSION_COOKIE);
  const oddsNames = Object.fromEntries(ODDS_TYPES.map((type) => [type, tOdds(type)])) as Record<
    (typeof ODDS_TYPES)[number],
    string
  >;
  const tools = <SearchBox locale={locale} />;
  return (
    // Client components get only the namespaces they translate: the error boundaries and the offline alert, live,
    // account and favourite parts, the slip and its bonuses, the bonus alert cards, the match tracker, the
    // notifications, the cookie banner and chat, the jackpot blocks and hit modal.
    <NextIntlClientProvider
      locale={locale}
      messages={{
        page: { 'home-button': messages.page['home-button'], error: messages.page.error },
        odds: messages.odds,
        live: messages.live,
        search: messages.search,
        account: messages.account,
        wallet: messages.wallet,
        limits: messages.limits,
        'my-bets': messages['my-bets'],
        modals: messages.modals,
        favourites: messages.favourites,
        betslip: messages.betslip,
        'betslip-bonus': messages['betslip-bonus'],
        error: messages.error,
        'bonus-alert': messages['bonus-alert'],
        'match-info': messages['match-info'],
        notifications: messages.notifications,
        'share-bet': messages['share-bet'],
        consent: messages.consent,
        errors: messages.errors,
        jackpots: messages.jackpots,
      }}
    >
      {env.SENTRY_DSN ? (
        <ErrorReportingStart
          config={{
            dsn: env.SENTRY_DSN,
            environment: env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
            tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE,
          }}
        />
      ) : null}
      <QueryProvider>
        <SiteSettingsProvider value={getSiteSettings()}>
          <RealtimeSettings
            flags={{ delta: env.REALTIME_DELTA, testProviderOverride: env.TEST_PROVIDER_OVERRIDE }}
          />
          <TimeZoneSync />
          <ReconnectingNotice />
          <RealtimeResync />
          <AppFrame
            locale={locale}
            appMode={appMode}
            sports={sportNavItems(locale, sports)}
            headerTools={tools}
            headerSettings={
              <OddsTypeSwitcher id="odds-type-header" label={tOdds('label')} names={oddsNames} />
            }
            menuTools={
              <>
                <SearchBox locale={locale} />
                <OddsTypeSwitcher id="odds-type-menu" label={tOdds('label')} names={oddsNames} />
              </>
            }
            phoneTools={<PhoneSearch locale={locale} />}
            headerAccount={<HeaderAccount sessionHint={sessionHint} />}
            ticketPanel={
              <FeatureBoundary area="betslip">
                {errorTriggersOn() ? <ErrorTrigger renderOn="slip" /> : null}
                <TicketPanel myBets={getSiteSettings().isMyBetsVisible ? <MyBetsTab /> : undefined} />
              </FeatureBoundary>
            }
            tabBarTool={(className) => <TicketToggleButton className={className} />}
            slipSkipLink={(className) => <SkipToSlip className={className} />}
          >
            {children}
          </AppFrame>
          <AccountShell />
          <PageNameSync sportKeys={sports.map((sport) => sport.key)} />
          <Suspense fallback={null}>
            <EmbeddingRoot />
          </Suspense>
          {appMode ? null : <ConsentRoot nonce={nonce} />}
          <ChatSlot />
        </SiteSettingsProvider>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
