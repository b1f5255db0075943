'use client';

import { useEffect } from 'react';
import { startErrorReporting } from './report-error';
import type { ErrorReportingConfig } from './sentry-client';

/** Starts the browser's error reporting once per tab when the web process names a DSN (ADR 033). */
export function ErrorReportingStart({ config }: { config: ErrorReportingConfig }) {
  useEffect(() => {
    void startErrorReporting(config);
  }, [config]);
  return null;
}
