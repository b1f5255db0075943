'use client';

import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { endSessionLocally } from '@/features/account/session';
import { openModal } from '@/features/modals/modal-store';
import { useLimits } from '@/features/responsible-gambling/api/limits';
import {
  getSessionInfo,
  REALITY_CHECK_CONTINUED_EVENT,
} from '@/features/responsible-gambling/api/session-checks';
import {
  realityCheckDue,
  type SessionCheckResult,
  sessionCheckOutcome,
} from '@/features/responsible-gambling/session-check';
import { isApiError } from '@/shared/api/api-client';

/**
 * The session check (spec part 1 §4 "Session limits"): polled while signed in at the pace the API asks. "Out of
 * limit" signs out and opens the session-limit modal; a 400 stops the checks until the limits change; the
 * reality-check modal opens once per period, counted from the session's start or the last continueSession (after
 * which the check runs at once, so the next modal comes a whole period later). Polled every 30 s at most
 * (SESSION_CHECK_EVERY_SECONDS, the server's next_check_seconds), never from a cache.
 */
export function SessionChecker() {
  const loggedIn = useAuth((state) => state.status === 'logged_in');
  const playerId = useAuth((state) => state.player.id);
  // A new or changed limit can start checks a 400 had stopped.
  const limitsVersion = useLimits(loggedIn ? playerId : null).dataUpdatedAt;
  // The period count in progress: its anchor (the server's start of it), when it started by this browser's clock
  // (fixed when the anchor is first seen, so later checks do not shift it), and the last reality check shown, so
  // restarting the checks never repeats one.
  const count = useRef({ anchor: '', startedAt: 0, shownIndex: 0 });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed limit restarts checks a 400 stopped
  useEffect(() => {
    if (!loggedIn) return;
    let stopped = false;
    let checkTimer: number | undefined;
    let realityTimer: number | undefined;
    const controller = new AbortController();

    const scheduleReality = (periodMs: number) => {
      window.clearTimeout(realityTimer);
      const due = realityCheckDue({
        startedAt: count.current.startedAt,
        periodMs,
        now: Date.now(),
        lastShownIndex: count.current.shownIndex,
      });
      if (due.dueIndex !== null) {
        count.current.shownIndex = due.dueIndex;
        openModal('realityCheck', { minutes: String(Math.round((due.dueIndex * periodMs) / 60_000)) });
      }
      realityTimer = window.setTimeout(() => scheduleReality(periodMs), due.nextInMs);
    };

    const check = async () => {
      let result: SessionCheckResult;
      try {
        result = { ok: true, info: await getSessionInfo(controller.signal) };
      } catch (error) {
        if (stopped || !isApiError(error)) return;
        result = { ok: false, error };
      }
      if (stopped) return;
      const outcome = sessionCheckOutcome(result);
      switch (outcome.kind) {
        case 'continue':
          if (outcome.realityCheckPeriodMs === null) {
            window.clearTimeout(realityTimer);
            showCountedFrom(null);
          } else if (Number.isFinite(outcome.elapsedMs)) {
            if (count.current.anchor !== outcome.anchor) {
              count.current = {
                anchor: outcome.anchor,
                startedAt: Date.now() - outcome.elapsedMs,
                shownIndex: 0,
              };
            }
            scheduleReality(outcome.realityCheckPeriodMs);
            showCountedFrom(count.current.anchor);
          }
          checkTimer = window.setTimeout(check, outcome.nextCheckMs);
          return;
        case 'retry':
          checkTimer = window.setTimeout(check, outcome.nextCheckMs);
          return;
        case 'out_of_limit':
          endSessionLocally();
          openModal('sessionLimit');
          return;
        case 'stop':
        case 'signed_out':
          return;
      }
    };
    const checkNow = () => {
      window.clearTimeout(checkTimer);
      void check();
    };
    window.addEventListener(REALITY_CHECK_CONTINUED_EVENT, checkNow);
    void check();
    return () => {
      stopped = true;
      window.removeEventListener(REALITY_CHECK_CONTINUED_EVENT, checkNow);
      controller.abort();
      window.clearTimeout(checkTimer);
      window.clearTimeout(realityTimer);
      showCountedFrom(null);
    };
  }, [loggedIn, limitsVersion]);

  return null;
}

/**
 * The anchor the reality-check periods are counted from, on `<html>` as `data-reality-check-from` once a check's
 * answer has been taken in. End-to-end tests that move the browser's clock wait on it first: a clock moved before
 * the answer is read would shift the count by the jump. Nothing in the product reads it.
 */
function showCountedFrom(anchor: string | null) {
  if (anchor === null) delete document.documentElement.dataset.realityCheckFrom;
  else document.documentElement.dataset.realityCheckFrom = anchor;
}
