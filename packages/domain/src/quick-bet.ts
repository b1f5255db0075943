/**
 * Quick bet (part 1 §3, §4, §5): one click on a live outcome places a single at a pre-approved stake.
 * - Toggling quick bet, changing the stake or the currency resets the approval; approval needs a
 *   stake above 0; a balance of 0 or below the stake withdraws the approval.
 * - Selecting an outcome of a live match (not a custom bet) while enabled and approved, and not
 *   already processing, validates the bet and either starts placing it (processing) or records the
 *   first issue as the error. A warning blocks a quick bet too: there is no slip to show it in.
 * - Outside processing, the selected outcomes are cleared. Signing out turns quick bet off.
 */

import { type BetLimitsConfig, checkBetLimits } from './bet-limits';
import { betPotentialReturn } from './bet-returns';
import { MATCH_STATUS } from './match-status';
import { type Bet, noBonuses, type PlacedInfo, type Selection } from './slip/types';
import { SLIP_ISSUE_KEYS, type SlipIssue } from './slip-validation';

export type QuickBetState = 'initial' | 'processing' | 'success' | 'error';

export interface QuickBet {
  isEnabled: boolean;
  state: QuickBetState;
  bet?: Bet;
  selectedOutcomeIds: string[];
  stake: number;
  currency: string;
  subunits: number;
  isApproved: boolean;
  error?: string;
}

export interface QuickBetRules {
  limits?: BetLimitsConfig;
  fiat: boolean;
  isPve: boolean;
}

export type QuickBetAction =
  | { type: 'toggle' }
  | { type: 'set_stake'; stake: number }
  | { type: 'set_currency'; currency: string; subunits: number }
  | { type: 'approve' }
  | { type: 'balance_changed'; balance: number }
  | { type: 'outcome_selected'; selection: Selection; isCustom: boolean; rules: QuickBetRules }
  | { type: 'place_success'; placed: PlacedInfo }
  | { type: 'place_error'; message: string }
  | { type: 'signed_out' };

export function initialQuickBet(currency: string, subunits: number): QuickBet {
  return {
    isEnabled: false,
    state: 'initial',
    selectedOutcomeIds: [],
    stake: 0,
    currency,
    subunits,
    isApproved: false,
  };
}

function quickSingle(selection: Selection, quick: QuickBet): Bet {
  return {
    betType: 'single',
    stake: quick.stake,
    stakeSource: 'stake',
    currency: quick.currency,
    subunits: quick.subunits,
    selections: [selection],
    availableBonuses: noBonuses(),
  };
}

/** Bet limits on stake and odds, then potential win above stake, then the pve flag. */
export function validateQuickBet(bet: Bet, rules: QuickBetRules): SlipIssue[] {
  const issues: SlipIssue[] = [];
  const potential = betPotentialReturn(bet) ?? 0;
  const odds = bet.selections[0]?.acceptedOdds ?? 0;
  if (rules.limits) {
    issues.push(
      ...checkBetLimits(rules.limits, {
        selectionCount: bet.selections.length,
        bets: [{ stake: bet.stake, odds, profit: potential - bet.stake }],
        currency: { code: bet.currency, fiat: rules.fiat },
      }),
    );
  }
  if (potential <= bet.stake) {
    issues.push({ kind: 'error', key: SLIP_ISSUE_KEYS.potentialWinEqualOrLess, values: {} });
  }
  if (rules.isPve) {
    issues.push({ kind: 'error', key: SLIP_ISSUE_KEYS.pvePlayerBetForbidden, values: {} });
  }
  return issues;
}

/** Placed only when approved, a bet exists, it is not already processing, and nothing is flagged. */
export function canPlaceQuickBet(quick: QuickBet, issues: readonly SlipIssue[]): boolean {
  return quick.isApproved && quick.bet !== undefined && quick.state !== 'processing' && issues.length === 0;
}

function withoutError(quick: QuickBet): QuickBet {
  const { error: _cleared, ...rest } = quick;
  return rest;
}

function reduce(quick: QuickBet, action: QuickBetAction): QuickBet {
  switch (action.type) {
    case 'toggle':
      return { ...quick, isEnabled: !quick.isEnabled, isApproved: false };
    case 'set_stake': {
      const stake = Number.isFinite(action.stake) ? Math.max(0, Math.floor(action.stake)) : 0;
      return { ...quick, stake, isApproved: false };
    }
    case 'set_currency':
      return { ...quick, currency: action.currency, subunits: action.subunits, isApproved: false };
    case 'approve':
      return quick.stake > 0 ? { ...quick, isApproved: true } : quick;
    case 'balance_changed':
      return action.balance <= 0 || action.balance < quick.stake ? { ...quick, isApproved: false } : quick;
    case 'outcome_selected': {
      const { selection } = action;
      if (!quick.isEnabled || action.isCustom || selection.matchStatus !== MATCH_STATUS.live) return quick;
      if (!quick.isApproved || quick.state === 'processing') return quick;
      const candidate = { ...quick, bet: quickSingle(selection, quick) };
      const issues = validateQuickBet(candidate.bet, action.rules);
      const first = issues[0];
      if (first) return { ...candidate, state: 'error', error: first.key };
      return { ...withoutError(candidate), state: 'processing', selectedOutcomeIds: [selection.id] };
    }
    case 'place_success':
      return quick.bet ? { ...quick, state: 'success', bet: { ...quick.bet, placed: action.placed } } : quick;
    case 'place_error':
      return { ...quick, state: 'error', error: action.message };
    case 'signed_out':
      return { ...withoutError(quick), isEnabled: false, isApproved: false, state: 'initial' };
  }
}

export function quickBetReducer(quick: QuickBet, action: QuickBetAction): QuickBet {
  const next = reduce(quick, action);
  return next.state === 'processing' ? next : { ...next, selectedOutcomeIds: [] };
}
