import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({
    issuer: 'Sportsbook back office',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/**
 * The time step a code belongs to, if it is the code of this step or the one before or after (a phone's clock
 * drifts), else null. The caller accepts each step once.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code (for the demo accounts printed at start, and for tests). */
export const totpCode = (secret: string, now: Date): string =>
  totpOf(secret).generate({ timestamp: now.getTime() });

/** The `otpauth://` URI an authenticator app reads (as a QR code or pasted). */
export const totpUri = (secret: string, email: string): string => totpOf(secret, email).toString();

/** A new random secret (160 bits, base32). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;
