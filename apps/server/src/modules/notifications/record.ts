import type { NotificationEvent, UnreadCountersChangedEvent } from '@sportsbook/contracts/notifications';
import type { Database } from '../../db/client';
import { insertNotifications, type NotificationDraft, pruneNotifications, unreadCounts } from './repository';
import { notificationLocale, notificationView } from './views';

/** What recording notifications publishes on `private:{playerId}` after the commit. */
export type NotificationsEvent = NotificationEvent | UnreadCountersChangedEvent;
export type NotificationsPublished = { playerId: number; event: NotificationsEvent };

/** The new unread count of each player, as `unread_counters_changed`. */
export async function unreadCountersEvents(
  db: Database,
  playerIds: readonly number[],
): Promise<NotificationsPublished[]> {
  const counts = await unreadCounts(db, [...new Set(playerIds)]);
  return [...counts].map(([playerId, unread]) => ({
    playerId,
    event: { type: 'unread_counters_changed' as const, data: { unread } },
  }));
}

/**
 * Records the notifications of an event inside the event's own transaction (so a notification exists exactly
 * when its event committed), keeps each player's newest NOTIFICATIONS_KEPT_PER_PLAYER, and answers what to
 * publish after the commit: each new notification, worded in its player's locale, then each player's new
 * unread count. A draft recorded before (a re-delivered settlement, a retried webhook) records and publishes
 * nothing.
 */
export async function recordNotifications(
  tx: Database,
  drafts: readonly NotificationDraft[],
  now: Date,
): Promise<NotificationsPublished[]> {
  const recorded = await insertNotifications(tx, drafts, now);
  if (recorded.length === 0) return [];
  const players = [...new Set(recorded.map(({ row }) => row.playerId))];
  await pruneNotifications(tx, players);
  return [
    ...recorded.map(({ row, locale }) => ({
      playerId: row.playerId,
      event: {
        type: 'notification' as const,
        data: notificationView(row, notificationLocale(undefined, locale)),
      },
    })),
    ...(await unreadCountersEvents(tx, players)),
  ];
}
