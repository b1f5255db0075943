import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import styles from './app-frame.module.css';
import { Header } from './header';
import { LeftSidebar } from './left-sidebar';
import { MobileTabBar } from './mobile-tab-bar';
import type { NavItem } from './nav-items';
import { NavigationProgress } from './navigation-progress';
import { RightSidebar } from './right-sidebar';
import { SiteFooter } from './site-footer';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The application shell (spec part 1 §2 layout blocks): header, left sidebar and right sidebar on
 * desktop, the mobile side menu and tab bar below 780 px, and the page in between.
 */
export async function AppFrame({
  locale,
  appMode = false,
  sports,
  headerTools,
  headerSettings,
  menuTools,
  phoneTools,
  headerAccount,
  ticketPanel,
  tabBarTool,
  slipSkipLink,
  children,
}: {
  locale: Locale;
  /** Mobile-app mode (ADR 032): the native app shows its own header and footer, so these are left out. */
  appMode?: boolean;
  sports: readonly NavItem[];
  /** Blocks other features put in the header (search, odds format); the page composes them. */
  headerTools?: ReactNode;
  /** Settings for the header's settings menu, beside the language (the odds format). */
  headerSettings?: ReactNode;
  /** The same tools for the mobile side menu (the header has no room for them below 780 px). */
  menuTools?: ReactNode;
  /** The phone header's own tools (the search button). */
  phoneTools?: ReactNode;
  /** The account corner (balance, deposit, account menu). */
  headerAccount?: ReactNode;
  /** The bet slip's ticket panel, in the right sidebar (a bottom sheet on mobile). */
  ticketPanel?: ReactNode;
  /** A second skip link, to the bet slip, given the skip links' class. */
  slipSkipLink?: (className: string) => ReactNode;
  /** The tab bar's last button (the bet slip's), given the tab bar's link class. */
  tabBarTool?: (className: string) => ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'shell' });
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {t('skip-link')}
      </a>
      {slipSkipLink ? slipSkipLink(styles.skipLink ?? '') : null}
      {appMode ? null : (
        <Header
          locale={locale}
          sports={sports}
          tools={headerTools}
          settings={headerSettings}
          menuTools={menuTools}
          phoneTools={phoneTools}
          account={headerAccount}
        />
      )}
      <div className={styles.frame}>
        <LeftSidebar locale={locale} sports={sports} />
        <div className={styles.center}>
          <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
            {/* In the main landmark (the page it reports on), drawn across the top of the window. */}
            <Suspense fallback={null}>
              <NavigationProgress label={t('loading-page')} />
            </Suspense>
            {children}
          </main>
          {appMode ? null : <SiteFooter locale={locale} />}
        </div>
        <RightSidebar locale={locale}>{ticketPanel}</RightSidebar>
      </div>
      <MobileTabBar locale={locale} tool={tabBarTool} />
    </>
  );
}
