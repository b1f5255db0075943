import {
  IN_FORCE_LIMIT_STATUSES,
  LIMIT_ERROR_CODES,
  SESSION_CHECK_EVERY_SECONDS,
  type SessionInfo,
} from '@sportsbook/contracts/limits';
import { DomainError } from '../../core/domain-error';
import type { SignedInPlayer } from '../../http/session';
import { realityCheckContinuation, recordPing, revokeSession } from '../../http/session-repository';
import type { PlatformContext } from '../../platform/context';
import { outOfLimit, timeUsage } from './enforcement';
import { applyDueLimitChanges, listLimitsOfTypes, recordActivity } from './repository';
import { strictest } from './rules';

// A ping arrives every 60 s; a longer gap (sleep, closed tab) credits at most this much.
const MAX_PING_CREDIT_SECONDS = 90;

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/**
 * The activity ping. Credits the active time since the previous ping (capped) and answers 401 once an activity
 * or time window is used up, ending the session: the shell signs out and opens the activity-limit modal.
 */
export async function trackActivity(ctx: PlatformContext, player: SignedInPlayer) {
  const now = ctx.clock();
  const since = player.lastPingAt ?? player.sessionStartedAt;
  const credited = Math.min(MAX_PING_CREDIT_SECONDS, seconds(now.getTime() - since.getTime()));
  await recordActivity(ctx.db, {
    playerId: player.id,
    sessionId: player.sessionId,
    at: now,
    seconds: credited,
  });
  await recordPing(ctx.db, player.sessionId, now);
  await applyDueLimitChanges(ctx.db, player.id, now);
  const usage = await timeUsage(ctx.db, player.id, now, player.sessionId);
  const spent = usage.find((u) => u.usedSeconds >= u.limitSeconds);
  if (spent) {
    await revokeSession(ctx.db, player.sessionId, `${spent.row.type}_limit`, now);
    throw new DomainError(
      'unauthenticated',
      LIMIT_ERROR_CODES.activityLimitReached,
      'Your activity limit has been reached.',
      {
        details: { type: spent.row.type },
      },
    );
  }
  const remaining = usage.map((u) => u.limitSeconds - u.usedSeconds);
  return { recorded_seconds: credited, remaining_seconds: remaining.length ? Math.min(...remaining) : null };
}

/**
 * The session check. 403 'User is out of limit' (and the session ends) when the session is longer than a session
 * limit or an activity/time window is used up; 400 when the player has no limit to check, which tells the shell
 * to stop polling (spec §4). Otherwise the session's figures and the reality-check period.
 */
export async function checkSession(ctx: PlatformContext, player: SignedInPlayer): Promise<SessionInfo> {
  const now = ctx.clock();
  await applyDueLimitChanges(ctx.db, player.id, now);
  const limits = await listLimitsOfTypes(
    ctx.db,
    player.id,
    ['session', 'sportsbook_session', 'reality_check', 'activity', 'time'],
    IN_FORCE_LIMIT_STATUSES,
  );
  if (limits.length === 0) {
    throw new DomainError(
      'invalid',
      LIMIT_ERROR_CODES.noSessionChecks,
      'Nothing to check: no session, time, activity or reality-check limit is set.',
    );
  }
  const duration = seconds(now.getTime() - player.sessionStartedAt.getTime());
  const sessionLimit = strictest(
    limits.filter((l) => l.type === 'session' || l.type === 'sportsbook_session'),
  );
  const limitSeconds = sessionLimit?.value != null ? sessionLimit.value * 60 : null;
  const usage = await timeUsage(ctx.db, player.id, now, player.sessionId);
  const spentType =
    limitSeconds !== null && duration >= limitSeconds
      ? (sessionLimit?.type ?? 'session')
      : usage.find((u) => u.usedSeconds >= u.limitSeconds)?.row.type;
  if (spentType) {
    await revokeSession(ctx.db, player.sessionId, `${spentType}_limit`, now);
    throw outOfLimit(spentType);
  }
  const realityCheck = strictest(limits.filter((l) => l.type === 'reality_check'));
  const continuedAt = realityCheck ? await realityCheckContinuation(ctx.db, player.sessionId) : null;
  const remaining = [
    ...(limitSeconds !== null ? [limitSeconds - duration] : []),
    ...usage.map((u) => u.limitSeconds - u.usedSeconds),
  ];
  return {
    session: {
      started_at: player.sessionStartedAt.toISOString(),
      duration_seconds: duration,
      limit_seconds: limitSeconds,
      remaining_seconds: limitSeconds !== null ? limitSeconds - duration : null,
    },
    reality_check:
      realityCheck?.value != null
        ? {
            period: realityCheck.value * 60,
            continued_at: continuedAt?.toISOString() ?? null,
          }
        : null,
    next_check_seconds: Math.max(1, Math.min(SESSION_CHECK_EVERY_SECONDS, ...remaining)),
  };
}
