import type { Locale } from '@sportsbook/contracts/locales';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ConsentSettingsButton } from '@/features/consent/consent-settings-button';
import { customPageItems } from '@/features/custom-pages/nav';
import styles from './app-frame.module.css';
import { infoLinks, navItems } from './nav-items';

/** Information links and the responsible-gambling notice under every page (the sidebar's information
 * navigation is the labelled landmark; these repeat it at the foot of the page). */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shell' });
  const links = [...navItems(locale, infoLinks, (key) => t(`links.${key}`)), ...customPageItems(locale)];
  return (
    <footer className={styles.footer}>
      <ul className={styles.footerLinks}>
        {links.map((link) => (
          <li key={link.href}>
            <Link prefetch={false} href={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <ConsentSettingsButton />
        </li>
      </ul>
      <p>{t('footer.responsible')}</p>
      <p>{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
    </footer>
  );
}
