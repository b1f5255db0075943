/**
 * The back office's reports (ADR 041): ranges of UTC days, and the figures derived from stakes and payouts.
 * Money is integer minor units of one currency; no figure is ever summed across currencies.
 */

/** The longest range one report or export covers, in days (a year, a leap one included). */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a moment, in UTC: every report day is a UTC day. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * The moments a range of UTC days covers, `from` at 00:00 and `until` (exclusive) at the midnight after `to`.
 * Null when `to` is before `from` or the range is longer than `REPORT_MAX_DAYS`.
 */
export function reportWindow(from: string, to: string): { from: Date; until: Date; days: number } | null {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return null;
  const days = (end - start) / DAY_MS + 1;
  if (days < 1 || days > REPORT_MAX_DAYS) return null;
  return { from: new Date(start), until: new Date(end + DAY_MS), days };
}

/** Gross gaming revenue: what players staked less what they were paid (refunds and cash-outs included). */
export function grossGamingRevenue(handle: number, payouts: number): number {
  return handle - payouts;
}

/**
 * Hold in basis points of the handle (GGR / handle; 525 is 5.25 %), rounded half away from zero; null without
 * handle, where a hold means nothing.
 */
export function holdBasisPoints(ggr: number, handle: number): number | null {
  if (handle === 0) return null;
  const bp = (ggr * 10_000) / handle;
  return Math.sign(bp) * Math.round(Math.abs(bp));
}
