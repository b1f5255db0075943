import { type BrowserOptions, captureException, defaultStackParser, init, withScope } from '@sentry/browser';
import { ERROR_REPORTING_SETTINGS } from '@sportsbook/contracts/error-reporting';
import { filterReport } from './report-filter';

/**
 * The browser's Sentry client (ADR 033). Only `report-error.ts` imports this module, and only with `import()` once
 * a DSN is configured, so a site without one never downloads the SDK. The SDK's parts are imported by name so the
 * bundler leaves out what is not used (session replay, feedback ...).
 */

/** What the web process tells the browser (SENTRY_* in env-schema.ts). */
export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  /** Share of page loads traced (0: tracing is off and its integration not installed). */
  tracesSampleRate: number;
}

/** The page name the shell keeps on <body data-page> (`not_found` on the 404 page), for the filter. */
const currentPage = () => (typeof document === 'undefined' ? undefined : document.body?.dataset.page);

/** The SDK's options; `tracing` is the page-load integration when page loads are traced. */
export function browserOptions(
  config: ErrorReportingConfig,
  tracing?: ReturnType<typeof import('./sentry-tracing').tracingIntegration>,
): BrowserOptions {
  return {
    dsn: config.dsn,
    environment: config.environment,
    maxBreadcrumbs: ERROR_REPORTING_SETTINGS.maxBreadcrumbs,
    maxValueLength: ERROR_REPORTING_SETTINGS.maxValueLength,
    // The SDK keeps frames oldest first: the newest ones are kept.
    stackParser: (stack, skipFirstLines, framesToPop) =>
      defaultStackParser(stack, skipFirstLines, framesToPop).slice(-ERROR_REPORTING_SETTINGS.stackFrames),
    beforeSend: (event, hint) => filterReport(event, hint),
    beforeSendTransaction: (event) => {
      const page = currentPage();
      return filterReport(page ? { ...event, tags: { ...event.tags, page } } : event);
    },
    tracesSampleRate: config.tracesSampleRate,
    integrations: (defaults) => (tracing ? [...defaults, tracing] : defaults),
  };
}

export interface ReportDetails {
  /** What was being done: the report's title tag. */
  what: string;
  tags?: Record<string, string>;
  contexts?: Record<string, Record<string, unknown>>;
}

export async function startClient(config: ErrorReportingConfig): Promise<void> {
  const tracing =
    config.tracesSampleRate > 0 ? (await import('./sentry-tracing')).tracingIntegration() : undefined;
  init(browserOptions(config, tracing));
}

export function capture(error: unknown, details: ReportDetails): void {
  withScope((scope) => {
    scope.setTag('what', details.what);
    for (const [key, value] of Object.entries(details.tags ?? {})) scope.setTag(key, value);
    for (const [key, value] of Object.entries(details.contexts ?? {})) scope.setContext(key, value);
    captureException(error);
  });
}
