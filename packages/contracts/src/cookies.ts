/**
 * Cookie and header names the API sets or reads and the web reads or sends back (zod-free, so the browser's
 * start path can import them). `apps/web/server/page-cache.mjs` runs as plain JavaScript and names the session
 * and CSRF cookies again; its test reads these.
 */

/** The session: httpOnly; present when the visitor may be signed in (its value stays with the API). */
export const SESSION_COOKIE = 'sb_session';

/** The double-submit CSRF pair: a readable cookie the API sets, echoed in this header on every POST under /api. */
export const CSRF_COOKIE = 'sb_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** The error code of a call refused for a missing or wrong CSRF header (a 403 that changed nothing). */
export const CSRF_REFUSED_CODE = 'csrf_token_invalid';

/** The affiliate tag (`stag`) a visitor arrived with, kept until sign-up. */
export const AFFILIATE_COOKIE = 'sb_stag';
