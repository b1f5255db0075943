'use client';

import { useEffect, useState } from 'react';
import { whenReportingStarted } from './report-error';

/**
 * Development triggers of failures, to try error reporting by hand and in the end-to-end tests (ADR 033): rendered
 * only in development or when the web process sets ERROR_TRIGGERS. `?throw=render` fails the page's render
 * (its error boundary shows the fallback and reports); `?throw=slip` fails the bet slip's (the feature boundary);
 * the others throw outside React, as the browser's uncaught errors: `uncaught` is reported, `resize-observer` and
 * `chunk-load` are dropped by the report filter.
 */
const UNCAUGHT: Record<string, () => Error> = {
  uncaught: () => new Error('Uncaught failure triggered by ?throw=uncaught'),
  'resize-observer': () => new Error('ResizeObserver loop completed with undelivered notifications.'),
  'chunk-load': () => Object.assign(new Error('Loading chunk 9999 failed.'), { name: 'ChunkLoadError' }),
};

/** Fails the render of where it is placed when the URL's `throw` names `renderOn`. */
export function ErrorTrigger({ renderOn }: { renderOn: 'render' | 'slip' }) {
  const [failing, setFailing] = useState(false);
  useEffect(() => {
    const kinds = new URLSearchParams(window.location.search).getAll('throw');
    if (kinds.includes(renderOn)) {
      void whenReportingStarted().then(() => setFailing(true));
      return;
    }
    if (renderOn !== 'render') return;
    // Each in its own task, in the order the URL names them, once the SDK listens for uncaught errors.
    void whenReportingStarted().then(() => {
      for (const kind of kinds) {
        const make = UNCAUGHT[kind];
        if (make)
          window.setTimeout(() => {
            throw make();
          });
      }
    });
  }, [renderOn]);
  if (failing) throw new Error(`Render failure triggered by ?throw=${renderOn}`);
  return null;
}
