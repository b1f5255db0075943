import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IconGlyph } from '@/shared/ui/icons';
import frame from './app-frame.module.css';
import styles from './right-sidebar.module.css';

/**
 * The bet slip's place: the ticket panel when the page gives one (a bottom sheet below 780 px), else an empty
 * slip on desktop.
 */
export async function RightSidebar({ locale, children }: { locale: Locale; children?: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'shell.betslip' });
  if (children) {
    return (
      <aside className={frame.right} aria-labelledby="betslip-title">
        {children}
      </aside>
    );
  }
  return (
    <aside className={frame.right} aria-labelledby="betslip-title">
      <section className={styles.panel}>
        <h2 id="betslip-title" className={styles.title}>
          {t('title')}
        </h2>
        <div className={styles.empty}>
          <IconGlyph name="ticket" size={36} />
          <p className={styles.emptyTitle}>{t('empty')}</p>
          <p className={styles.hint}>{t('hint')}</p>
        </div>
      </section>
    </aside>
  );
}
