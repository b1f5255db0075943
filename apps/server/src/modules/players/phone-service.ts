import { PLATFORM_ERROR_CODES } from '@sportsbook/contracts/platform';
import { addSeconds } from '../../core/clock';
import { DomainError } from '../../core/domain-error';
import { randomDigits, sameSecret, sha256 } from '../../core/secrets';
import type { SignedInPlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { phoneCodeSms } from '../mail';
import { findPlayerById, updatePlayer } from '../player-records';
import { countAttempt, findOpenToken, issueToken, spendToken } from './token-repository';

const CODE_TTL_SECONDS = 10 * 60;
const MAX_ATTEMPTS = 5;

export async function phoneVerificationStatus(ctx: PlatformContext, playerId: number) {
  const player = await findPlayerById(ctx.db, playerId);
  return {
    isVerified: player?.phoneVerifiedAt != null,
    required: ctx.config.phoneVerificationRequired,
    phone: player?.phone ?? null,
  };
}

/** Sends a 6-digit code by SMS (the development mailbox) to the number the player gives. */
export async function sendPhoneCode(ctx: PlatformContext, player: SignedInPlayer, phone: string) {
  const code = randomDigits();
  const now = ctx.clock();
  await issueToken(ctx.db, {
    playerId: player.id,
    purpose: 'verify_phone',
    tokenHash: sha256(`${player.id}:${code}`),
    subject: phone,
    now,
    expiresAt: addSeconds(now, CODE_TTL_SECONDS),
  });
  await ctx.mailer.send(phoneCodeSms(phone, code));
  return { message: `We sent a code to ${phone}.` };
}

/** Checks the code; five wrong tries spend it, and a new one must be requested. */
export async function confirmPhoneCode(ctx: PlatformContext, player: SignedInPlayer, code: string) {
  const now = ctx.clock();
  const token = await findOpenToken(ctx.db, player.id, 'verify_phone', now);
  if (!token || token.attempts >= MAX_ATTEMPTS || !token.subject) {
    throw new DomainError(
      'invalid',
      PLATFORM_ERROR_CODES.phoneCodeExpired,
      'This code has expired. Ask for a new one.',
    );
  }
  if (!sameSecret(token.tokenHash, sha256(`${player.id}:${code}`))) {
    const attempts = await countAttempt(ctx.db, token.id);
    const left = Math.max(0, MAX_ATTEMPTS - attempts);
    throw new DomainError(
      'invalid',
      PLATFORM_ERROR_CODES.phoneCodeInvalid,
      left > 0 ? `Wrong code. ${left} tries left.` : 'Wrong code. Ask for a new one.',
      { details: { attempts_left: left } },
    );
  }
  if (!(await spendToken(ctx.db, token.id, now))) {
    throw new DomainError(
      'invalid',
      PLATFORM_ERROR_CODES.phoneCodeExpired,
      'This code has expired. Ask for a new one.',
    );
  }
  await updatePlayer(ctx.db, player.id, { phone: token.subject, phoneVerifiedAt: now });
  return phoneVerificationStatus(ctx, player.id);
}
