'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useState, useTransition } from 'react';
import { connectionHealth, useConnectionHealth } from '@/shared/realtime/use-connection-health';
import { emptyLiveState } from './live-state';
import { useLiveStore } from './live-store';

/**
 * Fetches the page again when a channel came back without the publications it missed (centrifuge could not
 * recover them from history): the live store is emptied so the page's fresh values show, the visible queries
 * and the server-rendered page are fetched again, and only then are prices bettable again.
 */
export function RealtimeResync() {
  const { refetching } = useConnectionHealth();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [queriesDone, setQueriesDone] = useState(false);

  // Read when a refetch starts, so a new router or cache object never starts another.
  const startRefetch = useEffectEvent((isCancelled: () => boolean) => {
    setQueriesDone(false);
    useLiveStore.setState(emptyLiveState);
    // The refresh's transition stays pending until the server-rendered page has arrived.
    startRefresh(() => router.refresh());
    queryClient.refetchQueries({ type: 'active' }).finally(() => {
      if (!isCancelled()) setQueriesDone(true);
    });
  });

  useEffect(() => {
    if (!refetching) return;
    let cancelled = false;
    startRefetch(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, [refetching]);

  useEffect(() => {
    if (refetching && queriesDone && !refreshing) connectionHealth.refetchDone();
  }, [refetching, queriesDone, refreshing]);
  return null;
}
