import { randomBytes, timingSafeEqual } from 'node:crypto';
import { STAFF_SESSION_COOKIE } from '@sportsbook/contracts/backoffice';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_REFUSED_CODE } from '@sportsbook/contracts/cookies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { baseCookieOptions } from './cookies';
import { HttpError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The back office: a call there carrying `Authorization` is a machine client's (a bearer token, nothing for a
 * forged request to ride on); a call with the staff cookie is a staff member's browser and is checked like any.
 */
export const BEARER_ONLY_PREFIX = '/api/backoffice/';

/** A back-office call a forged request could ride on: the staff cookie and no Authorization header (ADR 036). */
const ridesOnStaffCookie = (request: FastifyRequest) =>
  request.headers.authorization === undefined && request.cookies[STAFF_SESSION_COOKIE] !== undefined;

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Double-submit CSRF protection. Every response that lacks it sets a readable `sb_csrf` cookie; every
 * state-changing call under /api must echo it in `x-csrf-token`. Another site can make the browser send our
 * cookies but cannot read them, so it cannot forge the header. The one exemption is a machine client of the
 * operator API under /api/backoffice: a call with an `Authorization` header, which another site cannot make a
 * browser send (ADR 028); the back office reads no cookie from such a call (ADR 036).
 */
export function installCsrf(app: FastifyInstance, { publicUrl }: { publicUrl: string }): void {
  const cookieOptions = { ...baseCookieOptions(publicUrl), httpOnly: false };
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), cookieOptions);
    // The matched route's pattern, not the raw URL, so an encoded path cannot slip past the check.
    const path = request.routeOptions.url ?? request.url;
    if (!STATE_CHANGING.has(request.method) || !path.startsWith('/api/')) return;
    if (path.startsWith(BEARER_ONLY_PREFIX) && !ridesOnStaffCookie(request)) return;
    const header = request.headers[CSRF_HEADER];
    const sent = Array.isArray(header) ? header[0] : header;
    if (!cookie || !sent || !sameToken(cookie, sent)) {
      throw new HttpError(
        403,
        CSRF_REFUSED_CODE,
        `Missing or wrong ${CSRF_HEADER} header: send the value of the ${CSRF_COOKIE} cookie.`,
      );
    }
  });
}
