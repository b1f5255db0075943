/**
 * Slip composition (part 1 §4 "Slip composition rules"). A slip holds regular bets first (one or
 * more singles, or one combo, or one system) and then any custom bets, which stand alone.
 *
 * Adding a regular selection:
 * - to an empty slip: a single;
 * - to one single: another single where multi-single is available for the new selection's provider,
 *   otherwise both become a combo; to several singles (the slip is in multi-single mode): another single;
 * - to a combo: one more leg; to a system: one more leg and the matching system type (same winCount)
 *   if it exists, otherwise a combo;
 * - of a match the slip already holds (issue 19): every regular selection becomes a single (the
 *   existing ones keep the chosen stake, the new one starts empty), since no combo may hold both.
 * Removing one: a combo or system left with one selection becomes a single; a system whose size no
 * longer matches takes the matching type or becomes a combo; custom bets stay custom.
 * The slip never holds more than MAX_SELECTIONS selections.
 */

import { isSystemTypeFor } from '../system-bets';
import {
  type Bet,
  type BetType,
  noBonuses,
  type Selection,
  type SlipChange,
  type SlipContext,
} from './types';

/** Selection cap of the whole slip (part 1 §5, §9). */
export const MAX_SELECTIONS = 40;

export function regularBets(bets: readonly Bet[]): Bet[] {
  return bets.filter((bet) => bet.betType !== 'custom_bet');
}

export function customBets(bets: readonly Bet[]): Bet[] {
  return bets.filter((bet) => bet.betType === 'custom_bet');
}

export function selectionCount(bets: readonly Bet[]): number {
  return bets.reduce((sum, bet) => sum + bet.selections.length, 0);
}

/** Outcomes selected through the regular markets (custom-bet legs are picked in their own builder). */
export function selectedOutcomeIds(bets: readonly Bet[]): string[] {
  return regularBets(bets).flatMap((bet) => bet.selections.map((s) => s.id));
}

export function newBet(betType: BetType, selections: Selection[], ctx: SlipContext): Bet {
  return {
    betType,
    stake: 0,
    stakeSource: 'stake',
    currency: ctx.currency,
    subunits: ctx.subunits,
    selections,
    availableBonuses: noBonuses(),
  };
}

/** Copy of a bet without its system type (so shapes compare equal to bets that never had one). */
export function withoutSystemType(bet: Bet): Bet {
  const { systemType: _dropped, ...rest } = bet;
  return rest;
}

export function withoutBonus(bet: Bet): Bet {
  const { bonus: _bonus, bonusOdds: _odds, ...rest } = bet;
  return { ...rest, availableBonuses: noBonuses() };
}

/** Bring a regular bet back in line with its selection count after legs were added or removed. */
export function reshapeBet(bet: Bet): Bet[] {
  const n = bet.selections.length;
  if (n === 0) return [];
  if (bet.betType === 'custom_bet' || bet.betType === 'single') return [bet];
  if (n === 1) return [{ ...withoutSystemType(bet), betType: 'single' }];
  if (bet.betType === 'system') {
    const winCount = bet.systemType?.winCount ?? 0;
    const matching = { totalCount: n, winCount };
    if (isSystemTypeFor(matching, n)) return [{ ...bet, systemType: matching }];
    return [{ ...withoutSystemType(bet), betType: 'combo' }];
  }
  return [bet];
}

/** A stake the player chose (not derived from a wanted win), without the bonus and system type of the old shape. */
export function asChosenStake(bet: Bet): Bet {
  const base = withoutBonus(withoutSystemType(bet));
  return bet.stakeSource === 'potentialWin' ? { ...base, stakeSource: 'stake' } : base;
}

/** Every selection as its own single, each with the stake the player chose for `from`. */
export function asSingles(from: Bet, selections: readonly Selection[]): Bet[] {
  const base = asChosenStake(from);
  return selections.map((s) => ({ ...base, betType: 'single', selections: [s] }));
}

/** Two selections of one match: no combo or system may hold them (slip-validation `sameMatch`). */
export function sharesAMatch(selections: readonly Pick<Selection, 'matchId'>[]): boolean {
  return new Set(selections.map((s) => s.matchId)).size < selections.length;
}

function isMultiSingle(selection: Selection, ctx: SlipContext): boolean {
  return ctx.multiSingleAvailableByProvider[selection.provider] === true;
}

export function addSelection(bets: readonly Bet[], selection: Selection, ctx: SlipContext): SlipChange {
  if (selectionCount(bets) >= MAX_SELECTIONS) return { bets: [...bets], change: 'limit_reached' };
  const regular = regularBets(bets);
  const custom = customBets(bets);
  const first = regular[0];
  let next: Bet[];
  if (!first) {
    next = [newBet('single', [selection], ctx)];
  } else if (first.betType === 'single') {
    // Two picks of one match never make a combo (no combo may hold both): they stay singles.
    const single =
      regular.length > 1 || isMultiSingle(selection, ctx) || sharesAMatch([...first.selections, selection]);
    next = single
      ? [...regular, newBet('single', [selection], ctx)]
      : [{ ...first, betType: 'combo', selections: [...first.selections, selection] }];
  } else if (sharesAMatch([...first.selections, selection])) {
    // A combo or system could never hold two picks of one match: the slip switches to singles instead.
    next = [...asSingles(first, first.selections), newBet('single', [selection], ctx)];
  } else {
    next = reshapeBet({ ...first, selections: [...first.selections, selection] });
  }
  return { bets: [...next, ...custom], change: 'added' };
}

/** Removes a regular selection by id and reshapes what is left. */
export function removeSelection(bets: readonly Bet[], id: string): SlipChange {
  let removed = false;
  const next = bets.flatMap((bet) => {
    if (bet.betType === 'custom_bet' || !bet.selections.some((s) => s.id === id)) return [bet];
    removed = true;
    return reshapeBet({ ...bet, selections: bet.selections.filter((s) => s.id !== id) });
  });
  return removed ? { bets: next, change: 'removed' } : { bets: [...bets], change: 'ignored' };
}

/** Toggling an outcome adds it if unselected and removes it if selected. */
export function toggleSelection(bets: readonly Bet[], selection: Selection, ctx: SlipContext): SlipChange {
  const selected = regularBets(bets).some((bet) => bet.selections.some((s) => s.id === selection.id));
  return selected ? removeSelection(bets, selection.id) : addSelection(bets, selection, ctx);
}

/**
 * Adds a custom bet (its own bet type; its price is quoted separately). When the slip's first bet
 * already is a custom bet, the slip is left alone and the custom-bet modal asks the player; calling
 * again with `replace` swaps the existing custom bets for the new one.
 */
export function addCustomBet(
  bets: readonly Bet[],
  selections: Selection[],
  customOdds: number | undefined,
  ctx: SlipContext,
  options: { replace?: boolean } = {},
): SlipChange {
  if (selections.length === 0) return { bets: [...bets], change: 'ignored' };
  const kept = options.replace ? regularBets(bets) : [...bets];
  if (!options.replace && kept[0]?.betType === 'custom_bet') {
    return { bets: kept, change: 'custom_bet_modal' };
  }
  if (selectionCount(kept) + selections.length > MAX_SELECTIONS) {
    return { bets: [...bets], change: 'limit_reached' };
  }
  const bet = newBet('custom_bet', selections, ctx);
  return {
    bets: [...kept, customOdds === undefined ? bet : { ...bet, customOdds }],
    change: 'added',
  };
}

/** Removes one leg from the bet at `betIndex`; a custom bet stays custom and needs a new quote. */
export function removeFromBet(bets: readonly Bet[], betIndex: number, id: string): SlipChange {
  const target = bets[betIndex];
  if (!target?.selections.some((s) => s.id === id)) return { bets: [...bets], change: 'ignored' };
  const selections = target.selections.filter((s) => s.id !== id);
  let replacement: Bet[];
  if (target.betType === 'custom_bet') {
    const { customOdds: _stale, ...rest } = target;
    replacement = selections.length === 0 ? [] : [{ ...rest, selections }];
  } else {
    replacement = reshapeBet({ ...target, selections });
  }
  return {
    bets: [...bets.slice(0, betIndex), ...replacement, ...bets.slice(betIndex + 1)],
    change: 'removed',
  };
}

/** Loaded or restored bets put back in slip order: regular bets first, custom bets after. */
export function normaliseOrder(bets: readonly Bet[]): Bet[] {
  return [...regularBets(bets), ...customBets(bets)];
}
