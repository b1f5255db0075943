import { IN_FORCE_LIMIT_STATUSES, LIMIT_ERROR_CODES } from '@sportsbook/contracts/limits';
import { DomainError } from '../../core/domain-error';
import type { SignedInPlayer } from '../../http/session';
import { recordRealityCheckContinuation } from '../../http/session-repository';
import type { PlatformContext } from '../../platform/context';
import { listLimitsOfTypes } from './repository';

/**
 * continueSession (spec part 2 §7): the player read the reality check and plays on. Stored on the session
 * (`sessions.reality_check_continued_at`), so the next reality check comes a whole period later on whichever API
 * node answers the session check, restarts included; a 400 when no reality-check limit is in force, as there is
 * nothing to continue.
 */
export async function continueSession(
  ctx: PlatformContext,
  player: SignedInPlayer,
): Promise<{ continued_at: string }> {
  const now = ctx.clock();
  const limits = await listLimitsOfTypes(ctx.db, player.id, ['reality_check'], IN_FORCE_LIMIT_STATUSES);
  if (limits.length === 0) {
    throw new DomainError(
      'invalid',
      LIMIT_ERROR_CODES.noRealityCheck,
      'Nothing to continue: no reality-check limit is set.',
    );
  }
  await recordRealityCheckContinuation(ctx.db, player.sessionId, now);
  return { continued_at: now.toISOString() };
}
