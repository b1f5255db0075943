'use client';

import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { useEffect, useEffectEvent } from 'react';
import { realtimeRegistry } from './realtime-client';

/**
 * Listens to a real-time channel while the component is mounted (null listens to nothing). The channel's
 * subscription is shared with every other listener and removed after the last one leaves.
 */
export function useChannel(channel: string | null, onEvent: (event: RealtimeEvent) => void): void {
  const handle = useEffectEvent(onEvent);
  useEffect(() => {
    if (!channel) return;
    return realtimeRegistry().listen(channel, (event) => handle(event));
  }, [channel]);
}
