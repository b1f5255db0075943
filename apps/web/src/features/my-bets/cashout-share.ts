/**
 * Partial cash-out in the browser. The server prices a share of the stake as the offer of the same bet with
 * that stake (domain `partialCashout`), which needs the legs' current prices the browser does not have; what
 * it has is the whole bet's offer (`to_cashout`). Below the cap that offer is floor(stake x rate), so
 * floor(offer x share / stake) is never above the server's floor(share x rate): the amount shown is always
 * honoured, and at most a minor unit below the exact figure.
 */

/** The server's smallest share of the stake a partial cash-out may sell (10%, `minShareBp`). */
export const MIN_SHARE_PERCENT = 10;

/** Smallest part of the stake the server accepts: ceil(stake x 10%). */
export function minCashoutStake(stake: number): number {
  const big = BigInt(stake) * BigInt(MIN_SHARE_PERCENT);
  return Number((big + 99n) / 100n);
}

/** The part of the stake a percentage sells, rounded, kept between the minimum and the whole stake. */
export function stakeForPercent(stake: number, percent: number): number {
  if (stake <= 0) return 0;
  const clamped = Math.min(100, Math.max(MIN_SHARE_PERCENT, Math.round(percent)));
  const rounded = Number((BigInt(stake) * BigInt(clamped) * 2n + 100n) / 200n);
  return Math.min(stake, Math.max(minCashoutStake(stake), rounded));
}

/** What selling `soldStake` of a bet whose whole offer is `offer` pays: floor(offer x sold / stake). */
export function cashoutForStake(offer: number, stake: number, soldStake: number): number {
  if (stake <= 0 || soldStake <= 0 || offer <= 0) return 0;
  if (soldStake >= stake) return offer;
  return Number((BigInt(offer) * BigInt(soldStake)) / BigInt(stake));
}
