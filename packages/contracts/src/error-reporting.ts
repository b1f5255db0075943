/**
 * Error-reporting settings of the spec (part 1 §9, "product-unrelated"), shared by the server's and the browser's
 * Sentry clients (zod-free, so the browser's start path can import it). ADR 033.
 */
export const ERROR_REPORTING_SETTINGS = {
  /** Breadcrumbs kept per event. */
  maxBreadcrumbs: 100,
  /** Stack frames kept per exception (the newest ones). */
  stackFrames: 50,
  /** Longer strings in an event are cut to this many characters. */
  maxValueLength: 250,
  /** A page-load trace ends this long after its last child span finished. */
  idleTimeoutMs: 1_000,
  /** A page-load trace ends after this long whatever is still running. */
  finalTimeoutMs: 30_000,
  /** How often a running trace checks whether its spans went idle (the SDK's child-span time-out). */
  heartbeatMs: 5_000,
} as const;

/** An error carrying this property set to true is never reported (the spec's "not to capture" flag). */
export const NOT_TO_CAPTURE = 'notToCapture';
