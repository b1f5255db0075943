import type { Locale } from '@sportsbook/contracts/locales';
import type { ApiContext } from './api-fetch';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './csrf';

/** Calls from the browser go to the same origin; the web app forwards /api to the API server. */
export function browserApi(locale: Locale, signal?: AbortSignal): ApiContext {
  return { origin: '', locale, signal };
}

// Any answer under /api sets the CSRF cookie; a page served by the web app does not, so the first POST may
// need one cheap GET before it.
const COOKIE_SOURCE = '/api/sportsbook/sports';

/** Browser context for a POST: the CSRF cookie echoed in its header (fetched first when missing). */
export async function browserApiForPost(locale: Locale): Promise<ApiContext> {
  let token = readCookie(document.cookie, CSRF_COOKIE);
  if (!token) {
    await fetch(COOKIE_SOURCE, { credentials: 'same-origin' });
    token = readCookie(document.cookie, CSRF_COOKIE);
  }
  return { origin: '', locale, headers: token ? { [CSRF_HEADER]: token } : {} };
}
