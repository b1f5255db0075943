import { minCashoutStake } from '@sportsbook/domain/cashout';

/**
 * Partial cash-out in the browser. The server prices a share of the stake as the offer of the same bet with
 * that stake (domain `partialCashout`), which needs the legs' current prices the browser does not have; what
 * it has is the whole bet's offer (`to_cashout`). Below the cap that offer is floor(stake x rate), so
 * floor(offer x share / stake) is never above the server's floor(share x rate): the amount shown is always
 * honoured, and at most a minor unit below the exact figure. The smallest share sold is the operator's
 * (served in settings as `cashout_settings.min_share_bp`; the rule is domain `meetsMinCashoutShare`).
 */

/** How a bet's stake may be split: the served minimum share and the smallest whole percentage offered. */
export interface CashoutSplit {
  minShareBp: number;
  minPercent: number;
}

/** The minimum share as a percentage for the player (basis points / 100: 1000 is 10). */
export const sharePercent = (minShareBp: number) => minShareBp / 100;

/**
 * How `stake` may be split, or null when it may not: the share is not known yet (settings still loading), or
 * the stake cannot leave two parts of at least the minimum.
 */
export function cashoutSplit(stake: number, minShareBp: number | undefined): CashoutSplit | null {
  if (minShareBp === undefined || stake < 2 * Math.max(1, minCashoutStake(stake, minShareBp))) return null;
  return { minShareBp, minPercent: Math.max(1, Math.ceil(sharePercent(minShareBp))) };
}

/** The part of the stake a percentage sells, rounded, kept between the minimum and the whole stake. */
export function stakeForPercent(stake: number, percent: number, split: CashoutSplit): number {
  if (stake <= 0) return 0;
  const clamped = Math.min(100, Math.max(split.minPercent, Math.round(percent)));
  const rounded = Number((BigInt(stake) * BigInt(clamped) * 2n + 100n) / 200n);
  return Math.min(stake, Math.max(minCashoutStake(stake, split.minShareBp), rounded));
}

/** What selling `soldStake` of a bet whose whole offer is `offer` pays: floor(offer x sold / stake). */
export function cashoutForStake(offer: number, stake: number, soldStake: number): number {
  if (stake <= 0 || soldStake <= 0 || offer <= 0) return 0;
  if (soldStake >= stake) return offer;
  return Number((BigInt(offer) * BigInt(soldStake)) / BigInt(stake));
}
