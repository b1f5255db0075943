import { type NextRequest, NextResponse } from 'next/server';
import { resolveCataloguePath, sportKeySet } from './features/catalogue/server/catalogue-lookup';
import { APP_MODE_COOKIE, appModeFromQuery, isAppModeRequest } from './features/embedding/model/app-mode';
import { isPageOn } from './features/shell/product-pages';
import { additionalProviders } from './features/shell/server/operator-settings';
import { getEnv } from './shared/config/env';
import { splitLocale } from './shared/i18n/locale-path';
import { pageNameForPath } from './shared/routing/page-name';
import { decideProxyRoute, isApiPath, NOT_FOUND_PATH } from './shared/routing/proxy-decision';
import {
  APP_MODE_HEADER,
  LOCALE_COOKIE,
  PAGE_ID_HEADER,
  PAGE_KIND_HEADER,
  PATHNAME_HEADER,
  PROXY_HEADERS,
} from './shared/routing/request-headers';

// Runs before every page and API request (Node runtime). The routing decision is a pure, tested function;
// here it gets the API's sports (cached about a minute) and, for `/{sport}/{slug}`, the API's answer to
// which page the slug names, so an unknown slug is a real 404 rendered in place.
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (isApiPath(pathname)) {
    // One origin for the browser. server.mjs streams /api itself (server/api-forward.mjs, ADR 037), so this
    // rewrite serves only a bare `next start`/`next dev`. The server's address is read at request time, so one
    // build serves any environment; method, body, cookies and Set-Cookie pass through unchanged.
    return NextResponse.rewrite(new URL(`${getEnv().API_ORIGIN}${pathname}${search}`));
  }

  const sports = await sportKeySet();
  // With the API unreachable and nothing cached, a sport path renders and its page reports the failure.
  const isSportKey = sports ? (key: string) => sports.has(key) : () => true;
  const decision = decideProxyRoute({
    pathname,
    acceptLanguage: request.headers.get('accept-language'),
    localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
    isSportKey,
  });

  switch (decision.kind) {
    case 'api':
      return NextResponse.rewrite(new URL(`${getEnv().API_ORIGIN}${pathname}${search}`));
    case 'redirect': {
      const response = NextResponse.redirect(
        new URL(`${decision.pathname}${search}`, request.url),
        decision.status,
      );
      if (decision.variesByLanguage) response.headers.set('Vary', 'Accept-Language, Cookie');
      return response;
    }
    case 'pass':
      // The proxy also runs for its own rewrite to the 404 page; the headers set then must survive.
      return NextResponse.next();
    case 'not-found':
    case 'page': {
      // The layout reads the requested path to render data-page (and the 404 page its locale).
      const headers = new Headers(request.headers);
      for (const name of PROXY_HEADERS) headers.delete(name);
      headers.set(PATHNAME_HEADER, pathname);
      const appModeAsked = appModeFromQuery(request.nextUrl.searchParams);
      if (isAppModeRequest(request.nextUrl.searchParams, request.cookies.get(APP_MODE_COOKIE)?.value)) {
        headers.set(APP_MODE_HEADER, '1');
      }
      const pageName = decision.kind === 'page' ? pageNameForPath(pathname, isSportKey) : null;
      // An additional product the operator has off is a 404 (settings.additional_providers).
      if (pageName && !isPageOn(pageName, await additionalProviders())) {
        return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers } });
      }
      if (pageName === 'league') {
        const [sport = '', slug = ''] = splitLocale(pathname).rest.split('/').slice(1);
        const found = await resolveCataloguePath(sport, slug).catch(() => undefined);
        if (found === null)
          return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers } });
        if (found) {
          headers.set(PAGE_KIND_HEADER, found.kind);
          headers.set(PAGE_ID_HEADER, String(found.id));
        }
      }
      const response =
        decision.kind === 'page'
          ? NextResponse.next({ request: { headers } })
          : NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers } });
      // The app's flag is kept for the browser session (no expiry), so later pages need no query.
      if (appModeAsked === true) response.cookies.set(APP_MODE_COOKIE, '1', { path: '/', sameSite: 'lax' });
      if (appModeAsked === false) response.cookies.delete(APP_MODE_COOKIE);
      return response;
    }
  }
}

export const config = {
  // Everything except build assets, public images and robots.txt.
  matcher: ['/((?!_next/|__nextjs|images/|robots\\.txt).*)'],
};
