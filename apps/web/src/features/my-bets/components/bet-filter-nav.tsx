'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import {
  type BetsFilter,
  filterSearch,
  RESULT_FILTERS,
  STATUS_FILTERS,
} from '@/features/my-bets/bet-filters';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import styles from './my-bets.module.css';

/** Status and result filters as links: the filter lives in the URL, so it survives a reload and can be shared. */
export function BetFilterNav({ filter }: { filter: BetsFilter }) {
  const t = useTranslations('my-bets.filters');
  const locale = useLocale();
  const base = localePath(locale, pages['bets-history'].path);
  const href = (next: BetsFilter) => `${base}${filterSearch(next)}`;
  return (
    <div className={styles.filters}>
      <nav aria-label={t('status-label')}>
        <ul className={styles.chips}>
          {STATUS_FILTERS.map((status) => (
            <li key={status}>
              <Link
                prefetch={false}
                href={href({ status, result: status === 'open' ? 'all' : filter.result })}
                className={styles.chip}
                aria-current={filter.status === status ? 'page' : undefined}
                scroll={false}
              >
                {t(`status.${status}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {filter.status === 'open' ? null : (
        <nav aria-label={t('result-label')}>
          <ul className={styles.chips}>
            {RESULT_FILTERS.map((result) => (
              <li key={result}>
                <Link
                  prefetch={false}
                  href={href({ status: filter.status, result })}
                  className={styles.chip}
                  aria-current={filter.result === result ? 'page' : undefined}
                  scroll={false}
                >
                  {t(`result.${result}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
