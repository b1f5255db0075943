import { AFFILIATE_COOKIE } from '@sportsbook/contracts/cookies';
import { handoverRequestSchema } from '@sportsbook/contracts/embedding';
import {
  confirmationRequestSchema,
  confirmationResponseSchema,
  emailRequestSchema,
  type MarketingTags,
  messageResponseSchema,
  passwordResetRequestSchema,
  playerProfileSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@sportsbook/contracts/platform';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitAddress } from '../../http/client-address';
import { enforceRateLimits } from '../../http/rate-limit';
import type { PlatformContext } from '../../platform/context';
import {
  assertCountryOpen,
  assertNotExcluded,
  authenticate,
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signUp,
} from './auth-service';
import { requestCountry } from './geo';
import { takeOverSession } from './handover-service';
import { toProfile } from './profile';
import { affiliateTag } from './profile-routes';

/** Accounts (Devise-style paths under /api/platform): sign-up, sign-in, sign-out, confirmation, password reset. */
export const authRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { rateLimiters } = ctx;
    // The client's own budget first: once it is used up, the client's attempts spend nobody else's.
    const mailChecks = (request: FastifyRequest, recipient: string) => [
      { limiter: rateLimiters.mailByAddress, key: rateLimitAddress(request.ip) },
      { limiter: rateLimiters.mailByRecipient, key: recipient },
    ];
    const signInChecks = (request: FastifyRequest, email: string) => {
      const address = rateLimitAddress(request.ip);
      return [
        { limiter: rateLimiters.signInByAddress, key: address },
        { limiter: rateLimiters.signInByAddressAndEmail, key: `${address}|${email}` },
        { limiter: rateLimiters.signInByEmail, key: email },
      ];
    };

    app.post(
      '/api/platform/users/sign_up',
      { schema: { body: signUpRequestSchema, response: { 200: messageResponseSchema } } },
      async (request, reply) => {
        await enforceRateLimits(reply, mailChecks(request, request.body.email));
        const stag = affiliateTag(request.cookies[AFFILIATE_COOKIE]);
        const tags: MarketingTags = { ...(stag ? { stag } : {}), ...request.body.marketing_tags };
        return signUp(ctx, { ...request.body, marketing_tags: tags }, requestCountry(request, ctx.config));
      },
    );

    app.post(
      '/api/platform/users/sign_in',
      { schema: { body: signInRequestSchema, response: { 200: playerProfileSchema } } },
      async (request, reply) => {
        const { email, password } = request.body;
        await enforceRateLimits(reply, signInChecks(request, email));
        const player = await authenticate(ctx, email, password, requestCountry(request, ctx.config));
        await app.platformSessions.start(request, reply, player.id);
        return toProfile(player, ctx.config);
      },
    );

    // The host platform's player, handed over by a signed token (the iframe_integration message, ADR 032).
    app.post(
      '/api/platform/users/handover',
      { schema: { body: handoverRequestSchema, response: { 200: playerProfileSchema } } },
      async (request, reply) => {
        await enforceRateLimits(reply, [
          { limiter: rateLimiters.signInByAddress, key: rateLimitAddress(request.ip) },
        ]);
        const player = await takeOverSession(ctx, request.body.token, requestCountry(request, ctx.config));
        await app.platformSessions.start(request, reply, player.id);
        return toProfile(player, ctx.config);
      },
    );

    app.post(
      '/api/platform/player/logout',
      { schema: { response: { 200: messageResponseSchema } } },
      async (request, reply) => {
        await app.platformSessions.end(request, reply, 'logout');
        return { message: 'Signed out.' };
      },
    );

    app.post(
      '/api/platform/users/confirmation',
      { schema: { body: confirmationRequestSchema, response: { 200: confirmationResponseSchema } } },
      async (request, reply) => {
        const player = await confirmEmail(ctx, request.body.confirmation_token);
        const message = 'Your e-mail address is confirmed.';
        try {
          if (player.blocked) return { message, signed_in: false };
          assertCountryOpen(ctx, requestCountry(request, ctx.config));
          await assertNotExcluded(ctx, player.id);
        } catch {
          // Confirmed all the same; the sign-in form will explain what keeps the player out.
          return { message, signed_in: false };
        }
        await app.platformSessions.start(request, reply, player.id);
        return { message, signed_in: true };
      },
    );

    app.post(
      '/api/platform/users/confirmation/resend',
      { schema: { body: emailRequestSchema, response: { 200: messageResponseSchema } } },
      async (request, reply) => {
        await enforceRateLimits(reply, mailChecks(request, request.body.email));
        return resendConfirmation(ctx, request.body.email);
      },
    );

    app.post(
      '/api/platform/users/password',
      { schema: { body: emailRequestSchema, response: { 200: messageResponseSchema } } },
      async (request, reply) => {
        await enforceRateLimits(reply, mailChecks(request, request.body.email));
        return requestPasswordReset(ctx, request.body.email);
      },
    );

    app.put(
      '/api/platform/users/password',
      { schema: { body: passwordResetRequestSchema, response: { 200: messageResponseSchema } } },
      async (request, reply) => {
        const answer = await resetPassword(ctx, request.body.reset_password_token, request.body.password);
        app.platformSessions.clearCookie(reply);
        return answer;
      },
    );
  };
