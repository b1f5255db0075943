import { isBettable, isMatchStatus } from './match-status';
import { combineOdds, MIN_ODDS } from './odds';

/** A custom bet combines at least this many legs, each from another market of the same match. */
export const CUSTOM_BET_MIN_LEGS = 2;

/** Legs of one match are correlated; the bet builder prices their product down by this share (basis points). */
export const CUSTOM_BET_CORRELATION_BP = 1000;

/**
 * The quote of a custom bet (bet builder): the product of its legs' current prices, less the correlation
 * discount, never below the smallest price. Undefined when the legs cannot form a custom bet: fewer than two,
 * from different matches, or two outcomes of one market.
 */
export function customBetQuote(
  legs: readonly { matchId: number; marketId: number; specifier: string; odds: number }[],
): number | undefined {
  if (legs.length < CUSTOM_BET_MIN_LEGS) return undefined;
  if (new Set(legs.map((leg) => leg.matchId)).size !== 1) return undefined;
  if (new Set(legs.map((leg) => `${leg.marketId}|${leg.specifier}`)).size !== legs.length) return undefined;
  if (legs.some((leg) => leg.odds < MIN_ODDS)) return undefined;
  const combined = BigInt(combineOdds(legs.map((leg) => leg.odds)));
  const discounted = Number((combined * BigInt(10_000 - CUSTOM_BET_CORRELATION_BP)) / 10_000n);
  return Math.max(MIN_ODDS, discounted);
}

/**
 * Whether a match offers the bet builder now: a match (an outright has nothing to combine) that takes bets and
 * has enough open markets for the smallest custom bet. The catalogue flags and filters matches by this rule.
 */
export function offersCustomBets(match: {
  type: 'match' | 'outright';
  status: number;
  openMarkets: number;
}): boolean {
  return (
    match.type === 'match' &&
    isMatchStatus(match.status) &&
    isBettable(match.status) &&
    match.openMarkets >= CUSTOM_BET_MIN_LEGS
  );
}
