import { browserTracingIntegration } from '@sentry/browser';
import { ERROR_REPORTING_SETTINGS } from '@sportsbook/contracts/error-reporting';

/**
 * Page-load tracing with the spec's time-outs (ADR 033), a chunk of its own: loaded only when a share of page
 * loads is traced (SENTRY_TRACES_SAMPLE_RATE above 0). The 5 s heartbeat is the SDK's child-span time-out.
 */
export function tracingIntegration() {
  return browserTracingIntegration({
    idleTimeout: ERROR_REPORTING_SETTINGS.idleTimeoutMs,
    finalTimeout: ERROR_REPORTING_SETTINGS.finalTimeoutMs,
    childSpanTimeout: ERROR_REPORTING_SETTINGS.heartbeatMs,
  });
}
