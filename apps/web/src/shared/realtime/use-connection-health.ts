'use client';

import { useSyncExternalStore } from 'react';
import { createConnectionHealth, type HealthState, initialHealth, pricesBettable } from './connection-health';

/** The tab's one connection health, fed by the real-time client (realtime-client.ts). */
export const connectionHealth = createConnectionHealth();

const serverSnapshot = () => initialHealth;

export function useConnectionHealth(): HealthState {
  return useSyncExternalStore(connectionHealth.subscribe, connectionHealth.get, serverSnapshot);
}

/** Whether prices can be taken now (false while reconnecting or re-syncing). */
export function usePricesBettable(): boolean {
  return pricesBettable(useConnectionHealth());
}
