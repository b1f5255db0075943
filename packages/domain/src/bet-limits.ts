/**
 * Operator bet limits (part 1 §3 "Bet-limits config", §5 "Bet limits", §8 limit message keys).
 * Four checks in a fixed order; each "at or above" its limit trips:
 *   1. selection count >= selection limit           -> error
 *   2. any bet's odds >= odds limit                 -> configured action
 *   3. any stake >= max stake for the currency      -> error
 *   4. any profit >= payout limit for the currency  -> configured action
 * An error blocks placement and ends the checks; a warning lets the bet through and checking goes on.
 */

export const LIMIT_ACTIONS = ['reject', 'warning'] as const;
export type LimitAction = (typeof LIMIT_ACTIONS)[number];

export interface CurrencyAmount {
  currencyCode: string;
  /** Minor units of that currency. */
  amount: number;
}

export interface CurrencyAmountAction extends CurrencyAmount {
  action: LimitAction;
}

export interface BetLimitsConfig {
  maxStakeLimit?: { fiat: readonly CurrencyAmount[]; crypto: readonly CurrencyAmount[] };
  payoutLimit?: { fiat: readonly CurrencyAmountAction[]; crypto: readonly CurrencyAmountAction[] };
  /** Odds in thousandths. */
  oddsLimit?: { value: number; action: LimitAction };
  selectionLimit?: { value: number };
}

export const BET_LIMIT_KEYS = {
  selectionLimitExceeded: 'error.validation.bet_limits.selection_limit_exceeded',
  oddsLimitExceeded: 'error.validation.bet_limits.odds_limit_exceeded',
  oddsLimitWarning: 'error.validation.bet_limits.odds_limit_exceeded_warning',
  maxStakeLimitExceeded: 'error.validation.bet_limits.max_stake_limit_exceeded',
  payoutLimitExceeded: 'error.validation.bet_limits.payout_limit_exceeded',
  payoutLimitWarning: 'error.validation.bet_limits.payout_limit_exceeded_warning',
} as const;

export type BetLimitKey = (typeof BET_LIMIT_KEYS)[keyof typeof BET_LIMIT_KEYS];

/**
 * One finding. Values: odds variants carry `value` (the limit, odds in thousandths); payout variants
 * carry `currency` (code) and `amount` (the limit, minor units); the others carry their limit too.
 */
export interface LimitIssue {
  kind: 'error' | 'warning';
  key: BetLimitKey;
  values: Record<string, string | number>;
}

export interface LimitedBet {
  stake: number;
  /** The bet's odds in thousandths (combined for a combo). */
  odds: number;
  /** Potential return minus stake, minor units. */
  profit: number;
}

export interface LimitCheckInput {
  /** Selections in the whole slip. */
  selectionCount: number;
  bets: readonly LimitedBet[];
  currency: { code: string; fiat: boolean };
}

function findAmount<T extends CurrencyAmount>(list: readonly T[] | undefined, code: string): T | undefined {
  const wanted = code.toUpperCase();
  return list?.find((entry) => entry.currencyCode.toUpperCase() === wanted);
}

export function checkBetLimits(config: BetLimitsConfig, input: LimitCheckInput): LimitIssue[] {
  const issues: LimitIssue[] = [];
  const { code, fiat } = input.currency;

  const selectionLimit = config.selectionLimit;
  if (selectionLimit && input.selectionCount >= selectionLimit.value) {
    return [
      {
        kind: 'error',
        key: BET_LIMIT_KEYS.selectionLimitExceeded,
        values: { value: selectionLimit.value },
      },
    ];
  }

  const oddsLimit = config.oddsLimit;
  if (oddsLimit && input.bets.some((bet) => bet.odds >= oddsLimit.value)) {
    const issue: LimitIssue =
      oddsLimit.action === 'reject'
        ? { kind: 'error', key: BET_LIMIT_KEYS.oddsLimitExceeded, values: { value: oddsLimit.value } }
        : { kind: 'warning', key: BET_LIMIT_KEYS.oddsLimitWarning, values: { value: oddsLimit.value } };
    issues.push(issue);
    if (issue.kind === 'error') return issues;
  }

  const maxStake = findAmount(fiat ? config.maxStakeLimit?.fiat : config.maxStakeLimit?.crypto, code);
  if (maxStake && input.bets.some((bet) => bet.stake >= maxStake.amount)) {
    issues.push({
      kind: 'error',
      key: BET_LIMIT_KEYS.maxStakeLimitExceeded,
      values: { currency: maxStake.currencyCode, amount: maxStake.amount },
    });
    return issues;
  }

  const payout = findAmount(fiat ? config.payoutLimit?.fiat : config.payoutLimit?.crypto, code);
  if (payout && input.bets.some((bet) => bet.profit >= payout.amount)) {
    const values = { currency: payout.currencyCode, amount: payout.amount };
    issues.push(
      payout.action === 'reject'
        ? { kind: 'error', key: BET_LIMIT_KEYS.payoutLimitExceeded, values }
        : { kind: 'warning', key: BET_LIMIT_KEYS.payoutLimitWarning, values },
    );
  }
  return issues;
}

export function blocksPlacement(issues: readonly { kind: 'error' | 'warning' }[]): boolean {
  return issues.some((issue) => issue.kind === 'error');
}
