'use client';

import { useEffect } from 'react';
import { authStore } from '@/features/account/auth-store';
import { setRealtimeAuthStatus } from '@/shared/realtime/realtime-client';

/**
 * The real-time connection follows the auth status (spec part 1 §4): every status transition of the auth store
 * is handed to the shared real-time client, which reconnects with a fresh token on sign-in and sign-out.
 */
export function RealtimeAuthFollower() {
  useEffect(() => {
    setRealtimeAuthStatus(authStore.getState().status);
    return authStore.subscribe((next) => setRealtimeAuthStatus(next));
  }, []);
  return null;
}
