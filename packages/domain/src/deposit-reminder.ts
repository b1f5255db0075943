/**
 * When a deposit reminder may interrupt a player (issue 19): never right after a paid deposit, and never while
 * the balance still covers the stake the player usually places. The shell's timer, the site settings (enabled,
 * player group, delay) and the once-a-day cookie decide the rest (apps/web/src/features/wallet/deposit-reminder.ts).
 */

/** After a paid deposit the reminder stays quiet this long: the player has just paid and is placing bets. */
export const DEPOSIT_REMINDER_QUIET_SECONDS = 3600;

/** How many of the latest stakes make the usual stake: recent enough to follow a change of habit. */
export const USUAL_STAKE_SAMPLE = 10;

/**
 * The stake a player usually places, minor units: the median of their latest stakes (newest first, at most
 * USUAL_STAKE_SAMPLE of them; the upper middle of an even count, rounded up, so the reminder errs towards quiet),
 * or `defaultStake` when they have placed none.
 */
export function usualStake(latestStakes: readonly number[], defaultStake: number): number {
  const sample = latestStakes
    .slice(0, USUAL_STAKE_SAMPLE)
    .map((stake) => Math.abs(stake))
    .filter((stake) => stake > 0)
    .sort((a, b) => a - b);
  if (sample.length === 0) return defaultStake;
  const middle = Math.floor(sample.length / 2);
  const upper = sample[middle] ?? defaultStake;
  if (sample.length % 2 === 1) return upper;
  return Math.ceil(((sample[middle - 1] ?? upper) + upper) / 2);
}

export interface DepositReminderContext {
  /** The balance of the active account, minor units. */
  balance: number;
  /** The player's latest stakes in that currency, newest first, minor units (sign ignored). */
  latestStakes: readonly number[];
  /** The stake to assume for a player who has placed none (the slip's first stake preset). */
  defaultStake: number;
  /** When the player's latest paid deposit was credited; null when there is none. */
  lastPaidDepositAt: Date | null;
  now: Date;
}

/** Whether the reminder may show now: no paid deposit in the quiet period and a balance below the usual stake. */
export function depositReminderFits(context: DepositReminderContext): boolean {
  const { lastPaidDepositAt, now } = context;
  if (
    lastPaidDepositAt &&
    now.getTime() - lastPaidDepositAt.getTime() < DEPOSIT_REMINDER_QUIET_SECONDS * 1000
  ) {
    return false;
  }
  return context.balance < usualStake(context.latestStakes, context.defaultStake);
}
