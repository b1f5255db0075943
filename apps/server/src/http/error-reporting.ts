import { ERROR_REPORTING_SETTINGS } from '@sportsbook/contracts/error-reporting';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/env';

/** Sends the server's unexpected faults to the error-reporting service (ADR 033). */
export interface ErrorReporter {
  /** Reports a fault that became a 500, tagged with the request's id (the `reqId` of its log lines). */
  report(error: unknown, request: FastifyRequest): void;
  /** Sends what is still queued (at most two seconds) and stops. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Absent when SENTRY_DSN is unset, and in apps built without `installErrorReporting`. */
    errorReporter?: ErrorReporter;
  }
}

const CLOSE_TIMEOUT_MS = 2_000;

/**
 * A Sentry client of this app's own (not the SDK's global one), so several apps in one process (the tests) report
 * apart, and nothing of the SDK's automatic instrumentation is installed: only what a 500 carries is sent. The SDK
 * is imported here, when a DSN is set, and never loaded otherwise.
 */
export async function createErrorReporter(
  settings: NonNullable<Config['errorReporting']>,
): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: settings.dsn,
    environment: settings.environment,
    maxBreadcrumbs: ERROR_REPORTING_SETTINGS.maxBreadcrumbs,
    maxValueLength: ERROR_REPORTING_SETTINGS.maxValueLength,
    // The SDK keeps the newest frames of a stack, oldest first.
    stackParser: (stack, skipFirstLines, framesToPop) =>
      Sentry.defaultStackParser(stack, skipFirstLines, framesToPop).slice(
        -ERROR_REPORTING_SETTINGS.stackFrames,
      ),
    // No request-data integration: request headers and bodies stay out of reports (sessions, passwords, personal
    // data); `report` names the method and path only.
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    transport: Sentry.makeNodeTransport,
  });
  client.init();
  return {
    report(error, request) {
      const scope = new Sentry.Scope();
      scope.setClient(client);
      scope.setTag('request_id', String(request.id));
      scope.setTag('route', request.routeOptions.url ?? 'unrouted');
      scope.setContext('request', { method: request.method, path: request.url.split('?')[0] });
      client.captureException(error, { originalException: error }, scope);
    },
    async close() {
      await client.close(CLOSE_TIMEOUT_MS);
    },
  };
}

/** Reports the app's 500s when the configuration names a DSN (see `answerError`); flushed when the app closes. */
export async function installErrorReporting(
  app: FastifyInstance,
  settings: Config['errorReporting'],
): Promise<void> {
  if (!settings) return;
  const reporter = await createErrorReporter(settings);
  app.decorate('errorReporter', reporter);
  app.addHook('onClose', () => reporter.close());
}
