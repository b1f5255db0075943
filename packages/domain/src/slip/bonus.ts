/**
 * Bonuses on a bet (part 1 §3-4, part 2 §3, §5).
 * - Auto-selection follows BONUS_AUTO_SELECTION_ORDER (hunting, then tournament, then comboboost); only offers
 *   whose status is usable (available or active) count, and a comboboost only on a combo with an active range.
 * - Comboboost (rules in ../comboboost): the selections at or above its minimum odds whose matches meet its event
 *   conditions are suitable; the active range is the one holding their count, and its bonus odds become the bet's.
 * - A freebet the player chose stays while it is offered (its stake following the offered amount, which a boost
 *   raises); once it is no longer offered it is dropped and the stake goes back to 0.
 * - The player may turn the comboboost off (`setComboboost`): the bet keeps it off, whatever the next offers say,
 *   until the player turns it on again.
 * - The bonus follows the bet's legs: after an edit (`rederiveBonus`) the range is recomputed from the offers the
 *   bet holds, so adding or removing a leg moves the boost before the server answers for the new legs.
 */

import { BONUS_AUTO_SELECTION_ORDER, isFreebetKind, isUsableBonusStatus } from '../bonus-kinds';
import { activeRangeIndex, legCounts } from '../comboboost';
import type { AvailableBonuses, Bet, BetBonus, ComboboostOffer, FreebetOffer, PointsOffer } from './types';

/** The comboboost's active range for these selections; undefined when their count has none. */
export function comboboostRange(
  offer: ComboboostOffer,
  selections: readonly { id: string; matchId: string; acceptedOdds: number }[],
): { activeRangeIndex: number; suitableSelections: string[]; bonusOdds: number } | undefined {
  const eligible = offer.eligibleMatchIds;
  const suitableSelections = selections
    .filter((s) => legCounts(offer.minOdds, s.acceptedOdds, eligible?.includes(s.matchId) ?? true))
    .map((s) => s.id);
  const index = activeRangeIndex(offer.ranges, suitableSelections.length);
  const range = index === undefined ? undefined : offer.ranges[index];
  return index !== undefined && range
    ? { activeRangeIndex: index, suitableSelections, bonusOdds: range.bonusOdds }
    : undefined;
}

function pointsBonus(offer: PointsOffer, bonusType: 'hunting' | 'tournament'): BetBonus {
  const bonus: BetBonus = {
    bonusId: offer.bonusId,
    bonusType,
    potentialPoints: offer.potentialPoints,
    availablePoints: offer.availablePoints,
  };
  return offer.potentialFreebetAmount === undefined
    ? bonus
    : { ...bonus, potentialFreebetAmount: offer.potentialFreebetAmount };
}

/** The bonus the slip picks by itself for a bet, with the bonus odds it brings. */
export function autoSelectBonus(
  bet: Pick<Bet, 'betType' | 'selections' | 'comboboostOff'>,
  available: AvailableBonuses,
): { bonus: BetBonus; bonusOdds?: number } | undefined {
  for (const kind of BONUS_AUTO_SELECTION_ORDER) {
    if (kind === 'comboboost') {
      const offer = available.comboboost;
      if (!offer || !isUsableBonusStatus(offer.status) || bet.betType !== 'combo' || bet.comboboostOff)
        continue;
      const range = comboboostRange(offer, bet.selections);
      if (!range) continue;
      return {
        bonus: {
          bonusId: offer.bonusId,
          bonusType: 'comboboost',
          activeRangeIndex: range.activeRangeIndex,
          suitableSelections: range.suitableSelections,
        },
        bonusOdds: range.bonusOdds,
      };
    }
    const offer = available[kind];
    if (offer && isUsableBonusStatus(offer.status)) return { bonus: pointsBonus(offer, kind) };
  }
  return undefined;
}

function withoutBonusFields(bet: Bet): Bet {
  const { bonus: _bonus, bonusOdds: _odds, ...rest } = bet;
  return rest;
}

function withAuto(bet: Bet, available: AvailableBonuses): Bet {
  const base = withoutBonusFields(bet);
  const picked = autoSelectBonus(base, available);
  if (!picked) return base;
  return picked.bonusOdds === undefined
    ? { ...base, bonus: picked.bonus }
    : { ...base, bonus: picked.bonus, bonusOdds: picked.bonusOdds };
}

/**
 * New offers from the server for a bet: a chosen freebet stays while offered (at the offered amount), is
 * dropped (stake 0) once not; any other bonus is chosen again by priority.
 */
export function applyAvailableBonuses(bet: Bet, available: AvailableBonuses): Bet {
  const current = bet.bonus;
  const withOffers = { ...bet, availableBonuses: available };
  if (current && isFreebetKind(current.bonusType)) {
    const still = available.freebet.find((f) => f.bonusId === current.bonusId);
    if (still) return usingFreebet(withOffers, still);
    return { ...withAuto(withOffers, available), stake: 0, stakeSource: 'stake' };
  }
  return withAuto(withOffers, available);
}

/** The bet staked with this freebet offer, in place of any other bonus. */
function usingFreebet(bet: Bet, offer: FreebetOffer): Bet {
  return {
    ...withoutBonusFields(bet),
    bonus: { bonusId: offer.bonusId, bonusType: offer.bonusType, freebetStake: offer.amount },
    stake: offer.amount,
    stakeSource: 'stake',
  };
}

/** The player uses an offered freebet: it replaces any other bonus and sets the stake to its amount. */
export function selectFreebet(bet: Bet, bonusId: string): Bet {
  const offer = bet.availableBonuses.freebet.find((f) => f.bonusId === bonusId);
  return offer ? usingFreebet(bet, offer) : bet;
}

/** The player stops using a freebet: its stake goes with it and the automatic choice returns. */
export function clearFreebet(bet: Bet): Bet {
  if (!bet.bonus || !isFreebetKind(bet.bonus.bonusType)) return bet;
  return { ...withAuto(bet, bet.availableBonuses), stake: 0, stakeSource: 'stake' };
}

/**
 * The player turns the bet's comboboost on or off. Off drops it (and its bonus odds) and keeps it off; on lets
 * auto-selection take it again. A freebet paying the stake stays either way: the comboboost only comes back in
 * its place once the freebet is cleared.
 */
export function setComboboost(bet: Bet, on: boolean): Bet {
  const { comboboostOff: _off, ...rest } = bet;
  const next: Bet = on ? rest : { ...rest, comboboostOff: true };
  if (bet.bonus && isFreebetKind(bet.bonus.bonusType)) return next;
  return withAuto(next, next.availableBonuses);
}

/**
 * The bet's bonus again from the offers it holds, after its legs or prices changed: a comboboost's range follows
 * the legs at once (the server's next answer confirms it). A placed bet keeps what it was placed with.
 */
export function rederiveBonus(bet: Bet): Bet {
  return bet.placed ? bet : applyAvailableBonuses(bet, bet.availableBonuses);
}
