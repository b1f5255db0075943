import { CSRF_COOKIE, CSRF_HEADER, CSRF_REFUSED_CODE } from '@sportsbook/contracts/cookies';
import { ApiError, type QueryValue, readError, toSearch } from './api-error';
import { readCookie } from './csrf';

export { ApiError, isApiError, type QueryValue, toSearch } from './api-error';

/**
 * The browser's one way to call the API: same origin (the web app forwards /api), credentials included, JSON
 * in and out, the CSRF cookie echoed on every state-changing call, every answer parsed by its contract's
 * schema (or a reader that checks the same shape). A 401 is reported to the listeners (the auth store signs the player out, spec part 1 §8).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCallOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The call answers 401 as part of its own meaning (a wrong password, the activity limit): the caller handles
   * it, and the session-expired sign-out is not triggered.
   */
  handlesUnauthorized?: boolean;
}

export interface ApiTransport {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** The document's cookies (`document.cookie`). */
  cookies: () => string;
}

/** What reads an answer: a contract's zod schema, or a hand-written reader of the same shape. */
export interface AnswerReader<T> {
  parse(input: unknown): T;
}

/**
 * The reader itself, or a function that loads it on the first call: a contract schema imported with `import()`
 * keeps zod and the contract out of the scripts a page needs to start (docs/decisions/018).
 */
export type AnswerReaderSource<T> = AnswerReader<T> | (() => Promise<AnswerReader<T>>);

async function readerOf<T>(source: AnswerReaderSource<T>): Promise<AnswerReader<T>> {
  return typeof source === 'function' ? source() : source;
}

const UNSAFE_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Any answer under /api sets the CSRF cookie; this one is cheap and open to visitors. */
const CSRF_SOURCE = '/api/platform/country';

export function createApiClient(transport: ApiTransport) {
  const unauthorizedListeners = new Set<(error: ApiError) => void>();

  async function csrfToken(): Promise<string> {
    const existing = readCookie(transport.cookies(), CSRF_COOKIE);
    if (existing) return existing;
    // A page served by the web app does not set the cookie; one GET under /api does.
    await transport.fetch(CSRF_SOURCE, { credentials: 'same-origin', cache: 'no-store' });
    return readCookie(transport.cookies(), CSRF_COOKIE) ?? '';
  }

  /**
   * A page's first answers under /api each set a CSRF cookie of their own (none of their requests carried one), so
   * a call sent while a later one lands can carry the header read before it and the cookie after it. The refusal
   * changed nothing: when the cookie is not the one the header echoed, the call is sent once more with it.
   */
  const refusedForAChangedCookie = (error: ApiError, sentToken: string | undefined) =>
    error.status === 403 &&
    error.code === CSRF_REFUSED_CODE &&
    sentToken !== undefined &&
    (readCookie(transport.cookies(), CSRF_COOKIE) ?? sentToken) !== sentToken;

  async function send<T>(
    path: string,
    reader: AnswerReaderSource<T>,
    options: ApiCallOptions,
    mayRetry: boolean,
  ): Promise<T> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: string | undefined;
    let sentToken: string | undefined;
    if (UNSAFE_METHODS.has(method)) {
      headers['content-type'] = 'application/json';
      sentToken = await csrfToken();
      headers[CSRF_HEADER] = sentToken;
      body = JSON.stringify(options.body ?? {});
    }
    const url = `${path}${toSearch(options.query ?? {})}`;
    let response: Response;
    try {
      response = await transport.fetch(url, {
        method,
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) {
      const error = await readError(response, { method, url, body });
      if (mayRetry && refusedForAChangedCookie(error, sentToken)) return send(path, reader, options, false);
      if (error.status === 401 && !options.handlesUnauthorized) {
        for (const listener of unauthorizedListeners) listener(error);
      }
      throw error;
    }
    const text = await response.text();
    return (await readerOf(reader)).parse(text === '' ? undefined : JSON.parse(text));
  }

  const call = <T>(path: string, reader: AnswerReaderSource<T>, options: ApiCallOptions = {}): Promise<T> =>
    send(path, reader, options, true);

  return {
    call,
    /** Called with every 401 a call did not expect; answers the function that stops listening. */
    onUnauthorized(listener: (error: ApiError) => void): () => void {
      unauthorizedListeners.add(listener);
      return () => unauthorizedListeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: one per tab. */
export const apiClient: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  cookies: () => (typeof document === 'undefined' ? '' : document.cookie),
});

/** Shorthand for `apiClient.call`. */
export const apiCall = apiClient.call;
