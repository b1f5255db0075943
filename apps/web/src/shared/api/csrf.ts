import { parseCookie } from 'cookie';

/** A cookie's value from a `document.cookie` string (percent-decoded where it decodes), or undefined. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  return parseCookie(cookieHeader)[name];
}
