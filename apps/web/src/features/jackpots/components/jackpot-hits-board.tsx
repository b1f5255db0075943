'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatMoney } from '@/shared/money/money-format';
import { dateTimeFormat } from '@/shared/time/date-time-format';
import { useJackpotHits } from '../api/get-jackpot-hits';
import styles from './jackpots.module.css';

/**
 * The leaderboard of recent hits (spec part 2 §2): the newest ten, polled every 60 s; the winner only as
 * `user_hash`, never a name or an id.
 */
export function JackpotHitsBoard({ jackpotId }: { jackpotId?: number }) {
  const t = useTranslations('jackpots.hits');
  const locale = useLocale();
  const titleId = useId();
  const hits = useJackpotHits(jackpotId);
  const when = dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const rows = hits.data?.data ?? [];
  return (
    <section className={styles.board} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.boardTitle}>
        {t('title')}
      </h2>
      {hits.isError ? (
        <p className={styles.muted}>{t('unavailable')}</p>
      ) : hits.isPending ? null : rows.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('player')}</th>
              <th scope="col">{t('level')}</th>
              <th scope="col" className={styles.numeric}>
                {t('amount')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('time')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((hit) => (
              <tr key={hit.id}>
                <td className={styles.hash}>{hit.user_hash}</td>
                <td>{hit.level_name}</td>
                <td className={styles.numeric}>{formatMoney(hit.amount, hit.currency, locale)}</td>
                <td className={styles.numeric}>
                  <time dateTime={hit.created_at}>{when.format(new Date(hit.created_at))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
