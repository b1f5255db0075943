'use client';

import { useEffect, useRef } from 'react';
import { authStore, useAuth } from '@/features/account/auth-store';
import { endSessionLocally } from '@/features/account/session';
import { openModal } from '@/features/modals/modal-store';
import {
  ACTIVITY_PING_INTERVAL_MS,
  isUserActive,
  shouldPingActivity,
} from '@/features/responsible-gambling/activity-rules';
import { useLimits } from '@/features/responsible-gambling/api/limits';
import { trackActivity } from '@/features/responsible-gambling/api/session-checks';
import { isApiError } from '@/shared/api/api-client';
import { useSiteSettings } from '@/shared/config/site-settings';

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The activity ping (spec part 1 §4): every 60 s while the player is signed in and active, an activity limit is
 * in force and the flag is on. An unauthorized answer signs out and opens the activity-limit modal.
 */
export function ActivityTracker() {
  const { activityTrackingEnabled } = useSiteSettings();
  const loggedIn = useAuth((state) => state.status === 'logged_in');
  const playerId = useAuth((state) => state.player.id);
  const limits = useLimits(loggedIn ? playerId : null).data?.limits;
  const lastInputAt = useRef(Date.now());

  useEffect(() => {
    const onInput = () => {
      lastInputAt.current = Date.now();
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true });
    return () => {
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput);
    };
  }, []);

  useEffect(() => {
    if (!loggedIn || !limits || !activityTrackingEnabled) return;
    const timer = window.setInterval(() => {
      const active = isUserActive({
        visible: document.visibilityState === 'visible',
        lastInputAt: lastInputAt.current,
        now: Date.now(),
      });
      const ping = shouldPingActivity({
        loggedIn: authStore.getState().status === 'logged_in',
        active,
        limits,
        featureEnabled: activityTrackingEnabled,
      });
      if (!ping) return;
      trackActivity().catch((error: unknown) => {
        if (!isApiError(error) || error.status !== 401) return;
        endSessionLocally();
        openModal('activityLimit');
      });
    }, ACTIVITY_PING_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [loggedIn, limits, activityTrackingEnabled]);

  return null;
}
