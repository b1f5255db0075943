import type { BonusIssuedEvent } from '@sportsbook/contracts/bonuses';
import type { NotificationEvent, UnreadCountersChangedEvent } from '@sportsbook/contracts/notifications';
import type { BalanceChangedEvent } from '@sportsbook/contracts/wallet';

/** An event for one player's private channel. */
export type PlayerEvent =
  | BalanceChangedEvent
  | BonusIssuedEvent
  | NotificationEvent
  | UnreadCountersChangedEvent;

/**
 * Sends an event to a player's private real-time channel. The app sends it through its real-time server unless
 * AppDependencies.publishToPlayer replaces it (tests record the events).
 */
export type PlayerPublisher = (playerId: number, event: PlayerEvent) => void | Promise<void>;
