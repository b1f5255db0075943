import type { PlayerPublisher } from '../../platform/player-publisher';
import type { BalanceChange } from './ledger';

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
