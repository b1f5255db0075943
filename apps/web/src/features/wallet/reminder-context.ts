import type { WalletTransaction } from '@sportsbook/contracts/wallet';
import type { DepositReminderContext } from '@sportsbook/domain/deposit-reminder';

/** Ledger kinds that bring a paid deposit into the balance (a test deposit tops up the same way). */
const PAID_DEPOSIT_KINDS = new Set(['deposit', 'test_deposit']);

/**
 * The deposit reminder's context (domain `deposit-reminder`) from the player's latest history in the active
 * currency, newest first: when the latest paid deposit came in and the latest stakes.
 */
export function reminderContextFrom(
  history: readonly WalletTransaction[],
  account: { currency: string; balance: number },
  defaultStake: number,
  now: Date,
): DepositReminderContext {
  const own = history.filter((entry) => entry.currency === account.currency);
  const deposit = own.find((entry) => PAID_DEPOSIT_KINDS.has(entry.kind));
  return {
    balance: account.balance,
    latestStakes: own.filter((entry) => entry.kind === 'bet_stake').map((entry) => entry.amount),
    defaultStake,
    lastPaidDepositAt: deposit ? new Date(deposit.created_at) : null,
    now,
  };
}
