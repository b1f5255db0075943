import { type NextRequest, NextResponse } from 'next/server';
import { isSportKey } from './features/catalogue/sport-keys';
import { getEnv } from './shared/config/env';
import { decideProxyRoute, NOT_FOUND_PATH } from './shared/routing/proxy-decision';
import { LOCALE_COOKIE, PATHNAME_HEADER } from './shared/routing/request-headers';

// Runs before every page and API request (Node runtime). The decision is a pure, tested function.
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  // The payment widget's script is the API's too (spec part 1 §7: {host}/spi/main.js).
  if (pathname.startsWith('/spi/'))
    return NextResponse.rewrite(new URL(`${getEnv().API_ORIGIN}${pathname}${search}`));
  const decision = decideProxyRoute({
    pathname,
    acceptLanguage: request.headers.get('accept-language'),
    localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
    isSportKey,
  });

  switch (decision.kind) {
    case 'api':
      // One origin for the browser. The server's address is read at request time, so one build serves
      // any environment; method, body, cookies and Set-Cookie pass through unchanged.
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
      headers.set(PATHNAME_HEADER, pathname);
      if (decision.kind === 'page') return NextResponse.next({ request: { headers } });
      return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers } });
    }
  }
}

export const config = {
  // Everything except build assets, public images and robots.txt.
  matcher: ['/((?!_next/|__nextjs|images/|robots\\.txt).*)'],
};
