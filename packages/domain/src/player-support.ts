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

/** The statuses of a manual adjustment: waiting for its approver, posted to the ledger, or declined. */
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'declined'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** The longest note support may leave on a player, and the longest reason of a staff step on a player. */
export const PLAYER_NOTE_MAX_LENGTH = 2000;
export const PLAYER_STEP_REASON_MAX_LENGTH = 500;
