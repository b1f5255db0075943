import type { Locale } from '@sportsbook/contracts/locales';
import type { z } from 'zod';
import { type QueryValue, readError, toSearch } from './api-error';

export { ApiError, isApiError, type QueryValue, toSearch } from './api-error';

/** Where and for whom a call is made: the server renders with the API's own origin, the browser with its own. */
export interface ApiContext {
  /** '' in the browser (same origin, the web app forwards /api), the API origin on the server. */
  origin: string;
  locale: Locale;
  /** Extra headers (the server's CSRF pair for POSTs). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API and parses the answer with the contract's schema: anything else is an error, never trusted data.
 * Names in the answer are localised by Accept-Language, so every call carries the page's locale.
 */
export async function apiRequest<T extends z.ZodType>(
  context: ApiContext,
  path: string,
  schema: T,
  init: { method?: 'GET' | 'POST'; query?: Record<string, QueryValue>; body?: unknown } = {},
): Promise<z.infer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': context.locale };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const url = `${context.origin}${path}${toSearch(init.query ?? {})}`;
  const method = init.method ?? 'GET';
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...context.headers },
    body,
    signal: context.signal,
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (!response.ok) throw await readError(response, { method, url, body });
  return schema.parse(await response.json());
}
