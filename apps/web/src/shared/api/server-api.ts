import 'server-only';
import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@sportsbook/contracts/cookies';
import type { Locale } from '@sportsbook/contracts/locales';
import { cookies } from 'next/headers';
import { getEnv } from '../config/env';
import type { ApiContext } from './api-fetch';

/** Server components call the API directly at API_ORIGIN, in the page's locale. */
export function serverApi(locale: Locale): ApiContext {
  return { origin: getEnv().API_ORIGIN, locale };
}

/**
 * For a read-only POST (counters) from the server: a fresh CSRF pair of our own. The check guards a browser's
 * cookies against other sites; a server-to-server call carries no player's cookies to protect.
 */
export function serverApiForPost(locale: Locale): ApiContext {
  const token = randomBytes(18).toString('base64url');
  return {
    origin: getEnv().API_ORIGIN,
    locale,
    headers: { cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token },
  };
}

/** The API's session cookie (httpOnly; its value stays between the browser and the API). */

/**
 * For the player's own data in a server render (their favourites): the request's session cookie, and only that,
 * passed on to the API. Null when the request carries no session: a visitor.
 */
export async function serverApiAsPlayer(locale: Locale): Promise<ApiContext | null> {
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!session) return null;
  return { origin: getEnv().API_ORIGIN, locale, headers: { cookie: `${SESSION_COOKIE}=${session}` } };
}
