import { canonicalLocale, type Locale } from '@sportsbook/contracts/locales';

/** A path inside the product under a locale: `localePath('de', '/live')` -> `/de/live`, home is `/de`. */
export function localePath(locale: Locale, path = ''): string {
  const rest = path === '/' ? '' : path;
  return `/${locale}${rest}`;
}

/** Splits `/en-IE/live/x` into the locale it starts with (any case) and the rest of the path. */
export function splitLocale(pathname: string): { locale: Locale | undefined; rest: string } {
  const match = /^\/([^/]*)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  const locale = first ? canonicalLocale(first) : undefined;
  if (!locale) return { locale: undefined, rest: pathname };
  return { locale, rest: match?.[2] ?? '' };
}

/**
 * The URL of the same page in another locale: the first path segment is rewritten (or added when the
 * path has none), the query and fragment are kept.
 */
export function switchLocalePath(target: Locale, pathname: string, search = '', hash = ''): string {
  const { rest } = splitLocale(pathname.startsWith('/') ? pathname : `/${pathname}`);
  const path = rest === '/' ? '' : rest;
  return `${localePath(target, path)}${search}${hash}`;
}
