/**
 * The port of the local error receiver (ADR 033): the e2e servers report to a DSN naming it, and
 * error-reporting.spec.ts listens on it. Moved with E2E_ERRORS_PORT, like the other e2e ports. The web port + 1
 * is the embedding demo host's and + 2 the back office's (scripts/start.mjs), so it takes + 3.
 */
export const ERROR_RECEIVER_PORT = Number(
  process.env.E2E_ERRORS_PORT ?? Number(process.env.E2E_WEB_PORT ?? 3100) + 3,
);
