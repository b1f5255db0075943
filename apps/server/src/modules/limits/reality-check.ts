import { IN_FORCE_LIMIT_STATUSES, LIMIT_ERROR_CODES } from '@sportsbook/contracts/limits';
import { DomainError } from '../../core/domain-error';
import type { SignedInPlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { listLimitsOfTypes } from './repository';

/** Sessions are few per node; beyond this many the oldest continuation is forgotten (its session has likely ended). */
const MAX_REMEMBERED_SESSIONS = 100_000;

/**
 * When each session last answered the reality check with "continue" (continueSession, spec part 2 §7). The
 * reality check's periods count from there, else from the session's start. Held by this API node: a restart or
 * another node counts from the session's start again, so at worst a reality check comes early, never late (no
 * migration number was available for a column; docs/decisions/005-platform-rules.md).
 */
export class RealityCheckContinuations {
  private readonly continuedAt = new Map<number, Date>();

  of(sessionId: number): Date | null {
    return this.continuedAt.get(sessionId) ?? null;
  }

  record(sessionId: number, at: Date): void {
    this.continuedAt.delete(sessionId);
    this.continuedAt.set(sessionId, at);
    if (this.continuedAt.size > MAX_REMEMBERED_SESSIONS) {
      const oldest = this.continuedAt.keys().next().value;
      if (oldest !== undefined) this.continuedAt.delete(oldest);
    }
  }
}

/**
 * continueSession: the player read the reality check and plays on. Recorded (and logged) so the next reality
 * check comes a whole period later; a 400 when no reality-check limit is in force, as there is nothing to continue.
 */
export async function continueSession(
  ctx: PlatformContext,
  player: SignedInPlayer,
  continuations: RealityCheckContinuations,
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
  continuations.record(player.sessionId, now);
  return { continued_at: now.toISOString() };
}
