import { NOT_TO_CAPTURE } from '@sportsbook/contracts/error-reporting';
import { isCancelledError } from '@tanstack/react-query';

/**
 * The spec's error-report filter (part 1 §8, part 2 §8; ADR 033): which events the browser never sends. A pure
 * function of the event and the SDK's hint, so each rule has a test of its own; `beforeSend` and
 * `beforeSendTransaction` call it.
 */

/** The parts of a Sentry event the filter reads (a structural subset of the SDK's `Event`). */
export interface FilterableEvent {
  type?: string;
  message?: string;
  tags?: Record<string, unknown>;
  contexts?: { trace?: { op?: string } };
  exception?: {
    values?: { type?: string; value?: string; stacktrace?: { frames?: { filename?: string }[] } }[];
  };
}

export interface FilterHint {
  originalException?: unknown;
}

export type DropReason =
  | 'not-to-capture'
  | 'cancelled'
  | 'network'
  | 'tracking-script'
  | 'chunk-load'
  | 'script-element'
  | 'resize-observer-loop'
  | 'not-found-page-load';

/** Error codes of requests that never got an answer: network failures, aborts and time-outs. */
const NETWORK_CODES = new Set(['network_error', 'ERR_NETWORK', 'ECONNABORTED', 'ETIMEDOUT', 'ECONNRESET']);
const NETWORK_NAMES = new Set(['AbortError', 'TimeoutError', 'NetworkError']);
/** What browsers say when a fetch got no answer (Chromium, Firefox, Safari). */
const FAILED_FETCH = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;
/** Scripts of tag managers, analytics and ad trackers: their errors are not ours to fix. */
const TRACKING_SCRIPT =
  /googletagmanager\.com|google-analytics\.com|googleadservices\.com|doubleclick\.net|\/gtag\/js|\/gtm\.js|connect\.facebook\.net|static\.hotjar\.com|clarity\.ms|analytics\.tiktok\.com|bat\.bing\.com|snap\.licdn\.com/;
const CHUNK_LOAD =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
/** How the SDK describes a thrown DOM `Event` (a script element's `error` event has no message of its own). */
const EVENT_CAPTURED = /^Event `(Event|ErrorEvent)` \(type=error\) captured as (exception|promise rejection)/;
const RESIZE_OBSERVER_LOOP = /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/;
/** The page name (`data-page`) of the 404 page. */
const NOT_FOUND_PAGE = 'not_found';

const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

function texts(event: FilterableEvent): string[] {
  const values = event.exception?.values ?? [];
  return [event.message ?? '', ...values.map((value) => value.value ?? '')];
}

function isNetworkFailure(original: Record<string, unknown> | undefined, event: FilterableEvent): boolean {
  const types = (event.exception?.values ?? []).map((value) => value.type ?? '');
  if (types.some((type) => NETWORK_NAMES.has(type))) return true;
  if (!original) return false;
  if (typeof original.code === 'string' && NETWORK_CODES.has(original.code)) return true;
  if (typeof original.name === 'string' && NETWORK_NAMES.has(original.name)) return true;
  return (
    original.name === 'TypeError' &&
    typeof original.message === 'string' &&
    FAILED_FETCH.test(original.message)
  );
}

function isScriptElementError(
  original: Record<string, unknown> | undefined,
  event: FilterableEvent,
): boolean {
  const target = record(original?.target);
  if (typeof target?.tagName === 'string' && target.tagName.toUpperCase() === 'SCRIPT') return true;
  return texts(event).some((text) => EVENT_CAPTURED.test(text));
}

/** Why the event is dropped, or undefined when it is sent. */
export function dropReason(event: FilterableEvent, hint: FilterHint = {}): DropReason | undefined {
  if (event.type === 'transaction') {
    const pageLoad = event.contexts?.trace?.op === 'pageload';
    return pageLoad && event.tags?.page === NOT_FOUND_PAGE ? 'not-found-page-load' : undefined;
  }
  const original = record(hint.originalException);
  if (original?.[NOT_TO_CAPTURE] === true) return 'not-to-capture';
  if (isCancelledError(hint.originalException) || original?.code === 'ERR_CANCELED') return 'cancelled';
  if (isNetworkFailure(original, event)) return 'network';
  const frames = (event.exception?.values ?? []).flatMap((value) => value.stacktrace?.frames ?? []);
  if (frames.some((frame) => TRACKING_SCRIPT.test(frame.filename ?? ''))) return 'tracking-script';
  const types = (event.exception?.values ?? []).map((value) => value.type);
  if (types.includes('ChunkLoadError') || texts(event).some((text) => CHUNK_LOAD.test(text)))
    return 'chunk-load';
  if (isScriptElementError(original, event)) return 'script-element';
  if (texts(event).some((text) => RESIZE_OBSERVER_LOOP.test(text))) return 'resize-observer-loop';
  return undefined;
}

/** `beforeSend`/`beforeSendTransaction`: the event, or null when a rule drops it. */
export function filterReport<E extends FilterableEvent>(event: E, hint?: FilterHint): E | null {
  return dropReason(event, hint) === undefined ? event : null;
}

/** Marks an error as not to be reported (the spec's not-to-capture flag), answering it. */
export function notToCapture<E extends object>(error: E): E {
  Object.assign(error, { [NOT_TO_CAPTURE]: true });
  return error;
}
