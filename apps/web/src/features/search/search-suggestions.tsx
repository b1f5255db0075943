'use client';

import type { SearchResult } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import styles from './search-box.module.css';

/**
 * What an empty search shows instead of nothing: the "no results for …" line, the catalogue's spelling of a
 * mistyped name (one press searches it), the live page and the most popular leagues.
 */
export function SearchSuggestions({
  id,
  locale,
  query,
  result,
  onSpelling,
  onLeave,
}: {
  id: string;
  locale: Locale;
  query: string;
  result: SearchResult;
  /** Searches the corrected spelling. */
  onSpelling(term: string): void;
  /** A suggestion link was followed: the search closes. */
  onLeave(): void;
}) {
  const t = useTranslations('search');
  const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();
  return (
    <div id={id} className={styles.results} data-testid="search-suggestions">
      <p className={styles.noResults}>{t('no-results', { query })}</p>
      {result.did_you_mean ? (
        <p className={styles.suggestion}>
          {t('did-you-mean')}{' '}
          <button
            type="button"
            className={styles.spelling}
            onMouseDown={keepFocus}
            onClick={() => onSpelling(result.did_you_mean ?? '')}
          >
            {result.did_you_mean}
          </button>
        </p>
      ) : null}
      <p className={styles.groupLabel} id={`${id}-try`}>
        {t('try-instead')}
      </p>
      <ul className={styles.suggestionLinks} aria-labelledby={`${id}-try`}>
        <li>
          <Link
            prefetch={false}
            href={localePath(locale, pages.live.path)}
            className={styles.option}
            onMouseDown={keepFocus}
            onClick={onLeave}
          >
            <span className={styles.optionLabel}>{t('live-now')}</span>
          </Link>
        </li>
        {result.popular_tournaments.map((tournament) => (
          <li key={tournament.id}>
            <Link
              prefetch={false}
              href={localePath(locale, `/${tournament.sport.key}/${tournament.slug}`)}
              className={styles.option}
              onMouseDown={keepFocus}
              onClick={onLeave}
            >
              <span className={styles.optionLabel}>{tournament.name}</span>
              <span className={styles.optionDetail}>
                {`${tournament.sport.name} · ${tournament.category.name}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
