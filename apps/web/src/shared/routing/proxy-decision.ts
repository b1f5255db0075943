import { negotiateLocale } from '@sportsbook/contracts/locales';
import { localePath, splitLocale } from '@/shared/i18n/locale-path';
import { pageNameForPath } from './page-name';

/** Internal path of the 404 page: no route matches it, so Next.js answers with global-not-found. */
export const NOT_FOUND_PATH = '/_not-found';
export const FAVICON_PATH = '/images/favicon.svg';

export type ProxyDecision =
  /** Forward to the API server. */
  | { kind: 'api' }
  | { kind: 'redirect'; pathname: string; status: 307 | 308; variesByLanguage: boolean }
  /** Render the 404 page in place, with HTTP 404. */
  | { kind: 'not-found' }
  /** Render the page the path names. */
  | { kind: 'page' }
  /** Leave the request as it is: the 404 page reached through the proxy's own rewrite. */
  | { kind: 'pass' };

export interface ProxyInput {
  pathname: string;
  acceptLanguage: string | null;
  localeCookie: string | undefined;
  isSportKey: (key: string) => boolean;
}

/** Whether a path is forwarded to the API. */
/** Paths the API server answers: its HTTP API and the payment widget's script (spec part 1 §7: {host}/spi/main.js). */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/spi/');
}

/**
 * What the proxy does with a request path: API calls are forwarded; a path without a locale is sent to
 * the visitor's best locale (path kept); a locale in another case is sent to its canonical spelling;
 * a path that names no page gets the 404 page; anything else renders.
 */
export function decideProxyRoute({
  pathname,
  acceptLanguage,
  localeCookie,
  isSportKey,
}: ProxyInput): ProxyDecision {
  if (isApiPath(pathname)) return { kind: 'api' };
  if (pathname === '/favicon.ico') {
    return { kind: 'redirect', pathname: FAVICON_PATH, status: 308, variesByLanguage: false };
  }
  if (pathname === NOT_FOUND_PATH) return { kind: 'pass' };

  const { locale, rest } = splitLocale(pathname);
  if (!locale) {
    const target = negotiateLocale(acceptLanguage, localeCookie);
    return {
      kind: 'redirect',
      pathname: localePath(target, pathname === '/' ? '' : pathname),
      status: 307,
      variesByLanguage: true,
    };
  }
  const canonical = `/${locale}${rest}`;
  if (canonical !== pathname)
    return { kind: 'redirect', pathname: canonical, status: 308, variesByLanguage: false };
  if (pageNameForPath(pathname, isSportKey) === 'not_found') return { kind: 'not-found' };
  return { kind: 'page' };
}
