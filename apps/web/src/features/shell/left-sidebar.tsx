import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import styles from './app-frame.module.css';
import type { NavItem } from './nav-items';
import { ShellSections } from './shell-sections';

/** Desktop only: sports, products and information links. */
export async function LeftSidebar({ locale, sports }: { locale: Locale; sports: readonly NavItem[] }) {
  const t = await getTranslations({ locale, namespace: 'shell' });
  return (
    <aside className={styles.left} aria-label={t('sidebar')}>
      <ShellSections locale={locale} sports={sports} idPrefix="sidebar" />
    </aside>
  );
}
