import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@sportsbook/contracts/cookies';
import type { FastifyInstance } from 'fastify';
import { baseCookieOptions } from './cookies';
import { HttpError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes authenticated by a bearer token only, never by a cookie: nothing for a forged request to ride on. */
export const BEARER_ONLY_PREFIX = '/api/backoffice/';

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Double-submit CSRF protection. Every response that lacks it sets a readable `sb_csrf` cookie; every
 * state-changing call under /api must echo it in `x-csrf-token`. Another site can make the browser send our
 * cookies but cannot read them, so it cannot forge the header. The one exemption is the operator API under
 * /api/backoffice: it reads no cookie at all and authenticates by an `Authorization: Bearer` header, which another
 * site cannot make a browser send (ADR 028).
 */
export function installCsrf(app: FastifyInstance, { publicUrl }: { publicUrl: string }): void {
  const cookieOptions = { ...baseCookieOptions(publicUrl), httpOnly: false };
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), cookieOptions);
    // The matched route's pattern, not the raw URL, so an encoded path cannot slip past the check.
    const path = request.routeOptions.url ?? request.url;
    if (!STATE_CHANGING.has(request.method) || !path.startsWith('/api/')) return;
    if (path.startsWith(BEARER_ONLY_PREFIX)) return;
    const header = request.headers[CSRF_HEADER];
    const sent = Array.isArray(header) ? header[0] : header;
    if (!cookie || !sent || !sameToken(cookie, sent)) {
      throw new HttpError(
        403,
        'csrf_token_invalid',
        `Missing or wrong ${CSRF_HEADER} header: send the value of the ${CSRF_COOKIE} cookie.`,
      );
    }
  });
}
