/** Request header the proxy sets to the requested pathname, for server components that need it. */
export const PATHNAME_HEADER = 'x-sportsbook-pathname';

/** Cookie holding the locale a visitor chose in the switcher; `/` sends them back to it. */
export const LOCALE_COOKIE = 'locale';
