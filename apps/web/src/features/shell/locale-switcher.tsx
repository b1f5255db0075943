'use client';

import { isLocale, type Locale, localeNames, locales } from '@sportsbook/contracts/locales';
import type { ChangeEvent } from 'react';
import { switchLocalePath } from '@/shared/i18n/locale-path';
import { LOCALE_COOKIE } from '@/shared/routing/request-headers';
import styles from './locale-switcher.module.css';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A labelled select of the 16 locales, each in its own language. Choosing one rewrites the first path
 * segment, keeps path, query and fragment, and loads the page afresh (spec part 1 §2); the choice is
 * remembered so `/` sends the visitor back to it.
 */
export function LocaleSwitcher({ id, label, current }: { id: string; label: string; current: Locale }) {
  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const target = event.target.value;
    if (!isLocale(target) || target === current) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we serve
    document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    const { pathname, search, hash } = window.location;
    window.location.assign(switchLocalePath(target, pathname, search, hash));
  }

  return (
    <span className={styles.switcher}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={current} onChange={onChange}>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
