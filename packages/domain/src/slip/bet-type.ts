/**
 * Bet-type changes (part 1 §4). Changing to single splits the selections into separate singles;
 * combo and system convert. The change is ignored when the type is unchanged, for a single-selection
 * single, when changing to single with several selections and no multi-single support for every
 * provider involved, when the system type does not fit the selection count, and for custom bets.
 *
 * A change of type is an explicit choice, so the bonus is cleared (the next bonus offer re-selects),
 * and a stake derived from a wanted win becomes a plain stake (the win no longer matches).
 */

import { isSystemTypeFor, type SystemType, sameSystemType } from '../system-bets';
import { customBets, regularBets, withoutBonus, withoutSystemType } from './compose';
import type { Bet, SlipChange, SlipContext } from './types';

export type BetTypeTarget =
  | { betType: 'single' }
  | { betType: 'combo' }
  | { betType: 'system'; systemType: SystemType };

function asChosenStake(bet: Bet): Bet {
  const base = withoutBonus(withoutSystemType(bet));
  return bet.stakeSource === 'potentialWin' ? { ...base, stakeSource: 'stake' } : base;
}

export function changeBetType(bets: readonly Bet[], target: BetTypeTarget, ctx: SlipContext): SlipChange {
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
      const supported = selections.every((s) => ctx.multiSingleAvailableByProvider[s.provider] === true);
      if (!supported) return ignored;
      const base = asChosenStake(first);
      next = selections.map((s) => ({ ...base, betType: 'single', selections: [s] }));
      break;
    }
    case 'combo': {
      if (current === 'combo') return ignored;
      next = [{ ...asChosenStake(first), betType: 'combo', selections }];
      break;
    }
    case 'system': {
      if (current === 'system' && sameSystemType(first.systemType, target.systemType)) return ignored;
      if (!isSystemTypeFor(target.systemType, selections.length)) return ignored;
      const systemType = { totalCount: target.systemType.totalCount, winCount: target.systemType.winCount };
      next = [{ ...asChosenStake(first), betType: 'system', selections, systemType }];
      break;
    }
  }
  return { bets: [...next, ...customBets(bets)], change: 'changed' };
}
