'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { isMatchLive } from '@sportsbook/domain/match-status';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useChannel } from '../../../shared/realtime/use-channel';

// Matches start in bursts (a round of kick-offs): one refresh after the burst, not one per match.
const REFRESH_DELAY_MS = 3000;

/**
 * Keeps a live list complete: a match that goes live and is not listed yet makes the page fetch its list
 * again from the server (rows that finish leave by themselves).
 */
export function LiveListRefresher({ locale, shownIds }: { locale: Locale; shownIds: readonly number[] }) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useChannel(realtimeChannels.publicUpdates(locale), (event) => {
    if (event.type !== 'match_status_changed') return;
    const started = event.data.some(({ id, status }) => isMatchLive(status) && !shownIds.includes(id));
    if (!started || timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      router.refresh();
    }, REFRESH_DELAY_MS);
  });
  return null;
}
