'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { BonusCardView } from '@/features/bonuses/promotions/model/bonus-card-view';
import { formatMoney } from '@/shared/money/money-format';
import { dateTimeFormat } from '@/shared/time/date-time-format';
import { Button } from '@/shared/ui/button';
import styles from './promotions.module.css';

/** A bonus's valid-to moment as the locale writes a date and time. */
export function useValidToText(): (iso: string) => string {
  const locale = useLocale();
  return (iso) => dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** One of the player's bonuses: its kind, amount or uses, status, expiry, and the way to its details. */
export function BonusCard({
  bonus,
  onOpen,
  onActivate,
  activating = false,
}: {
  bonus: BonusCardView;
  onOpen: () => void;
  onActivate: () => void;
  activating?: boolean;
}) {
  const t = useTranslations('promotions');
  const locale = useLocale();
  const validTo = useValidToText();
  const kind = t(`kind.${bonus.type}`);
  const title = bonus.title ?? kind;
  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.cardHeader}>
        <h4 className={styles.cardTitle}>{title}</h4>
        {bonus.seen ? null : <span className={styles.new}>{t('new')}</span>}
        <span className={styles.badge} data-status={bonus.status}>
          {t(`status.${bonus.status}`)}
        </span>
      </div>
      <span className={styles.kind}>{kind}</span>
      {bonus.amount ? (
        <span className={styles.amount}>
          {formatMoney(bonus.amount.minor, bonus.amount.currency, locale)}
        </span>
      ) : null}
      {bonus.usesLeft !== null ? (
        <p className={styles.meta}>{t('uses-left', { count: bonus.usesLeft })}</p>
      ) : null}
      <p className={styles.meta}>{t('valid-to', { date: validTo(bonus.validTo) })}</p>
      <div className={styles.actions}>
        <Button variant="secondary" small onClick={onOpen} aria-label={t('open-details', { title })}>
          {t('details')}
        </Button>
        {bonus.canActivate ? (
          <Button small onClick={onActivate} disabled={activating} aria-busy={activating || undefined}>
            {activating ? t('activating') : t('activate')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
