import type { Locale } from '@sportsbook/contracts/locales';
import type { ApiContext } from './api-fetch';

/** Calls from the browser go to the same origin; the web app forwards /api to the API server. */
export function browserApi(locale: Locale, signal?: AbortSignal): ApiContext {
  return { origin: '', locale, signal };
}
