import { PLATFORM_ERROR_CODES, type SignUpRequest } from '@sportsbook/contracts/platform';
import { addSeconds } from '../../core/clock';
import { DomainError } from '../../core/domain-error';
import { randomToken, sha256 } from '../../core/secrets';
import { revokePlayerSessions } from '../../http/session-repository';
import type { PlatformContext } from '../../platform/context';
import { processTrigger, recordTrigger } from '../bonuses';
import { activeExclusion, assertTimeLeft } from '../limits';
import { alreadyRegisteredMail, confirmationMail, passwordResetMail } from '../mail';
import {
  currencyExists,
  findPlayerByEmail,
  findPlayerById,
  insertPlayer,
  type PlayerRow,
  updatePlayer,
} from '../player-records';
import { openAccount } from '../wallet';
import { countryName, isCountryBlocked } from './geo';
import { hashPassword, verifyPassword } from './passwords';
import { consumeToken, issueToken } from './token-repository';

const CONFIRMATION_TTL_SECONDS = 24 * 3600;
const RESET_TTL_SECONDS = 3600;

export const CHECK_MAIL_AFTER_SIGN_UP = 'Check your mail: we sent you a link to finish signing up.';
export const CHECK_MAIL_FOR_CONFIRMATION =
  'If that address has an unconfirmed account, we sent it a new link.';
export const CHECK_MAIL_FOR_RESET =
  'If that address has an account, we sent it a link to choose a new password.';

export function assertCountryOpen(ctx: PlatformContext, country: string | null, locale = 'en'): void {
  if (!isCountryBlocked(country, ctx.config) || country === null) return;
  const name = countryName(country, locale);
  throw new DomainError(
    'forbidden',
    PLATFORM_ERROR_CODES.countryBlocked,
    `Sorry, we're not available in ${name} right now.`,
    {
      details: { country: { code: country, name } },
    },
  );
}

type MailedPlayer = Pick<PlayerRow, 'id' | 'email' | 'locale'>;

/** Issues a single-use token for the player and mails the link that carries it. */
async function mailTokenLink(
  ctx: PlatformContext,
  player: MailedPlayer,
  purpose: 'confirm_email' | 'reset_password',
  ttlSeconds: number,
  mail: typeof confirmationMail,
) {
  const token = randomToken();
  const now = ctx.clock();
  await issueToken(ctx.db, {
    playerId: player.id,
    purpose,
    tokenHash: sha256(token),
    now,
    expiresAt: addSeconds(now, ttlSeconds),
  });
  await ctx.mailer.send(
    mail(player.email, { publicUrl: ctx.config.publicUrl, locale: player.locale }, token),
  );
}

function sendConfirmation(ctx: PlatformContext, player: MailedPlayer) {
  return mailTokenLink(ctx, player, 'confirm_email', CONFIRMATION_TTL_SECONDS, confirmationMail);
}

/**
 * Registers a player and mails a confirmation link. The answer is the same whether the e-mail was free or not;
 * the owner of a registered address gets a mail saying so instead.
 */
export async function signUp(ctx: PlatformContext, input: SignUpRequest, requestCountry: string | null) {
  const locale = input.locale ?? 'en';
  assertCountryOpen(ctx, requestCountry, locale);
  assertCountryOpen(ctx, input.country, locale);
  if (!(await currencyExists(ctx.db, input.currency))) {
    throw new DomainError(
      'invalid',
      PLATFORM_ERROR_CODES.unknownCurrency,
      `Unknown currency ${input.currency}`,
      {
        details: [{ field: 'body.currency', message: 'is not a currency this site accepts' }],
      },
    );
  }
  const passwordHash = await hashPassword(input.password);
  const id = await ctx.db.transaction(async (tx) => {
    const playerId = await insertPlayer(tx, {
      email: input.email,
      passwordHash,
      currency: input.currency,
      country: input.country,
      locale,
      marketingTags: input.marketing_tags ?? {},
      createdAt: ctx.clock(),
    });
    if (playerId !== undefined) await openAccount(tx, { playerId }, input.currency);
    return playerId;
  });
  if (id === undefined) {
    const existing = await findPlayerByEmail(ctx.db, input.email);
    await ctx.mailer.send(
      alreadyRegisteredMail(input.email, {
        publicUrl: ctx.config.publicUrl,
        locale: existing?.locale ?? locale,
      }),
    );
  } else {
    await sendConfirmation(ctx, { id, email: input.email, locale });
  }
  return { message: CHECK_MAIL_AFTER_SIGN_UP };
}

/**
 * Checks the credentials and every rule that keeps a player out. Unknown e-mail and wrong password get the same
 * answer; the reasons after that (unconfirmed, locked, excluded) are only told to someone who knows the password.
 */
export async function authenticate(
  ctx: PlatformContext,
  email: string,
  password: string,
  requestCountry: string | null,
): Promise<PlayerRow> {
  assertCountryOpen(ctx, requestCountry);
  const player = await findPlayerByEmail(ctx.db, email);
  const valid = await verifyPassword(player?.passwordHash, password);
  if (!player || !valid) {
    throw new DomainError(
      'unauthenticated',
      PLATFORM_ERROR_CODES.invalidCredentials,
      'Invalid e-mail or password.',
    );
  }
  if (player.blocked) {
    throw new DomainError(
      'forbidden',
      PLATFORM_ERROR_CODES.accountLocked,
      'This account is locked. Please contact support.',
    );
  }
  if (!player.emailConfirmedAt) {
    await sendConfirmation(ctx, player);
    throw new DomainError(
      'forbidden',
      PLATFORM_ERROR_CODES.emailNotConfirmed,
      'Confirm your e-mail address first: we sent you a new link.',
    );
  }
  await assertNotExcluded(ctx, player.id);
  await assertTimeLeft(ctx.db, player.id, ctx.clock());
  return player;
}

export async function assertNotExcluded(ctx: PlatformContext, playerId: number): Promise<void> {
  const exclusion = await activeExclusion(ctx.db, playerId, ctx.clock());
  if (!exclusion) return;
  const until = exclusion.endsAt?.toISOString() ?? null;
  if (exclusion.type === 'coolingoff') {
    throw new DomainError(
      'forbidden',
      PLATFORM_ERROR_CODES.coolingOff,
      `You are taking a break until ${until}.`,
      {
        details: { type: 'coolingoff', until },
      },
    );
  }
  throw new DomainError(
    'forbidden',
    PLATFORM_ERROR_CODES.selfExcluded,
    until ? `You have excluded yourself until ${until}.` : 'You have excluded yourself permanently.',
    { details: { type: 'selfexclusion', until } },
  );
}

const invalidLink = () =>
  new DomainError(
    'invalid',
    PLATFORM_ERROR_CODES.invalidToken,
    'This link is invalid, already used or expired.',
  );

/** Confirms the e-mail behind a link token; answers the player so the route can sign them in. */
export async function confirmEmail(ctx: PlatformContext, token: string): Promise<PlayerRow> {
  const now = ctx.clock();
  // The token, the confirmation and the sign-up bonus trigger commit together, so a confirmed player always has
  // the trigger (one per player: a second link triggers nothing).
  const confirmed = await ctx.db.transaction(async (tx) => {
    const used = await consumeToken(tx, 'confirm_email', sha256(token), now);
    if (!used) return null;
    const player = await updatePlayer(tx, used.playerId, { emailConfirmedAt: now });
    if (!player) return null;
    const triggerId = await recordTrigger(tx, player.id, { key: 'sign_up' }, `sign_up:${player.id}`, now);
    return { player, triggerId };
  });
  if (!confirmed) throw invalidLink();
  // Sign-up bonuses are issued now; if this stops or fails, the bonus trigger job issues them.
  if (confirmed.triggerId !== null) await processTrigger(ctx, confirmed.triggerId);
  return confirmed.player;
}

export async function resendConfirmation(ctx: PlatformContext, email: string) {
  const player = await findPlayerByEmail(ctx.db, email);
  if (player && !player.emailConfirmedAt) await sendConfirmation(ctx, player);
  return { message: CHECK_MAIL_FOR_CONFIRMATION };
}

/**
 * Answers at once and the same for every address; looking the address up, issuing the token and sending the mail
 * happen after the answer (deferred work, failures logged), so neither the answer nor its timing tells whether
 * the address has an account.
 */
export function requestPasswordReset(ctx: PlatformContext, email: string) {
  ctx.deferred.run('password reset mail', () => mailResetLink(ctx, email));
  return { message: CHECK_MAIL_FOR_RESET };
}

async function mailResetLink(ctx: PlatformContext, email: string): Promise<void> {
  const player = await findPlayerByEmail(ctx.db, email);
  if (player) await mailTokenLink(ctx, player, 'reset_password', RESET_TTL_SECONDS, passwordResetMail);
}

/** Sets the new password, confirms the e-mail (the link proved it) and ends every session. */
export async function resetPassword(ctx: PlatformContext, token: string, password: string) {
  const now = ctx.clock();
  const used = await consumeToken(ctx.db, 'reset_password', sha256(token), now);
  if (!used) throw invalidLink();
  const player = await findPlayerById(ctx.db, used.playerId);
  if (!player) throw invalidLink();
  await updatePlayer(ctx.db, player.id, {
    passwordHash: await hashPassword(password),
    emailConfirmedAt: player.emailConfirmedAt ?? now,
  });
  await revokePlayerSessions(ctx.db, player.id, 'password_reset', now);
  return { message: 'Your password has been changed. Sign in with the new one.' };
}
