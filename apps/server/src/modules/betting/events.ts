import type { BetCashoutChangedEvent, BetChangedEvent } from '@sportsbook/contracts/betting';
import type { BonusIssuedEvent } from '@sportsbook/contracts/bonuses';
import type { BalanceChangedEvent } from '@sportsbook/contracts/wallet';
import type { NotificationsEvent } from '../notifications';
import type { BalanceChange } from '../wallet';

/**
 * What betting and settlement publish; bonus_issued for the freebet a no-risk loss gives back (ADR 028),
 * notification and unread_counters_changed for what a settled, cashed-out or refunded bet notifies (ADR 029).
 */
export type BettingEvent =
  | BetChangedEvent
  | BetCashoutChangedEvent
  | BalanceChangedEvent
  | BonusIssuedEvent
  | NotificationsEvent;

/** Sends an event to the player's private real-time channel. */
export type BettingPublisher = (playerId: number, event: BettingEvent) => void | Promise<void>;

/** Publishing never fails a use case: the money has moved, and the player's next fetch shows it. */
export async function publishSafely(
  publish: BettingPublisher,
  events: readonly { playerId: number; event: BettingEvent }[],
  onError: (error: unknown) => void = () => undefined,
): Promise<void> {
  for (const { playerId, event } of events) {
    try {
      await publish(playerId, event);
    } catch (error) {
      onError(error);
    }
  }
}

export const balanceEvents = (changes: readonly BalanceChange[]) =>
  changes.map((change) => ({
    playerId: change.playerId,
    event: {
      type: 'balance_changed' as const,
      data: { currency: change.currency, balance: change.balance },
    },
  }));

export const betChanged = (bet: {
  id: number;
  playerId: number;
  status: BetChangedEvent['data']['status'];
  result: BetChangedEvent['data']['result'];
  payout: number;
}) => ({
  playerId: bet.playerId,
  event: {
    type: 'bet_changed' as const,
    data: { id: String(bet.id), status: bet.status, result: bet.result, win_amount: bet.payout },
  },
});

/** A bonus issued in the work's transaction (a no-risk loss's replacement freebet), announced after its commit. */
export const bonusIssued = (playerId: number, bonus: BonusIssuedEvent['data']) => ({
  playerId,
  event: { type: 'bonus_issued' as const, data: bonus },
});
