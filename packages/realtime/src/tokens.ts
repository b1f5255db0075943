import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

// Centrifugo-compatible JWTs (HS256): a connection token carries `sub` (the user, empty for an
// anonymous one), `exp` and optional `info`; a subscription token adds `channel`. Real
// Centrifugo accepts tokens minted here, and this server accepts tokens minted for Centrifugo
// with an HMAC secret.

export interface ConnectionTokenClaims {
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  info?: unknown;
}

export interface SubscriptionTokenClaims {
  sub: string;
  channel: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  info?: unknown;
}

export interface VerifiedConnection {
  sub: string;
  /** Seconds since the epoch; 0 when the token never expires. */
  exp: number;
  info?: unknown;
}

export interface VerifiedSubscription extends VerifiedConnection {
  channel: string;
}

/**
 * Whole seconds left until `exp`, rounded down: a client told this refreshes before the token
 * really expires, never after.
 */
export function secondsLeft(exp: number, nowMs = Date.now()): number {
  return Math.max(0, Math.floor(exp - nowMs / 1000));
}

export type Verified<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

const keys = new Map<string, Uint8Array>();

function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

async function sign(payload: Record<string, unknown>, exp: number, secret: string): Promise<string> {
  if (!Number.isSafeInteger(exp) || exp <= 0) throw new TypeError('exp must be seconds since the epoch');
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(keyOf(secret));
}

export function signConnectionToken(claims: ConnectionTokenClaims, secret: string): Promise<string> {
  const payload: Record<string, unknown> = { sub: claims.sub };
  if (claims.info !== undefined) payload.info = claims.info;
  return sign(payload, claims.exp, secret);
}

export function signSubscriptionToken(claims: SubscriptionTokenClaims, secret: string): Promise<string> {
  const payload: Record<string, unknown> = { sub: claims.sub, channel: claims.channel };
  if (claims.info !== undefined) payload.info = claims.info;
  return sign(payload, claims.exp, secret);
}

async function verify(token: string, secret: string): Promise<Verified<Record<string, unknown>>> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256', 'HS384', 'HS512'] });
    return { ok: true, claims: payload };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

function baseClaims(payload: Record<string, unknown>): VerifiedConnection | null {
  const sub = payload.sub ?? '';
  if (typeof sub !== 'string') return null;
  const exp = payload.exp ?? 0;
  if (typeof exp !== 'number') return null;
  const claims: VerifiedConnection = { sub, exp };
  if (payload.info !== undefined) claims.info = payload.info;
  return claims;
}

export async function verifyConnectionToken(
  token: string,
  secret: string,
): Promise<Verified<VerifiedConnection>> {
  const result = await verify(token, secret);
  if (!result.ok) return result;
  const claims = baseClaims(result.claims);
  return claims ? { ok: true, claims } : { ok: false, reason: 'invalid' };
}

export async function verifySubscriptionToken(
  token: string,
  secret: string,
): Promise<Verified<VerifiedSubscription>> {
  const result = await verify(token, secret);
  if (!result.ok) return result;
  const claims = baseClaims(result.claims);
  const channel = result.claims.channel;
  if (!claims || typeof channel !== 'string' || channel === '') return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { ...claims, channel } };
}
