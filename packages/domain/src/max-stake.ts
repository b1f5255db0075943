/**
 * The largest stake a bet may be placed with (`POST /bets/max-stake`): the most the player can stake (their
 * balance) that the slip validation and the operator bet limits still let through, at the bet's prices.
 */

import { BET_LIMIT_KEYS } from './bet-limits';
import { type BetRisk, riskAdjustedLimits } from './risk-limits';
import { type SlipValidationInput, type ValidatedBet, validateSlip } from './slip-validation';

/**
 * The issues only a larger stake trips: the operator's max stake and a rejecting payout limit (the profit grows
 * with the stake). Every other issue trips at every stake (a suspended leg, an odds limit, a custom bet without a
 * quote) or only below some stake (no stake, a system line under one minor unit, a return not above the stake).
 */
const STAKE_CEILING_KEYS: ReadonlySet<string> = new Set([
  BET_LIMIT_KEYS.maxStakeLimitExceeded,
  BET_LIMIT_KEYS.payoutLimitExceeded,
]);

export interface MaxStakeInput extends Omit<SlipValidationInput, 'bets'> {
  /** The bet as placement would validate it; its stake is what is searched. */
  bet: Omit<ValidatedBet, 'stake'>;
  /** The most the player can stake, minor units (the balance). */
  ceiling: number;
  /** Stake factor and risk limits laid on this player's bet (ADR 040); none: the operator's limits alone. */
  risk?: BetRisk;
}

/**
 * The largest stake from 1 to `ceiling` that `validateSlip` accepts for the bet, or undefined when none does,
 * under the operator's limits as risk management adjusts them for this player's bet (`risk`, ADR 040).
 * The stakes that pass form a range: too small below it, over a limit above it. A bisection on "no limit that
 * only a larger stake trips" finds its top without knowing its bottom (a search on "passes" alone would take a
 * too-small stake for the top and answer nothing, as for a 2/3 system with 4 cents or a single at 1.010 whose
 * half-balance stake returns no more than it costs). The answer is then validated in full, so a stake this
 * returns is one placement takes.
 */
export function maxStake(input: MaxStakeInput): number | undefined {
  const { bet, ceiling, risk, ...given } = input;
  const rules =
    risk && given.limits
      ? { ...given, limits: riskAdjustedLimits(given.limits, risk, given.currency) }
      : given;
  const validation = (stake: number) => validateSlip({ ...rules, bets: [{ ...bet, stake }] });
  const withinLimits = (stake: number) =>
    !validation(stake).issues.some((issue) => issue.kind === 'error' && STAKE_CEILING_KEYS.has(issue.key));
  let low = 0;
  let high = Math.max(0, Math.floor(ceiling));
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (withinLimits(mid)) low = mid;
    else high = mid - 1;
  }
  return low > 0 && validation(low).placementEnabled ? low : undefined;
}
