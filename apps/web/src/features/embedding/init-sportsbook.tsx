'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import { playerProfileSchema } from '@sportsbook/contracts/platform';
import { useEffect } from 'react';
import { completeSignIn } from '@/features/account/session';
import { setCurrency } from '@/features/wallet/api/set-currency';
import { apiCall } from '@/shared/api/api-client';
import { initPlan } from './model/init-plan';

/**
 * The work of /init-sportsbook, the page the host or the app opens first (ADR 032): the session hand-over, the
 * currency, then the requested page in the requested locale. A refused step leaves the player as they were and
 * the redirect still happens: the host's page must not stay on a blank start page.
 */
export function InitSportsbook({ locale }: { locale: Locale }) {
  useEffect(() => {
    const plan = initPlan(new URLSearchParams(window.location.search), locale);
    let cancelled = false;
    (async () => {
      if (plan.token) {
        await apiCall('/api/platform/users/handover', playerProfileSchema, {
          method: 'POST',
          body: { token: plan.token },
          handlesUnauthorized: true,
        })
          .then(completeSignIn)
          .catch(() => undefined);
      }
      if (plan.currency) {
        // Only a signed-in player has accounts; a visitor's 401 is expected and ignored.
        await setCurrency(plan.currency, { handlesUnauthorized: true }).catch(() => undefined);
      }
      if (!cancelled) window.location.replace(plan.target);
    })();
    return () => {
      cancelled = true;
    };
  }, [locale]);
  return null;
}
