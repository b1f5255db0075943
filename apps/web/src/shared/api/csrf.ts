import { parseCookie } from 'cookie';

/** The API's double-submit CSRF pair: a readable cookie it sets, echoed in a header on every POST under /api. */
export const CSRF_COOKIE = 'sb_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** A cookie's value from a `document.cookie` string (percent-decoded where it decodes), or undefined. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  return parseCookie(cookieHeader)[name];
}
