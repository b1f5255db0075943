'use client';

import type { Limit } from '@sportsbook/contracts/limits';
import { useLocale, useTranslations } from 'next-intl';
import { useIsDue } from '@/features/responsible-gambling/use-due';
import { Button } from '@/shared/ui/button';
import type { LimitActions } from './limit-current';
import { formatLimitDate, formatLimitValue } from './limit-value';
import styles from './limits.module.css';

/**
 * A looser value waiting in its slot: when it can be confirmed, then (once its cooling period is over) the
 * confirm button; cancelling is possible at any time and immediate.
 */
export function LimitWaiting({
  limit,
  actions,
  busy,
}: {
  limit: Limit;
  actions: LimitActions;
  busy: boolean;
}) {
  const t = useTranslations('limits');
  const locale = useLocale();
  const due = useIsDue(limit.effective_at);
  const value = formatLimitValue(limit, locale) ?? t('permanent-value');
  return (
    <div className={styles.waiting}>
      <span className={styles.waitingValue}>{t('card.waiting', { value })}</span>
      {limit.status === 'confirmed' ? (
        <span className={styles.meta}>{t('statuses.confirmed')}</span>
      ) : (
        <span className={styles.meta}>
          {due
            ? t('card.due')
            : t('effective-at', { date: formatLimitDate(limit.effective_at ?? limit.created_at, locale) })}
        </span>
      )}
      <div className={styles.actions}>
        {due && limit.status === 'unconfirmed' ? (
          <Button small disabled={busy} onClick={() => void actions.confirm(limit)}>
            {t('confirm')}
          </Button>
        ) : null}
        <Button small variant="secondary" disabled={busy} onClick={() => void actions.remove(limit)}>
          {t('cancel-change')}
        </Button>
      </div>
    </div>
  );
}
