'use client';

import { useLiveNotifications } from '../live-notifications';
import { NotificationBell } from './notification-bell';

/** The bell with its live updates from the player's private channel (the header shows it when signed in). */
export function NotificationsCorner({ playerId }: { playerId: number }) {
  useLiveNotifications(playerId);
  return <NotificationBell playerId={playerId} />;
}
