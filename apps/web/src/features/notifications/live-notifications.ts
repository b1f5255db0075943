'use client';

import type { NotificationCounters } from '@sportsbook/contracts/notifications';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { readAgain } from '@/shared/api/query-client';
import { useChannel } from '@/shared/realtime/use-channel';
import { notificationKeys } from './api/notifications';

/**
 * Applies the private channel's notification events to the cached answers: `unread_counters_changed` sets the
 * badge; `notification` marks the lists stale, so an open panel fetches the new item in its own locale (the
 * event is worded in the player's stored locale, which may not be the page's).
 */
export function applyNotificationEvent(
  queryClient: QueryClient,
  playerId: number,
  event: RealtimeEvent,
): void {
  if (event.type === 'unread_counters_changed') {
    queryClient.setQueryData<NotificationCounters>(notificationKeys.counters(playerId), event.data);
  } else if (event.type === 'notification') {
    void readAgain(queryClient, [...notificationKeys.all(playerId), 'list']);
  }
}

/** Follows the signed-in player's notifications live while mounted. */
export function useLiveNotifications(playerId: number): void {
  const queryClient = useQueryClient();
  useChannel(realtimeChannels.player(String(playerId)), (event) =>
    applyNotificationEvent(queryClient, playerId, event),
  );
}
