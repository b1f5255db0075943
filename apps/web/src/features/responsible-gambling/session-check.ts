import { LIMIT_ERROR_CODES, type SessionInfo } from '@sportsbook/contracts/limits';
import type { ApiError } from '@/shared/api/api-client';

/** Floor and fallback for the next session check, so a zero or a failure never turns into a busy loop. */
export const MIN_CHECK_INTERVAL_MS = 5_000;
export const RETRY_CHECK_INTERVAL_MS = 60_000;

export type SessionCheckOutcome =
  /**
   * Check again later; open the reality-check modal every period when one is set. The periods count from
   * `anchor` (the last continueSession, else the session's start, as the server names it); `elapsedMs` is how
   * long ago that was by the server's clock, so a browser clock that is off never brings a modal early or late.
   */
  | {
      kind: 'continue';
      nextCheckMs: number;
      realityCheckPeriodMs: number | null;
      anchor: string;
      elapsedMs: number;
    }
  /** "User is out of limit": sign out and open the session-limit modal. */
  | { kind: 'out_of_limit' }
  /** A 400: no further checks (spec part 1 §4, §8). */
  | { kind: 'stop' }
  /** The session is gone (401): the shell has signed the player out already. */
  | { kind: 'signed_out' }
  /** Anything else (network, 5xx): try again later. */
  | { kind: 'retry'; nextCheckMs: number };

export type SessionCheckResult = { ok: true; info: SessionInfo } | { ok: false; error: ApiError };

/** What the shell does after one session check (spec part 1 §4 "Session limits", §8). */
export function sessionCheckOutcome(result: SessionCheckResult): SessionCheckOutcome {
  if (result.ok) {
    const { info } = result;
    const anchor = info.reality_check?.continued_at ?? info.session.started_at;
    return {
      kind: 'continue',
      nextCheckMs: Math.max(MIN_CHECK_INTERVAL_MS, info.next_check_seconds * 1000),
      realityCheckPeriodMs:
        info.reality_check && info.reality_check.period > 0 ? info.reality_check.period * 1000 : null,
      anchor,
      // The server's now is the session's start plus its duration; the anchor is that far behind it.
      elapsedMs: Math.max(
        0,
        info.session.duration_seconds * 1000 - (Date.parse(anchor) - Date.parse(info.session.started_at)),
      ),
    };
  }
  const { error } = result;
  if (error.status === 400) return { kind: 'stop' };
  if (error.status === 401) return { kind: 'signed_out' };
  if (error.status === 403 && error.code === LIMIT_ERROR_CODES.outOfLimit) return { kind: 'out_of_limit' };
  return { kind: 'retry', nextCheckMs: RETRY_CHECK_INTERVAL_MS };
}

/**
 * The reality check: the modal opens each time another whole period of the session has passed. Answers the
 * index of the period that is due now (null when none is), given the last one shown, and the wait until the
 * next one.
 */
export function realityCheckDue(input: {
  startedAt: number;
  periodMs: number;
  now: number;
  lastShownIndex: number;
}): { dueIndex: number | null; nextInMs: number } {
  const elapsed = Math.max(0, input.now - input.startedAt);
  const index = Math.floor(elapsed / input.periodMs);
  const nextInMs = (index + 1) * input.periodMs - elapsed;
  return { dueIndex: index >= 1 && index > input.lastShownIndex ? index : null, nextInMs };
}
