import type { ReactNode } from 'react';
import { IconGlyph } from '@/shared/ui/icons';
import styles from './header-settings.module.css';

/**
 * The header's settings menu: the odds format and the language, which do not fit beside the search, the links
 * and the account corner in every language at every width. A native disclosure, so it opens by keyboard and
 * works before the page's scripts have loaded.
 */
export function HeaderSettings({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className={styles.settings} data-testid="header-settings">
      <summary className={styles.summary}>
        <IconGlyph name="language" size={18} />
        <span className={styles.label}>{label}</span>
      </summary>
      <div className={styles.panel}>{children}</div>
    </details>
  );
}
