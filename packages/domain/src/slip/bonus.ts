/**
 * Bonuses on a bet (part 1 §3-4, part 2 §3, §5).
 * - Auto-selection priority: hunting, then tournament, then comboboost; only offers whose status is
 *   available or active count, and a comboboost only when a range is active.
 * - Comboboost: the selections priced at or above its minimum odds are suitable; the active range is
 *   the one whose [minCount, maxCount] holds their count, and its bonus odds become the bet's.
 * - A freebet the player chose stays while it is offered; once it is no longer offered it is dropped
 *   and the stake goes back to 0.
 */

import {
  type AvailableBonuses,
  type Bet,
  type BetBonus,
  type BonusStatus,
  type ComboboostOffer,
  type FreebetOffer,
  isFreebetType,
  type PointsOffer,
} from './types';

export const AUTO_BONUS_PRIORITY = ['hunting', 'tournament', 'comboboost'] as const;

function isUsable(status: BonusStatus): boolean {
  return status === 'available' || status === 'active';
}

export function comboboostRange(
  offer: ComboboostOffer,
  selections: readonly { id: string; acceptedOdds: number }[],
): { activeRangeIndex: number; suitableSelections: string[]; bonusOdds: number } | undefined {
  const suitableSelections = selections.filter((s) => s.acceptedOdds >= offer.minOdds).map((s) => s.id);
  const count = suitableSelections.length;
  const activeRangeIndex = offer.ranges.findIndex((r) => r.minCount <= count && count <= r.maxCount);
  const range = offer.ranges[activeRangeIndex];
  return range ? { activeRangeIndex, suitableSelections, bonusOdds: range.bonusOdds } : undefined;
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
  bet: Pick<Bet, 'betType' | 'selections'>,
  available: AvailableBonuses,
): { bonus: BetBonus; bonusOdds?: number } | undefined {
  for (const kind of AUTO_BONUS_PRIORITY) {
    if (kind === 'comboboost') {
      const offer = available.comboboost;
      if (!offer || !isUsable(offer.status) || bet.betType !== 'combo') continue;
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
    if (offer && isUsable(offer.status)) return { bonus: pointsBonus(offer, kind) };
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
 * New offers from the server for a bet: a chosen freebet stays while offered, is dropped (stake 0)
 * once not; any other bonus is chosen again by priority.
 */
export function applyAvailableBonuses(bet: Bet, available: AvailableBonuses): Bet {
  const current = bet.bonus;
  const withOffers = { ...bet, availableBonuses: available };
  if (current && isFreebetType(current.bonusType)) {
    const still = available.freebet.some((f) => f.bonusId === current.bonusId);
    if (still) return withOffers;
    return { ...withAuto(withOffers, available), stake: 0, stakeSource: 'stake' };
  }
  return withAuto(withOffers, available);
}

/** The player uses an offered freebet: it replaces any other bonus and sets the stake to its amount. */
export function selectFreebet(bet: Bet, bonusId: string): Bet {
  const offer: FreebetOffer | undefined = bet.availableBonuses.freebet.find((f) => f.bonusId === bonusId);
  if (!offer) return bet;
  return {
    ...withoutBonusFields(bet),
    bonus: { bonusId: offer.bonusId, bonusType: offer.bonusType, freebetStake: offer.amount },
    stake: offer.amount,
    stakeSource: 'stake',
  };
}

/** The player stops using a freebet: its stake goes with it and the automatic choice returns. */
export function clearFreebet(bet: Bet): Bet {
  if (!bet.bonus || !isFreebetType(bet.bonus.bonusType)) return bet;
  return { ...withAuto(bet, bet.availableBonuses), stake: 0, stakeSource: 'stake' };
}
