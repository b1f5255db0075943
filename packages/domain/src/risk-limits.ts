/**
 * What risk management lays a player (ADR 040): a stake factor per player and sport, and bet limits (max stake,
 * max payout) per sport, per market and per player, on top of the operator's bet limits (`bet-limits.ts`).
 * `riskAdjustedLimits` turns them into the bet-limits config one bet is validated with, so the max stake, quick
 * bet and placement all read the same limits.
 */

import type { BetLimitsConfig, CurrencyAmount, CurrencyAmountAction } from './bet-limits';

/** A stake factor is held in basis points: 10,000 is 1 (the default), 1,000 is 0.1. */
export const STAKE_FACTOR_SCALE = 10_000;
export const DEFAULT_STAKE_FACTOR_BP = STAKE_FACTOR_SCALE;
/** From 0.0001 (a near-closed account) to 10 (a valued player laid ten times the book's limits). */
export const STAKE_FACTOR_MIN_BP = 1;
export const STAKE_FACTOR_MAX_BP = 10 * STAKE_FACTOR_SCALE;

/** Where a bet limit applies. */
export const RISK_LIMIT_SCOPES = ['sport', 'market', 'player'] as const;
export type RiskLimitScope = (typeof RISK_LIMIT_SCOPES)[number];

/** A limit in minor units of one currency; null where it sets nothing. The payout is the profit, as the operator's. */
export interface RiskLimit {
  maxStake: number | null;
  maxPayout: number | null;
}

/** A placed bet near its max stake (at or above this share of it, basis points) is highlighted for risk. */
export const NEAR_LIMIT_SHARE_BP = 8000;

/** What applies to one bet: the factors of its legs' sports and the limits of its legs' sports and markets. */
export interface BetRisk {
  /** The player's factor for each leg's sport (the default where none is set). */
  stakeFactorsBp: readonly number[];
  /** Sport and market limits of the bet's legs: the book's own limits, scaled by the factor like the operator's. */
  bookLimits: readonly RiskLimit[];
  /** The player's own limit: an absolute cap, never scaled. */
  playerLimit: RiskLimit | null;
}

export const NO_RISK: BetRisk = { stakeFactorsBp: [], bookLimits: [], playerLimit: null };

/** True when nothing in `risk` changes the operator's limits. */
export function isNeutralRisk(risk: BetRisk): boolean {
  return (
    risk.stakeFactorsBp.every((factor) => factor === DEFAULT_STAKE_FACTOR_BP) &&
    risk.bookLimits.length === 0 &&
    risk.playerLimit === null
  );
}

/** The smallest of the amounts given; undefined when there is none. */
function smallest(amounts: readonly (number | null | undefined)[]): number | undefined {
  const present = amounts.filter((a): a is number => typeof a === 'number');
  return present.length > 0 ? Math.min(...present) : undefined;
}

/**
 * One limit: the book's (operator's, sport's, market's) smallest, times the lowest stake factor of the bet's
 * sports (rounded down, at least one minor unit), then capped by the player's own. Undefined when nothing limits.
 */
export function riskAdjustedAmount(
  book: readonly (number | null | undefined)[],
  factorBp: number,
  player: number | null | undefined,
): number | undefined {
  const bookAmount = smallest(book);
  const scaled =
    bookAmount === undefined
      ? undefined
      : Math.max(1, Math.floor((bookAmount * factorBp) / STAKE_FACTOR_SCALE));
  return smallest([scaled, player]);
}

/** The lowest factor of the bet's sports: a bet is laid as cautiously as its most cautious leg. */
export function betStakeFactorBp(risk: BetRisk): number {
  return risk.stakeFactorsBp.length > 0 ? Math.min(...risk.stakeFactorsBp) : DEFAULT_STAKE_FACTOR_BP;
}

/**
 * The operator's bet limits as they apply to this player's bet in this currency: max stake and payout limit are
 * the smallest of the operator's, the legs' sports' and markets' limits, scaled by the stake factor, then capped
 * by the player's own limit. A risk payout limit rejects (the operator's may only warn). The other limits (odds,
 * selections) and other currencies are left as they are.
 */
export function riskAdjustedLimits(
  base: BetLimitsConfig,
  risk: BetRisk,
  currency: { code: string; fiat: boolean },
): BetLimitsConfig {
  if (isNeutralRisk(risk)) return base;
  const factor = betStakeFactorBp(risk);
  const code = currency.code.toUpperCase();
  const kind = currency.fiat ? 'fiat' : 'crypto';
  const same = (entry: CurrencyAmount) => entry.currencyCode.toUpperCase() === code;

  const stakes = base.maxStakeLimit?.[kind] ?? [];
  const baseStake = stakes.find(same);
  const maxStake = riskAdjustedAmount(
    [baseStake?.amount, ...risk.bookLimits.map((l) => l.maxStake)],
    factor,
    risk.playerLimit?.maxStake,
  );
  const payouts = base.payoutLimit?.[kind] ?? [];
  const basePayout = payouts.find(same);
  const riskPayout = riskAdjustedAmount(
    [basePayout?.amount, ...risk.bookLimits.map((l) => l.maxPayout)],
    factor,
    risk.playerLimit?.maxPayout,
  );
  const payoutEntry: CurrencyAmountAction | undefined =
    riskPayout === undefined
      ? undefined
      : {
          currencyCode: code,
          amount: riskPayout,
          action: basePayout && basePayout.amount <= riskPayout ? basePayout.action : 'reject',
        };

  const replace = <T extends CurrencyAmount>(list: readonly T[], entry: T | undefined): T[] => [
    ...list.filter((e) => !same(e)),
    ...(entry ? [entry] : []),
  ];
  const stakeEntry = maxStake === undefined ? undefined : { currencyCode: code, amount: maxStake };
  return {
    ...base,
    maxStakeLimit: {
      fiat: base.maxStakeLimit?.fiat ?? [],
      crypto: base.maxStakeLimit?.crypto ?? [],
      [kind]: replace(stakes, stakeEntry),
    },
    payoutLimit: {
      fiat: base.payoutLimit?.fiat ?? [],
      crypto: base.payoutLimit?.crypto ?? [],
      [kind]: replace(payouts, payoutEntry),
    },
  };
}

/** The max stake limit (minor units) that applies to the bet in the currency, if any. */
export function maxStakeLimitOf(limits: BetLimitsConfig, currency: { code: string; fiat: boolean }) {
  const list = limits.maxStakeLimit?.[currency.fiat ? 'fiat' : 'crypto'] ?? [];
  return list.find((e) => e.currencyCode.toUpperCase() === currency.code.toUpperCase())?.amount;
}

/** A stake at or above `NEAR_LIMIT_SHARE_BP` of its max stake limit. */
export function isNearLimit(stake: number, limit: number | undefined): boolean {
  return limit !== undefined && stake * STAKE_FACTOR_SCALE >= limit * NEAR_LIMIT_SHARE_BP;
}

/**
 * The Risk screen's alert thresholds where none is set for a currency, in its minor units: a bet staking 500.00
 * or more, an outcome whose open bets would pay 10,000.00 or more. Sized for the euro; risk sets each other
 * currency's own (`PUT /risk/thresholds/{currency}`).
 */
export const DEFAULT_LARGE_BET = 50_000;
export const DEFAULT_LARGE_LIABILITY = 1_000_000;
