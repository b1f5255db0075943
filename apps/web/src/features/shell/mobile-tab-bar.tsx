import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import { IconGlyph } from '../../shared/ui/icons';
import { NavLink } from '../../shared/ui/nav-link';
import styles from './mobile-tab-bar.module.css';
import { navItems, tabBarLinks } from './nav-items';

/** Mobile only (below 780 px): the five most used destinations, fixed at the bottom. */
export async function MobileTabBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shell' });
  const items = navItems(locale, tabBarLinks, (key) => t(`links.${key}`));
  return (
    <nav aria-label={t('tab-bar')} className={styles.tabBar}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href} className={styles.link}>
              <IconGlyph name={item.icon} size={22} />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
