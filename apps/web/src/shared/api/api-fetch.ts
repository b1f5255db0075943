import type { Locale } from '@sportsbook/contracts/locales';
import type { z } from 'zod';

/** Where and for whom a call is made: the server renders with the API's own origin, the browser with its own. */
export interface ApiContext {
  /** '' in the browser (same origin, the web app forwards /api), the API origin on the server. */
  origin: string;
  locale: Locale;
  /** Extra headers (the server's CSRF pair for POSTs). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A query value: lists are sent with commas (the API reads them as lists), undefined values are left out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/** An HTTP answer other than 2xx, with the API's error code when the body is the spec's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `?a=1&b=x,y` from a record, keys sorted so equal queries give equal URLs (and cache keys). */
export function toSearch(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readError(response: Response): Promise<ApiError> {
  let code = 'http_error';
  let message = `${response.status} ${response.statusText}`;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      if (typeof record.code === 'string' || typeof record.code === 'number') code = String(record.code);
      if (typeof record.message === 'string') message = record.message;
    }
  } catch {
    // Not JSON: the status line says enough.
  }
  return new ApiError(response.status, code, message);
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
  const response = await fetch(`${context.origin}${path}${toSearch(init.query ?? {})}`, {
    method: init.method ?? 'GET',
    headers: { ...headers, ...context.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: context.signal,
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (!response.ok) throw await readError(response);
  return schema.parse(await response.json());
}
