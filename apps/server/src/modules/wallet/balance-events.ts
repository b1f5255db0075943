import type { BalanceChangedEvent } from '@sportsbook/contracts/wallet';
import type { BalanceChange } from './ledger';

/** An event for one player's private channel. */
export type PlayerEvent = BalanceChangedEvent;

/**
 * Sends an event to a player's private real-time channel. The app's default does nothing; the real-time server
 * provides the real one through AppDependencies.publishToPlayer.
 */
export type PlayerPublisher = (playerId: number, event: PlayerEvent) => void | Promise<void>;

export const noopPublisher: PlayerPublisher = () => undefined;

/**
 * Publishes balance_changed for each change of a committed posting. Never throws: the money has moved whatever
 * the real-time side does, and the header also refreshes on its next accounts fetch.
 */
export async function publishBalanceChanges(
  publish: PlayerPublisher,
  changes: readonly BalanceChange[],
  onError: (error: unknown) => void = () => undefined,
): Promise<void> {
  for (const change of changes) {
    try {
      await publish(change.playerId, {
        type: 'balance_changed',
        data: { currency: change.currency, balance: change.balance },
      });
    } catch (error) {
      onError(error);
    }
  }
}
