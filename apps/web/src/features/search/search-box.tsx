'use client';

import { SEARCH_MAX, SEARCH_MIN } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { notifyHost } from '@/shared/embedding/notify-host';
import { announceNavigationStart } from '@/shared/routing/navigation-start';
import { searchableQuery, useSearch } from './api/search-catalogue';
import styles from './search-box.module.css';
import { type SearchOption as Option, searchOptions } from './search-options';
import { SearchSuggestions } from './search-suggestions';
import { useDebouncedValue } from './use-debounced-value';

const DEBOUNCE_MS = 250;

let zone: string | undefined;
/** The browser's time zone, read once (results are fetched in the browser, so no server text to match). */
const browserTimeZone = () => {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
};

/**
 * The header's search block (spec: 3 to 50 characters): results as you type, debounced, as a WAI-ARIA
 * combobox: arrow keys move through the results, Enter opens one, Escape closes the list. Each match shows
 * its date or that it is live; a search that finds nothing says so and offers a corrected spelling, the live
 * page and popular leagues (links reached with Tab; the list stays open while focus is inside the search).
 */
export function SearchBox({ locale, autoFocus = false }: { locale: Locale; autoFocus?: boolean }) {
  const t = useTranslations('search');
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(searchableQuery(text), DEBOUNCE_MS);
  const search = useSearch(locale, query);
  const options = useMemo(
    () =>
      searchOptions(locale, query ? search.data : undefined, {
        timeZone: browserTimeZone(),
        now: Date.now(),
      }),
    [locale, query, search.data],
  );
  const listId = `${id}-results`;
  const typed = text.trim().length;
  const expanded = open && typed >= SEARCH_MIN && options.length > 0;
  const empty = query !== null && search.data && !search.isFetching ? search.data : undefined;
  const suggesting =
    open &&
    typed >= SEARCH_MIN &&
    empty !== undefined &&
    empty.matches.length + empty.tournaments.length === 0;
  // The page that frames the sportsbook hears when the results open and close (search_modal, ADR 032).
  const wasExpanded = useRef(false);
  useEffect(() => {
    if (wasExpanded.current === expanded) return;
    wasExpanded.current = expanded;
    notifyHost({ type: 'search_modal', open: expanded });
  }, [expanded]);
  const inputRef = useRef<HTMLInputElement>(null);

  const status =
    typed === 0
      ? ''
      : typed < SEARCH_MIN
        ? t('too-short', { min: SEARCH_MIN })
        : search.isError
          ? t('error')
          : query && search.isFetching && options.length === 0
            ? t('searching')
            : query && !search.isFetching && options.length === 0
              ? t('no-results', { query })
              : query
                ? t('results', { count: options.length })
                : '';

  function go(option: Option | undefined) {
    if (!option) return;
    setOpen(false);
    setText('');
    setActive(-1);
    announceNavigationStart();
    router.push(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (options.length === 0 ? -1 : index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0) {
        event.preventDefault();
        go(options[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  }

  const groups = (['matches', 'leagues'] as const)
    .map((group) => ({
      group,
      items: options.map((o, index) => ({ o, index })).filter(({ o }) => o.group === group),
    }))
    .filter(({ items }) => items.length > 0);

  return (
    <search
      className={styles.search}
      // The list closes when focus leaves the search, not when it moves to a suggestion inside it.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        className={styles.input}
        placeholder={t('placeholder')}
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX}
        value={text}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={`${id}-status`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-${options[active]?.id}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        ref={inputRef}
        // biome-ignore lint/a11y/noAutofocus: the phone's search dialog opens to type in, as its button promised
        autoFocus={autoFocus}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <span id={`${id}-status`} className="visually-hidden" aria-live="polite">
        {status}
      </span>
      <div id={listId} role="listbox" aria-label={t('label')} className={styles.results} hidden={!expanded}>
        {groups.map(({ group, items }) => (
          // biome-ignore lint/a11y/useSemanticElements: option groups of a listbox (WAI-ARIA combobox pattern)
          <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
            <div id={`${id}-${group}`} className={styles.groupLabel} role="presentation">
              {t(group)}
            </div>
            {items.map(({ o, index }) => (
              <div
                key={o.id}
                id={`${id}-${o.id}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={styles.option}
                // Choosing with the pointer must not blur the input first (that would close the list).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(o)}
                onKeyDown={() => undefined}
              >
                <span className={styles.optionLabel}>{o.label}</span>
                <span className={styles.optionMeta}>
                  {o.when?.live ? <span className={styles.liveBadge}>{t('live')}</span> : null}
                  {o.when && !o.when.live ? (
                    <time className={styles.when} dateTime={o.when.iso}>
                      {o.when.text}
                    </time>
                  ) : null}
                  <span className={styles.optionDetail}>{o.detail}</span>
                </span>
              </div>
            ))}
          </div>
        ))}
      </div>
      {suggesting && empty && query ? (
        <SearchSuggestions
          id={`${id}-suggestions`}
          locale={locale}
          query={query}
          result={empty}
          onSpelling={(term) => {
            setText(term);
            setOpen(true);
            inputRef.current?.focus();
          }}
          onLeave={() => {
            setOpen(false);
            setText('');
          }}
        />
      ) : null}
    </search>
  );
}
