import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, e-mail links. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Six digits for a phone code (checked with an attempt limit, so the small space is enough). */
export const randomDigits = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Secrets are stored as their sha256: a copy of the database cannot be replayed as a session or link. */
export const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
