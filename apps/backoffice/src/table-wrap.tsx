import type { ReactNode } from 'react';
import { t } from './i18n';

/**
 * A table wider than a phone scrolls in its own region; the region takes focus so the keyboard can scroll it too
 * (axe's scrollable-region-focusable), and its label names the table (apart from the section the table sits in, which
 * may carry the same title).
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs to take focus to scroll
    <section className="table-wrap" tabIndex={0} aria-label={t('common.tableOf', { name: label })}>
      {children}
    </section>
  );
}
