'use client';

import { useEffect } from 'react';
import { configureRealtime, startRealtime } from './realtime-client';
import type { RealtimeFlags } from './realtime-settings';

/**
 * Hands the server's real-time flags to the browser client. It renders nothing and configures during render
 * (an idempotent assignment), so the settings are in place before any child's effect opens a channel, then
 * opens the connection.
 */
export function RealtimeSettings({ flags }: { flags: RealtimeFlags }) {
  if (typeof window !== 'undefined') configureRealtime(flags);
  // Spec part 1 §4: the connection opens at unknown, on every page, not only once a list needs it.
  useEffect(() => startRealtime(), []);
  return null;
}
