/**
 * Bet-type changes (part 1 §4). Changing to single splits the selections into separate singles;
 * combo and system convert. The change is ignored when the type is unchanged, for a single-selection
 * single, when the system type does not fit the selection count, for custom bets, and (a combo or
 * system) when two selections share a match, since such a bet could never be placed.
 *
 * Unlike part 1 §4, singles are always a choice with two or more selections (issue 19: a player
 * expects "Singles" next to the multiples); the operator's multi-single flag only decides whether a
 * second pick adds a single or makes a combo (compose.ts).
 *
 * A change of type is an explicit choice, so the bonus is cleared (the next bonus offer re-selects),
 * and a stake derived from a wanted win becomes a plain stake (the win no longer matches).
 */

import { isSystemTypeFor, type SystemType, sameSystemType } from '../system-bets';
import { asChosenStake, asSingles, customBets, regularBets, sharesAMatch } from './compose';
import type { Bet, SlipChange, SlipContext } from './types';

export type BetTypeTarget =
  | { betType: 'single' }
  | { betType: 'combo' }
  | { betType: 'system'; systemType: SystemType };

export function changeBetType(bets: readonly Bet[], target: BetTypeTarget, _ctx: SlipContext): SlipChange {
  const ignored: SlipChange = { bets: [...bets], change: 'ignored' };
  const regular = regularBets(bets);
  const first = regular[0];
  if (!first) return ignored;
  const selections = regular.flatMap((bet) => bet.selections);
  const current = first.betType;
  if (selections.length < 2) return ignored;

  let next: Bet[];
  switch (target.betType) {
    case 'single': {
      if (current === 'single') return ignored;
      next = asSingles(first, selections);
      break;
    }
    case 'combo': {
      if (current === 'combo' || sharesAMatch(selections)) return ignored;
      next = [{ ...asChosenStake(first), betType: 'combo', selections }];
      break;
    }
    case 'system': {
      if (current === 'system' && sameSystemType(first.systemType, target.systemType)) return ignored;
      if (!isSystemTypeFor(target.systemType, selections.length) || sharesAMatch(selections)) return ignored;
      const systemType = { totalCount: target.systemType.totalCount, winCount: target.systemType.winCount };
      next = [{ ...asChosenStake(first), betType: 'system', selections, systemType }];
      break;
    }
  }
  return { bets: [...next, ...customBets(bets)], change: 'changed' };
}
