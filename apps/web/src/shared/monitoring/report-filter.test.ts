import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import {
  type DropReason,
  dropReason,
  type FilterableEvent,
  type FilterHint,
  notToCapture,
} from './report-filter';

const exceptionEvent = (type: string, value: string, filename = 'http://127.0.0.1/_next/static/app.js') => ({
  exception: { values: [{ type, value, stacktrace: { frames: [{ filename }] } }] },
});

const error = (name: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { name }, extra);

/** One row per rule of the spec's filter (part 1 §8, part 2 §8): the event, the hint, why it is dropped. */
const dropped: [string, FilterableEvent, FilterHint, DropReason][] = [
  [
    'an error flagged not to capture',
    exceptionEvent('Error', 'known'),
    { originalException: notToCapture(new Error('known')) },
    'not-to-capture',
  ],
  [
    'a cancelled query',
    exceptionEvent('Error', 'CancelledError'),
    { originalException: new CancelledError() },
    'cancelled',
  ],
  [
    'a cancelled request (ERR_CANCELED)',
    exceptionEvent('Error', 'canceled'),
    { originalException: error('CanceledError', 'canceled', { code: 'ERR_CANCELED' }) },
    'cancelled',
  ],
  [
    'an API call that got no answer (network code)',
    exceptionEvent('ApiError', 'Failed to fetch'),
    { originalException: new ApiError(0, 'network_error', 'Failed to fetch') },
    'network',
  ],
  [
    'an aborted fetch',
    exceptionEvent('AbortError', 'The user aborted a request.'),
    { originalException: error('AbortError', 'The user aborted a request.') },
    'network',
  ],
  [
    'a timed-out request',
    exceptionEvent('TimeoutError', 'signal timed out'),
    { originalException: error('TimeoutError', 'signal timed out') },
    'network',
  ],
  [
    'a time-out code',
    exceptionEvent('Error', 'timeout of 5000ms exceeded'),
    { originalException: error('Error', 'timeout of 5000ms exceeded', { code: 'ECONNABORTED' }) },
    'network',
  ],
  [
    'a fetch that failed in the browser',
    exceptionEvent('TypeError', 'Failed to fetch'),
    { originalException: new TypeError('Failed to fetch') },
    'network',
  ],
  [
    'a tag-manager script',
    exceptionEvent(
      'TypeError',
      "Cannot read properties of undefined (reading 'push')",
      'https://www.googletagmanager.com/gtm.js?id=GTM-1',
    ),
    {},
    'tracking-script',
  ],
  [
    'a tracking script',
    exceptionEvent('Error', 'fbq failed', 'https://connect.facebook.net/en_US/fbevents.js'),
    {},
    'tracking-script',
  ],
  [
    'a chunk that did not load (webpack)',
    exceptionEvent('ChunkLoadError', 'Loading chunk 4521 failed.'),
    {},
    'chunk-load',
  ],
  [
    'a dynamic import that did not load',
    exceptionEvent('TypeError', 'Failed to fetch dynamically imported module: http://127.0.0.1/_next/x.js'),
    {},
    'chunk-load',
  ],
  [
    'a script element that failed to load',
    exceptionEvent('Error', 'Event `Event` (type=error) captured as promise rejection'),
    {},
    'script-element',
  ],
  [
    "a script element's error event",
    { message: 'error' },
    { originalException: { type: 'error', target: { tagName: 'SCRIPT', src: 'https://cdn.example/x.js' } } },
    'script-element',
  ],
  [
    'the resize-observer loop (Chromium)',
    exceptionEvent('Error', 'ResizeObserver loop completed with undelivered notifications.'),
    {},
    'resize-observer-loop',
  ],
  [
    'the resize-observer loop (older browsers)',
    { message: 'ResizeObserver loop limit exceeded' },
    {},
    'resize-observer-loop',
  ],
  [
    'the page-load trace of the 404 page',
    { type: 'transaction', contexts: { trace: { op: 'pageload' } }, tags: { page: 'not_found' } },
    {},
    'not-found-page-load',
  ],
];

const sent: [string, FilterableEvent, FilterHint][] = [
  ['a render error', exceptionEvent('TypeError', "Cannot read properties of undefined (reading 'odds')"), {}],
  [
    'an API error answer (a 500 carries its URL and bodies)',
    exceptionEvent('ApiError', 'Something went wrong on our side.'),
    { originalException: new ApiError(500, 'internal_error', 'Something went wrong on our side.') },
  ],
  ['a real-time failure', { message: 'real-time connect failed: transport closed' }, {}],
  [
    'the page-load trace of another page',
    { type: 'transaction', contexts: { trace: { op: 'pageload' } }, tags: { page: 'home' } },
    {},
  ],
  [
    'a navigation to the 404 page',
    { type: 'transaction', contexts: { trace: { op: 'navigation' } }, tags: { page: 'not_found' } },
    {},
  ],
];

describe('the error-report filter', () => {
  it.each(dropped)('drops %s', (_name, event, hint, reason) => {
    expect(dropReason(event, hint)).toBe(reason);
  });

  it.each(sent)('sends %s', (_name, event, hint) => {
    expect(dropReason(event, hint)).toBeUndefined();
  });
});
