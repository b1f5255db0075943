'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { isMatchLive } from '@sportsbook/domain/match-status';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useChannel } from '@/shared/realtime/use-channel';
import { NAVIGATION_GIVE_UP_MS, onNavigationStart } from '@/shared/routing/navigation-start';

// Matches start in bursts (a round of kick-offs): one refresh after the burst, not one per match.
export const REFRESH_DELAY_MS = 3000;

/**
 * Keeps a live list complete: a match that goes live and is not listed yet makes the page fetch its list
 * again from the server (rows that finish leave by themselves). Not while the player is leaving the page: the
 * refresh would be work for a page on its way out, and React renders router transitions together, so a refresh
 * that starts while the next page loads holds that page back until the refresh has landed too.
 */
export function LiveListRefresher({ locale, shownIds }: { locale: Locale; shownIds: readonly number[] }) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leavingSince = useRef(Number.NEGATIVE_INFINITY);
  const leaving = () => Date.now() - leavingSince.current < NAVIGATION_GIVE_UP_MS;
  useEffect(
    () =>
      onNavigationStart(() => {
        leavingSince.current = Date.now();
        clearTimeout(timer.current);
        timer.current = undefined;
      }),
    [],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  useChannel(realtimeChannels.publicUpdates(locale), (event) => {
    if (event.type !== 'match_status_changed' || leaving()) return;
    const started = event.data.some(({ id, status }) => isMatchLive(status) && !shownIds.includes(id));
    if (!started || timer.current !== undefined) return;
    // A navigation that starts while this waits clears it (above), so a timer that fires finds the player staying.
    timer.current = setTimeout(() => {
      timer.current = undefined;
      router.refresh();
    }, REFRESH_DELAY_MS);
  });
  return null;
}
