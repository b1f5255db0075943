/**
 * Fair probabilities to prices: a bookmaker margin spread in proportion to each outcome's probability, so the
 * market's overround (sum of 1/odds over open outcomes) lands on a target between 103% and 108%. Odds are
 * thousandths on the bookmaker's price ladder (`@sportsbook/domain/price-ladder`: 1.01, 1.02 … 2.00, 2.02 …),
 * rounded down to the rung below, never below 1.01 nor above MAX_ODDS. A market where one result makes several
 * outcomes win (double chance: two) has probabilities summing to that count, and its overround is measured per
 * winning outcome.
 */

import { snapToLadder } from '@sportsbook/domain/price-ladder';

/** The longest price the simulator quotes (500.00, a ladder rung). */
export const MAX_ODDS = 500_000;
export const MIN_OVERROUND = 1.03;
export const MAX_OVERROUND = 1.08;
/** Outcomes less likely than this are shown inactive rather than priced near the cap. */
export const MIN_OFFERED_PROBABILITY = 0.002;
/** Markets with a favourite more likely than this are not offered (the price would be 1.00-something). */
export const MAX_FAVOURITE_PROBABILITY = 0.95;

/**
 * Snapping down to the ladder lifts the overround a little above the target (by up to about one step's share of
 * a price, under 1% per outcome): within this much of it the proportional prices stand, with no search.
 */
const LADDER_SLACK = 0.01;
/** Halvings of the scale's search range (0.5 to 5): far finer than the ladder's steps. */
const SEARCH_STEPS = 24;

export interface PricedOutcome {
  odds: number;
  active: boolean;
}

function oddsFor(p: number, r: number): number {
  if (p <= 0) return MAX_ODDS;
  return Math.min(MAX_ODDS, snapToLadder(1000 / (p * r)));
}

function overround(probs: readonly number[], active: readonly boolean[], r: number): number {
  let sum = 0;
  for (let i = 0; i < probs.length; i++) if (active[i]) sum += 1000 / oddsFor(probs[i] ?? 0, r);
  return sum;
}

/** Overround of a priced market: the sum of implied probabilities of its active outcomes, per winning outcome. */
export function marketOverround(outcomes: readonly PricedOutcome[], winners = 1): number {
  let sum = 0;
  for (const o of outcomes) if (o.active) sum += 1000 / o.odds;
  return sum / winners;
}

/**
 * Prices for fair probabilities (summing to 1) at the target overround; null when the market cannot be offered
 * sensibly (decided, too lopsided, or fewer than two outcomes left).
 */
export function priceMarket(probs: readonly number[], target: number, winners = 1): PricedOutcome[] | null {
  if (probs.some((p) => !Number.isFinite(p))) return null;
  const active = probs.map((p) => p >= MIN_OFFERED_PROBABILITY);
  const activeMass = probs.reduce((sum, p, i) => (active[i] ? sum + p : sum), 0);
  if (active.filter(Boolean).length < 2) return null;
  if (Math.max(...probs) > MAX_FAVOURITE_PROBABILITY) return null;

  const goal = target * winners;
  let r = goal / activeMass;
  const first = overround(probs, active, r);
  if (first < goal || first > goal + LADDER_SLACK * winners) {
    // Clamping at 1.01 or the cap bends the proportional rule: search the scale that meets the target.
    let lo = 0.5;
    let hi = 5;
    for (let i = 0; i < SEARCH_STEPS; i++) {
      const mid = (lo + hi) / 2;
      if (overround(probs, active, mid) >= goal) hi = mid;
      else lo = mid;
    }
    r = hi;
  }
  const total = overround(probs, active, r) / winners;
  if (total < MIN_OVERROUND || total > MAX_OVERROUND) return null;
  return probs.map((p, i) => ({ odds: oddsFor(p, r), active: active[i] ?? false }));
}
