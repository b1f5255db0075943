import {
  HANDOVER_ERROR_CODES,
  HANDOVER_MAX_LIFETIME_SECONDS,
  type HandoverClaims,
  handoverClaimsSchema,
} from '@sportsbook/contracts/embedding';
import { errors as joseErrors, jwtVerify } from 'jose';
import { DomainError } from '../../core/domain-error';
import { spendHandoverToken } from '../../http/session-repository';
import type { PlatformContext } from '../../platform/context';
import { findPlayerById, type PlayerRow } from '../player-records';
import { assertCountryOpen, assertMaySignIn } from './auth-service';

/** A host's clock may run a little ahead of ours: an `iat` up to this far in the future is accepted. */
const CLOCK_SKEW_SECONDS = 30;

const refuse = (kind: 'unauthenticated' | 'conflict' | 'not_found', code: string, message: string) =>
  new DomainError(kind, code, message);

const invalidToken = () =>
  refuse('unauthenticated', HANDOVER_ERROR_CODES.invalid, 'The hand-over token is not valid.');

/**
 * The claims of a host's hand-over token, once its HS256 signature (the shared secret), expiry and lifetime
 * check out. Nothing of the token is believed before that.
 */
async function verifiedClaims(secret: string, token: string, now: Date): Promise<HandoverClaims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw refuse('unauthenticated', HANDOVER_ERROR_CODES.expired, 'The hand-over token has expired.');
    }
    throw invalidToken();
  }
  const claims = handoverClaimsSchema.safeParse(payload);
  if (!claims.success) throw invalidToken();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const { iat, exp } = claims.data;
  // A long-lived token is a standing password: refused however well it is signed.
  if (exp - iat > HANDOVER_MAX_LIFETIME_SECONDS || iat > nowSeconds + CLOCK_SKEW_SECONDS)
    throw invalidToken();
  return claims.data;
}

/**
 * Takes over the session of a host platform's player (the `iframe_integration` message, ADR 032): verifies the
 * token, applies every rule a sign-in applies, spends the token (once only) and answers the player for whom the
 * route opens a session. Any refusal leaves nothing written.
 */
export async function takeOverSession(
  ctx: PlatformContext,
  token: string,
  requestCountry: string | null,
): Promise<PlayerRow> {
  const secret = ctx.config.embedHandoverSecret;
  if (!secret) {
    throw refuse('not_found', HANDOVER_ERROR_CODES.disabled, 'The session hand-over is not enabled.');
  }
  const now = ctx.clock();
  const claims = await verifiedClaims(secret, token, now);
  const player = await findPlayerById(ctx.db, Number(claims.sub));
  if (!player) throw invalidToken();
  assertCountryOpen(ctx, requestCountry, player.locale);
  await assertMaySignIn(ctx, player);
  const spent = await spendHandoverToken(ctx.db, {
    playerId: player.id,
    tokenId: claims.jti,
    now,
    expiresAt: new Date(claims.exp * 1000),
  });
  if (!spent) {
    throw refuse('conflict', HANDOVER_ERROR_CODES.reused, 'This hand-over token was used already.');
  }
  return player;
}
