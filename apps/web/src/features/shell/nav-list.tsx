import { IconGlyph } from '@/shared/ui/icons';
import { NavLink } from '@/shared/ui/nav-link';
import type { NavItem } from './nav-items';
import styles from './nav-list.module.css';

/** A titled group of links with icons, as a labelled navigation landmark. */
export function NavSection({ id, title, items }: { id: string; title: string; items: readonly NavItem[] }) {
  return (
    <nav aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href} className={styles.link}>
              <IconGlyph name={item.icon} />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
