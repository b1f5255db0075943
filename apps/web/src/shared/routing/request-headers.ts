/** Request header the proxy sets to the requested pathname, for server components that need it. */
export const PATHNAME_HEADER = 'x-sportsbook-pathname';

/** Cookie holding the locale a visitor chose in the switcher; `/` sends them back to it. */
export const LOCALE_COOKIE = 'locale';

/** Set by the proxy on `/{sport}/{slug}` requests: which page the slug names (match, league, category) and its id. */
export const PAGE_KIND_HEADER = 'x-sportsbook-page-kind';
export const PAGE_ID_HEADER = 'x-sportsbook-page-id';

/** Set by the proxy to `1` when the request runs in mobile-app mode (features/embedding/model/app-mode.ts). */
export const APP_MODE_HEADER = 'x-sportsbook-app-mode';

/** Headers only the proxy may set: removed from what the browser sends. */
export const PROXY_HEADERS = [PATHNAME_HEADER, PAGE_KIND_HEADER, PAGE_ID_HEADER, APP_MODE_HEADER] as const;
