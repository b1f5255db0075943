import type { Locale } from '@sportsbook/contracts/locales';
import type { NotificationCounters, NotificationsResponse } from '@sportsbook/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';

/** How many notifications the panel shows: the newest page (the server keeps 200 per player). */
export const PANEL_PAGE_SIZE = 20;

// The schemas load with the first answer, keeping zod off the start path of every page (docs/decisions/018).
const listReader = () =>
  import('@sportsbook/contracts/notifications').then((m) => m.notificationsResponseSchema);
const countersReader = () =>
  import('@sportsbook/contracts/notifications').then((m) => m.notificationCountersSchema);

export const notificationKeys = {
  all: (playerId: number) => ['notifications', playerId] as const,
  counters: (playerId: number) => ['notifications', playerId, 'counters'] as const,
  list: (playerId: number, locale: Locale) => ['notifications', playerId, 'list', locale] as const,
};

/** GET /notifications/counters?unread: the bell's badge. */
export const unreadCountQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: notificationKeys.counters(playerId),
    queryFn: ({ signal }): Promise<NotificationCounters> =>
      apiCall('/api/sportsbook/notifications/counters', countersReader, { query: { unread: 1 }, signal }),
    // The private channel keeps it current; a refetch on focus covers a dropped connection.
    staleTime: 30_000,
  });

/** GET /notifications: the newest page, worded in the page's locale. */
export const notificationsQueryOptions = (playerId: number, locale: Locale) =>
  queryOptions({
    queryKey: notificationKeys.list(playerId, locale),
    queryFn: ({ signal }): Promise<NotificationsResponse> =>
      apiCall('/api/sportsbook/notifications', listReader, {
        query: { page: 1, limit: PANEL_PAGE_SIZE, locale },
        signal,
      }),
  });

/** POST /notifications/read: the opened ones; answers the new unread count. */
export const markNotificationsRead = (ids: readonly string[]): Promise<NotificationCounters> =>
  apiCall('/api/sportsbook/notifications/read', countersReader, { method: 'POST', body: { ids } });

/** POST /notifications/read-all. */
export const markAllNotificationsRead = (): Promise<NotificationCounters> =>
  apiCall('/api/sportsbook/notifications/read-all', countersReader, { method: 'POST', body: {} });
