import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import { IconGlyph } from '../../shared/ui/icons';
import frame from './app-frame.module.css';
import styles from './right-sidebar.module.css';

/** Desktop only: the bet slip's place (its content arrives with the bet slip work). */
export async function RightSidebar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shell.betslip' });
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
