import {
  BACKOFFICE_ERROR_CODES,
  STAFF_COOKIE_PATH,
  STAFF_SESSION_COOKIE,
  secondFactorSchema,
  staffMeSchema,
  staffSignInSchema,
} from '@sportsbook/contracts/backoffice';
import { ROLE_PERMISSIONS, STAFF_SESSION_MAX_AGE_SECONDS } from '@sportsbook/domain/staff-roles';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomToken, sha256 } from '../../core/secrets';
import { rateLimitAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import { enforceRateLimits } from '../../http/rate-limit';
import type { PlatformContext } from '../../platform/context';
import { verifyPassword } from '../players';
import { appendAuditAlone } from './audit-chain';
import { actorName, type BackofficeActor } from './staff-actor';
import {
  acceptSecondFactor,
  findStaffByEmail,
  insertStaffSession,
  revokeStaffSession,
} from './staff-repository';
import { totpStep } from './totp';

const meOf = (actor: Extract<BackofficeActor, { kind: 'staff' }>) => ({
  id: actor.id,
  email: actor.email,
  name: actor.name,
  role: actor.role,
  permissions: actor.secondFactor ? [...ROLE_PERMISSIONS[actor.role]] : [],
  second_factor: actor.secondFactor,
});

const signedInStaff = (actor: BackofficeActor | undefined) => {
  if (actor?.kind !== 'staff') {
    throw new HttpError(401, BACKOFFICE_ERROR_CODES.unauthorized, 'Sign in to the back office first.');
  }
  return actor;
};

/**
 * Staff sign-in in two steps (ADR 036): the password opens a session that counts for nothing until the TOTP code
 * of the staff member's authenticator is given. The session cookie is HttpOnly, SameSite=Strict and sent only to
 * /api/backoffice; it lives at most a shift and ends after a short idle time (domain `staff-roles`).
 */
export const staffAuthRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock, rateLimiters } = ctx;
    const secure = new URL(ctx.config.publicUrl).protocol === 'https:';
    const cookieOptions = { path: STAFF_COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure };
    const clearCookie = (reply: FastifyReply) => reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions);

    app.post(
      '/auth/sign-in',
      {
        config: { auditAction: 'staff.sign_in' },
        schema: { body: staffSignInSchema, response: { 200: staffMeSchema } },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        const address = rateLimitAddress(request.ip);
        await enforceRateLimits(reply, [
          { limiter: rateLimiters.signInByAddress, key: `staff|${address}` },
          { limiter: rateLimiters.signInByAddressAndEmail, key: `staff|${address}|${email}` },
        ]);
        const member = await findStaffByEmail(db, email);
        const passwordOk = await verifyPassword(member?.passwordHash, password);
        if (!member?.active || !passwordOk) {
          request.backofficeAuditTarget = email;
          throw new HttpError(401, BACKOFFICE_ERROR_CODES.signInFailed, 'Wrong e-mail or password.');
        }
        const carried = request.backofficeActor;
        const now = clock();
        if (carried?.kind === 'staff') await revokeStaffSession(db, carried.sessionId, now);
        const token = randomToken();
        await insertStaffSession(db, {
          staffId: member.id,
          tokenHash: sha256(token),
          now,
          expiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_AGE_SECONDS * 1000),
          ip: request.ip,
        });
        reply.setCookie(STAFF_SESSION_COOKIE, token, {
          ...cookieOptions,
          maxAge: STAFF_SESSION_MAX_AGE_SECONDS,
        });
        const actor = {
          kind: 'staff' as const,
          id: member.id,
          email: member.email,
          name: member.name,
          role: member.role,
          sessionId: 0,
          secondFactor: false,
        };
        await appendAuditAlone(db, {
          at: now,
          ...actorName(actor),
          action: 'staff.sign_in',
          target: member.email,
          outcome: 'done',
          before: null,
          after: { second_factor: false },
          reason: null,
        });
        return meOf(actor);
      },
    );

    app.post(
      '/auth/second-factor',
      {
        config: { auditAction: 'staff.second_factor' },
        schema: { body: secondFactorSchema, response: { 200: staffMeSchema } },
      },
      async (request, reply) => {
        const actor = signedInStaff(request.backofficeActor);
        request.backofficeAuditTarget = actor.email;
        await enforceRateLimits(reply, [
          { limiter: rateLimiters.signInByAddressAndEmail, key: `staff-code|${actor.id}` },
        ]);
        const [member] = [await findStaffByEmail(db, actor.email)];
        const now = clock();
        const step = member ? totpStep(member.totpSecret, request.body.code, now) : null;
        const accepted =
          step !== null &&
          (await acceptSecondFactor(db, { sessionId: actor.sessionId, staffId: actor.id, step, now }));
        if (!accepted) {
          throw new HttpError(
            401,
            BACKOFFICE_ERROR_CODES.secondFactorInvalid,
            'That code is wrong, too old or already used: give the current one.',
          );
        }
        const verified = { ...actor, secondFactor: true };
        request.backofficeActor = verified;
        await appendAuditAlone(db, {
          at: now,
          ...actorName(verified),
          action: 'staff.second_factor',
          target: actor.email,
          outcome: 'done',
          before: { second_factor: false },
          after: { second_factor: true },
          reason: null,
        });
        return meOf(verified);
      },
    );

    app.get('/auth/me', { schema: { response: { 200: staffMeSchema } } }, async (request) =>
      meOf(signedInStaff(request.backofficeActor)),
    );

    app.post('/auth/sign-out', { config: { auditAction: 'staff.sign_out' } }, async (request, reply) => {
      const actor = request.backofficeActor;
      if (actor?.kind === 'staff') await revokeStaffSession(db, actor.sessionId, clock());
      clearCookie(reply);
      return reply.status(204).send();
    });
  };
