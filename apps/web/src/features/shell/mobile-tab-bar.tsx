import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IconGlyph } from '@/shared/ui/icons';
import { NavLink } from '@/shared/ui/nav-link';
import styles from './mobile-tab-bar.module.css';
import { navItems, tabBarLinks } from './nav-items';

/**
 * Mobile only (below 780 px): the most used destinations, fixed at the bottom, and `tool` (the bet slip's
 * button) after them. `tool` gets the links' look through the class it is given.
 */
export async function MobileTabBar({
  locale,
  tool,
}: {
  locale: Locale;
  tool?: (className: string) => ReactNode;
}) {
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
        {tool ? <li>{tool(styles.link ?? '')}</li> : null}
      </ul>
    </nav>
  );
}
