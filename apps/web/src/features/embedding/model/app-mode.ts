/**
 * Mobile-app mode (spec part 1 §1; ADR 032): the native app opens the sportsbook with `?app=1` (or its user agent
 * carries APP_USER_AGENT_TOKEN); the mode is kept for the browser session in a cookie the server render reads,
 * so the app's pages come without header, footer and cookie banner from the first paint. `?app=0` leaves it.
 */
export const APP_MODE_PARAM = 'app';
/** Session cookie (no expiry) holding the mode; part of the page cache's key, like every cookie. */
export const APP_MODE_COOKIE = 'sb_app';
/** A user-agent token the native shell may add instead of the query flag. */
export const APP_USER_AGENT_TOKEN = 'SportsbookApp/';

/** What the query says about app mode: on, off, or nothing. */
export function appModeFromQuery(search: URLSearchParams): boolean | null {
  const value = search.get(APP_MODE_PARAM);
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

/** Whether this request runs in app mode: the query decides, else the kept cookie. */
export function isAppModeRequest(search: URLSearchParams, cookie: string | undefined): boolean {
  return appModeFromQuery(search) ?? cookie === '1';
}

export function isAppUserAgent(userAgent: string): boolean {
  return userAgent.includes(APP_USER_AGENT_TOKEN);
}
