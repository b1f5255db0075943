/**
 * Whether a slip may be placed (part 1 §5), shared by the slip UI and the placement endpoint.
 *
 * Placement is enabled when there are bets, every stake is above 0, no bet has a disqualifying
 * condition and every bet returns more than its stake. The spec names the first bet's conditions;
 * every bet is checked here, since the server refuses any bet that fails them.
 * Disqualifying conditions: a suspended, unavailable or unaccepted-price selection; two selections of
 * one match in a combo or system; providers mixed in the slip; a system bet on the oddin provider or
 * with a type that does not fit; a custom bet without a quote; more than 40 selections; a system
 * stake below one minor unit per line; a bet-limit error; a player with the pve flag.
 * Amounts are integer minor units, so "stake versus return" needs no further rounding for fiat.
 */

import { type BetLimitsConfig, checkBetLimits, type LimitedBet } from './bet-limits';
import { betOdds, betPotentialReturn, type PricedBet } from './bet-returns';
import { CUSTOM_BET_MIN_LEGS } from './custom-bet-odds';
import { MAX_SELECTIONS } from './slip/compose';
import type { BetType, Provider } from './slip/types';
import { isSystemStakeEnough, isSystemTypeFor, systemLineCount } from './system-bets';

export const SLIP_ISSUE_KEYS = {
  stakeRequired: 'error.betslip.stake_required',
  selectionUnavailable: 'error.betslip.selection_unavailable',
  oddsChanged: 'error.betslip.odds_changed',
  sameMatch: 'error.betslip.same_match_selections',
  mixedProviders: 'error.betslip.mixed_providers',
  systemProvider: 'error.betslip.system_not_available_for_provider',
  systemTypeInvalid: 'error.betslip.system_type_invalid',
  systemStakeTooSmall: 'error.betslip.system_stake_too_small',
  customOddsMissing: 'error.betslip.custom_odds_missing',
  selectionCountInvalid: 'error.betslip.selection_count_invalid',
  tooManySelections: 'error.betslip.too_many_selections',
  potentialWinEqualOrLess: 'error.potential_win.equal_or_less',
  pvePlayerBetForbidden: 'error.platform.pve_player_bet_forbidden',
} as const;

export interface SlipIssue {
  kind: 'error' | 'warning';
  key: string;
  values: Record<string, string | number>;
  /** The bet the issue belongs to; absent for issues of the whole slip. */
  betIndex?: number;
}

export interface ValidatedSelection {
  id: string;
  matchId: string;
  provider: Provider;
  acceptedOdds: number;
  isSuspended: boolean;
  isNotAvailable: boolean;
  isChanged: boolean;
}

export interface ValidatedBet extends PricedBet {
  selections: readonly ValidatedSelection[];
}

export type ComboLabel = 'double' | 'treble' | 'accumulator';
export type SlipLabel = 'empty' | 'single' | 'all_singles' | 'system' | 'custom_bet' | ComboLabel;

/** Double for 2 selections, treble for 3, accumulator for more. */
export function comboLabel(selectionCount: number): ComboLabel {
  if (selectionCount <= 2) return 'double';
  if (selectionCount === 3) return 'treble';
  return 'accumulator';
}

export function isAllSingles(bets: readonly Pick<PricedBet, 'betType'>[]): boolean {
  return bets.length > 1 && bets.every((bet) => bet.betType === 'single');
}

/** The heading of a slip: several singles count as all-singles; a combo is named by its size. */
export function slipLabel(bets: readonly Pick<PricedBet, 'betType' | 'selections'>[]): SlipLabel {
  const first = bets[0];
  if (!first) return 'empty';
  if (isAllSingles(bets)) return 'all_singles';
  if (first.betType === 'combo') return comboLabel(first.selections.length);
  return first.betType;
}

/**
 * Whether a bet type holds this many selections: a single exactly one, a combo two or more, a custom bet at
 * least the bet builder's minimum. A system's count is checked against its type (`isSystemTypeFor`). A bet
 * whose type and selections disagree has no settlement rule, so it is never placed.
 */
export function fitsSelectionCount(betType: BetType, selectionCount: number): boolean {
  switch (betType) {
    case 'single':
      return selectionCount === 1;
    case 'combo':
      return selectionCount >= 2;
    case 'custom_bet':
      return selectionCount >= CUSTOM_BET_MIN_LEGS;
    case 'system':
      // Checked against the system type instead (`systemTypeInvalid`), which names the better fix.
      return true;
  }
}

/** Two selections from the same match inside one combo or system bet. */
export function hasSameMatchSelections(bet: Pick<ValidatedBet, 'betType' | 'selections'>): boolean {
  if (bet.betType !== 'combo' && bet.betType !== 'system') return false;
  const matches = new Set(bet.selections.map((s) => s.matchId));
  return matches.size < bet.selections.length;
}

export function hasMixedProviders(bets: readonly Pick<ValidatedBet, 'selections'>[]): boolean {
  return new Set(bets.flatMap((bet) => bet.selections.map((s) => s.provider))).size > 1;
}

/** System bets are not offered on the oddin provider. */
export function hasSystemProviderConflict(bet: Pick<ValidatedBet, 'betType' | 'selections'>): boolean {
  return bet.betType === 'system' && bet.selections.some((s) => s.provider === 'oddin');
}

function betIssues(bet: ValidatedBet, betIndex: number): SlipIssue[] {
  const issues: SlipIssue[] = [];
  const add = (key: string, values: Record<string, string | number> = {}) =>
    issues.push({ kind: 'error', key, values, betIndex });

  if (bet.stake <= 0) add(SLIP_ISSUE_KEYS.stakeRequired);
  if (!fitsSelectionCount(bet.betType, bet.selections.length)) add(SLIP_ISSUE_KEYS.selectionCountInvalid);
  if (bet.selections.some((s) => s.isSuspended || s.isNotAvailable))
    add(SLIP_ISSUE_KEYS.selectionUnavailable);
  if (bet.selections.some((s) => s.isChanged)) add(SLIP_ISSUE_KEYS.oddsChanged);
  if (hasSameMatchSelections(bet)) add(SLIP_ISSUE_KEYS.sameMatch);
  if (hasSystemProviderConflict(bet)) add(SLIP_ISSUE_KEYS.systemProvider);
  if (bet.betType === 'system') {
    const type = bet.systemType;
    if (!type || !isSystemTypeFor(type, bet.selections.length)) {
      add(SLIP_ISSUE_KEYS.systemTypeInvalid);
    } else if (bet.stake > 0 && !isSystemStakeEnough(bet.stake, type)) {
      add(SLIP_ISSUE_KEYS.systemStakeTooSmall, { lines: systemLineCount(type) });
    }
  }
  if (bet.betType === 'custom_bet' && bet.customOdds === undefined) add(SLIP_ISSUE_KEYS.customOddsMissing);
  const potential = betPotentialReturn(bet);
  if (bet.stake > 0 && potential !== undefined && potential <= bet.stake) {
    add(SLIP_ISSUE_KEYS.potentialWinEqualOrLess);
  }
  return issues;
}

export interface SlipValidationInput {
  bets: readonly ValidatedBet[];
  currency: { code: string; fiat: boolean };
  limits?: BetLimitsConfig;
  /**
   * Each bet's own limits where risk management lays this player other limits (domain `risk-limits.ts`): bet `i`
   * is checked against `betLimits[i]` instead of `limits`. Absent: every bet against `limits`.
   */
  betLimits?: readonly BetLimitsConfig[];
  isPve?: boolean;
}

export interface SlipValidation {
  placementEnabled: boolean;
  issues: SlipIssue[];
}

/** The bets the operator limits can judge (those with odds and a return), as the limits see them. */
function limitedBets(bets: readonly ValidatedBet[]): LimitedBet[] {
  const limited: LimitedBet[] = [];
  for (const bet of bets) {
    const odds = betOdds(bet);
    const potential = betPotentialReturn(bet);
    if (odds !== undefined && potential !== undefined) {
      limited.push({ stake: bet.stake, odds, profit: potential - bet.stake });
    }
  }
  return limited;
}

export function validateSlip(input: SlipValidationInput): SlipValidation {
  const { bets } = input;
  const issues: SlipIssue[] = [];
  if (input.isPve) {
    issues.push({ kind: 'error', key: SLIP_ISSUE_KEYS.pvePlayerBetForbidden, values: {} });
  }
  const count = bets.reduce((sum, bet) => sum + bet.selections.length, 0);
  if (count > MAX_SELECTIONS) {
    issues.push({ kind: 'error', key: SLIP_ISSUE_KEYS.tooManySelections, values: { max: MAX_SELECTIONS } });
  }
  if (hasMixedProviders(bets)) {
    issues.push({ kind: 'error', key: SLIP_ISSUE_KEYS.mixedProviders, values: {} });
  }
  bets.forEach((bet, index) => {
    issues.push(...betIssues(bet, index));
  });
  if (input.betLimits) {
    // Bet by bet, each against its own limits; a finding several bets share is reported once.
    const seen = new Set<string>();
    bets.forEach((bet, index) => {
      const limits = input.betLimits?.[index] ?? input.limits;
      if (!limits) return;
      const found = checkBetLimits(limits, {
        selectionCount: count,
        bets: limitedBets([bet]),
        currency: input.currency,
      });
      for (const issue of found) {
        const key = `${issue.key}|${JSON.stringify(issue.values)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        issues.push(issue);
      }
    });
  } else if (input.limits) {
    issues.push(
      ...checkBetLimits(input.limits, {
        selectionCount: count,
        bets: limitedBets(bets),
        currency: input.currency,
      }),
    );
  }
  const placementEnabled = bets.length > 0 && !issues.some((issue) => issue.kind === 'error');
  return { placementEnabled, issues };
}
