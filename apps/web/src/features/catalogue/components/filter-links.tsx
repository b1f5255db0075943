import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './catalogue.module.css';

export interface FilterLink {
  key: string;
  href: string;
  label: ReactNode;
  current: boolean;
}

/** A row of filter links (sports, list keys, days); the current one is marked for assistive technology. */
export function FilterLinks({ label, links }: { label: string; links: readonly FilterLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.key}>
            <Link
              prefetch={false}
              href={link.href}
              className={styles.chip}
              aria-current={link.current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
