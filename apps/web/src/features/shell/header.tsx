import type { Locale } from '@sportsbook/contracts/locales';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { ButtonLink } from '@/shared/ui/button-link';
import { NavLink } from '@/shared/ui/nav-link';
import styles from './header.module.css';
import { HeaderSettings } from './header-settings';
import { LocaleSwitcher } from './locale-switcher';
import { LogoMark } from './logo';
import { MobileSideMenu } from './mobile-side-menu';
import { headerLinks, type NavItem, navItems } from './nav-items';
import { ShellSections } from './shell-sections';

/**
 * The top bar: menu button (mobile), brand, main links (wide screens; Live at every desktop width), tools, the
 * settings menu (odds format, language) and account corner.
 */
export async function Header({
  locale,
  sports,
  tools,
  settings,
  menuTools,
  phoneTools,
  account,
}: {
  locale: Locale;
  sports: readonly NavItem[];
  tools?: ReactNode;
  /** Settings that go in the header's settings menu with the language (the odds format). */
  settings?: ReactNode;
  menuTools?: ReactNode;
  /** Tools for the phone's header only (below 780 px): the search button. */
  phoneTools?: ReactNode;
  /** The account corner (balance, deposit, menu); without it, links to the sign-in and sign-up pages. */
  account?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'shell' });
  const siteName = (await getTranslations({ locale, namespace: 'meta' }))('site-name');
  const mainLinks = navItems(locale, headerLinks, (key) => t(`links.${key}`));
  const [liveLink] = navItems(locale, ['live'], (key) => t(`links.${key}`));
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        <MobileSideMenu title={t('menu.title')} closeLabel={t('menu.close')}>
          {menuTools ? <div className={styles.menuTools}>{menuTools}</div> : null}
          <ShellSections locale={locale} sports={sports} idPrefix="menu" />
          <div>
            <LocaleSwitcher id="locale-switcher-menu" label={t('locale-switcher.label')} current={locale} />
          </div>
        </MobileSideMenu>
        <Link prefetch={false} href={localePath(locale)} className={styles.brand}>
          <LogoMark />
          <span className={styles.brandName}>{siteName}</span>
        </Link>
        <nav aria-label={t('main-nav')} className={styles.mainNav}>
          <ul>
            {mainLinks.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {liveLink ? (
          // Live stays in the header when the other main links only fit in the sidebar.
          <NavLink href={liveLink.href} className={styles.liveLink}>
            {liveLink.label}
          </NavLink>
        ) : null}
      </div>
      <div className={styles.end}>
        {tools ? <div className={styles.tools}>{tools}</div> : null}
        {phoneTools}
        <div className={styles.desktopOnly}>
          <HeaderSettings label={t('settings')}>
            {settings}
            <LocaleSwitcher id="locale-switcher-header" label={t('locale-switcher.label')} current={locale} />
          </HeaderSettings>
        </div>
        {account ?? (
          <>
            <ButtonLink href={localePath(locale, pages['sign-in'].path)} variant="secondary" small>
              {t('account.sign-in')}
            </ButtonLink>
            <ButtonLink href={localePath(locale, pages['sign-up'].path)} small>
              {t('account.sign-up')}
            </ButtonLink>
          </>
        )}
      </div>
    </header>
  );
}
