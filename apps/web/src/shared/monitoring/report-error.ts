import { isApiError } from '@/shared/api/api-error';
import { httpContext } from './http-context';
import type { ErrorReportingConfig, ReportDetails } from './sentry-client';

/**
 * The one place errors are reported from the browser (ADR 033). Every report is written to the console; when the
 * web process names a DSN (`startErrorReporting`, called by the shell), the Sentry SDK is loaded and the report
 * sent, after the spec's filter (report-filter.ts). Without a DSN nothing is loaded.
 */

type Client = typeof import('./sentry-client');

/** Reports made while the SDK is still loading, sent once it is there (a few at most). */
const MAX_WAITING = 20;
let client: Client | undefined;
let loading: Promise<void> | undefined;
const waiting: [unknown, ReportDetails][] = [];

export function startErrorReporting(config: ErrorReportingConfig): Promise<void> {
  loading ??= import('./sentry-client').then(async (loaded) => {
    await loaded.startClient(config);
    client = loaded;
    for (const [error, details] of waiting.splice(0)) loaded.capture(error, details);
  });
  return loading;
}

/** Resolves once the SDK is loaded and listening for uncaught errors (at once when reporting is off). */
export function whenReportingStarted(): Promise<void> {
  return loading ?? Promise.resolve();
}

function send(error: unknown, details: ReportDetails): void {
  if (client) client.capture(error, details);
  else if (loading && waiting.length < MAX_WAITING) waiting.push([error, details]);
}

/** What a report carries beyond the error: an API error's call and answer. */
function contextsOf(error: unknown): ReportDetails['contexts'] {
  if (isApiError(error) && error.http) return { http: httpContext(error.status, error.http) };
  return undefined;
}

/** Reports a failure; `detail` is the error (or what the failing code got: a centrifuge error object ...). */
export function reportError(message: string, detail?: unknown): void {
  console.error(`[sportsbook] ${message}`, detail ?? '');
  const error = detail instanceof Error ? detail : new Error(`${message}: ${describe(detail)}`);
  send(error, { what: message, contexts: contextsOf(detail) });
}

/** Reports a render failure caught by an error boundary (`where`: the page, the slip, the whole document). */
export function reportRenderError(error: unknown, where: string, componentStack?: string): void {
  console.error(`[sportsbook] render failed in ${where}`, error);
  send(error instanceof Error ? error : new Error(`render failed: ${describe(error)}`), {
    what: 'render failed',
    tags: { boundary: where },
    contexts: componentStack ? { react: { componentStack } } : undefined,
  });
}

function describe(detail: unknown): string {
  if (detail === undefined) return 'no detail';
  if (typeof detail === 'string') return detail;
  try {
    return JSON.stringify(detail);
  } catch {
    return String(detail);
  }
}
