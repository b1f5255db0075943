'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { readCookie } from '@/shared/api/csrf';
import { formatStartTime } from './format-time';
import { TIME_ZONE_COOKIE } from './time-zone-cookie';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

let zone: string | undefined;

/** The browser's zone, read once: a list corrects every start time right after hydration. */
function browserTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}

const corrections = new Set<() => void>();
let correctionsDue = false;

/**
 * Runs `task` once the browser is idle after hydration, with every other time correction of the page in the
 * same turn. The first use of Intl in a page loads the browser's locale data (a long task on a slow phone, ADR 018): done inside hydration's effects it lengthens the task that makes the page interactive, done
 * afterwards it only delays a start time's correction by a moment (the server's text is shown meanwhile).
 */
function whenIdle(task: () => void): () => void {
  corrections.add(task);
  if (!correctionsDue) {
    correctionsDue = true;
    const run = () => {
      correctionsDue = false;
      const tasks = [...corrections];
      corrections.clear();
      for (const each of tasks) each();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  }
  return () => {
    corrections.delete(task);
  };
}

/**
 * A start time as the server rendered it (in the zone the `tz` cookie named), corrected after hydration to
 * the browser's own zone when they differ.
 */
export function LocalTime({ iso, serverText }: { iso: string; serverText: string }) {
  const locale = useLocale();
  const [text, setText] = useState(serverText);
  useEffect(
    () => whenIdle(() => setText(formatStartTime(iso, locale, browserTimeZone(), Date.now()))),
    [iso, locale],
  );
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}

/** Remembers the browser's time zone in a cookie, so later pages are rendered in it from the start. */
export function TimeZoneSync() {
  useEffect(
    () =>
      whenIdle(() => {
        const zone = browserTimeZone();
        if (readCookie(document.cookie, TIME_ZONE_COOKIE) !== zone) {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we serve
          document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
        }
      }),
    [],
  );
  return null;
}
