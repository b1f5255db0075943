import { type Currency, parseMajor } from './money';

/**
 * Rules of the back office's Players screen (ADR 038): what support and finance may write about a player.
 */

/** A manual balance adjustment above this many major units of its currency needs a second approver. */
export const ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR = '500.00';

/**
 * The threshold in the currency's minor units, from a decimal text of major units (the configured one or the
 * default). Decimals the currency does not have are dropped ("500.00" is 500 yen), so one setting serves every
 * currency; undefined when the text is no amount.
 */
export function adjustmentThresholdMinor(thresholdMajor: string, currency: Currency): number | undefined {
  const match = /^\s*(\d+)(?:[.,](\d*))?\s*$/.exec(thresholdMajor);
  if (!match) return undefined;
  const decimals = Math.round(Math.log10(currency.subunits));
  const fraction = (match[2] ?? '').slice(0, decimals);
  return parseMajor(fraction ? `${match[1]}.${fraction}` : (match[1] ?? ''), currency);
}

/** Whether an adjustment (signed minor units) must wait for a second staff member's approval. */
export const adjustmentNeedsApproval = (amount: number, thresholdMinor: number): boolean =>
  Math.abs(amount) > thresholdMinor;

/**
 * The statuses of a manual adjustment: waiting for its approver, posted to the ledger, declined, or expired (no
 * one decided within its days).
 */
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'declined', 'expired'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/**
 * How many days an adjustment waits for its second approver before it expires (ADR 038 amendment). An approval
 * weeks after the request would post on facts that may have changed since (the balance, the player's status, the
 * reason itself); a week covers a weekend and a holiday. The deadline is fixed when the request is made.
 */
export const ADJUSTMENT_PENDING_DAYS = 7;

/** When an adjustment requested at `requestedAt` expires if no one has decided it. */
export const adjustmentExpiresAt = (requestedAt: Date, pendingDays: number): Date =>
  new Date(requestedAt.getTime() + pendingDays * 86_400_000);

/** Who decided an expired adjustment, as its row and the audit log name it: no staff member, the deadline. */
export const ADJUSTMENT_EXPIRY_ACTOR = 'adjustment-expiry';

/** The longest note support may leave on a player, and the longest reason of a staff step on a player. */
export const PLAYER_NOTE_MAX_LENGTH = 2000;
export const PLAYER_STEP_REASON_MAX_LENGTH = 500;
