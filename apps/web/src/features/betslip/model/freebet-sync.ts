import { freebetOffersFor, type PlayerFreebet } from '@sportsbook/domain/slip/freebet-offers';
import type { TicketAction } from '@sportsbook/domain/slip/ticket';
import type { Bet, FreebetOffer } from '@sportsbook/domain/slip/types';

const same = (a: readonly FreebetOffer[], b: readonly FreebetOffer[]) =>
  a.length === b.length &&
  a.every((offer, i) => offer.bonusId === b[i]?.bonusId && offer.amount === b[i]?.amount);

/**
 * The actions that bring each bet's freebet offers in line with the player's freebets (domain suitability at
 * `now`): only bets whose offers changed get one, so the slip settles after a round. A freebet a bet uses that is
 * no longer offered is dropped by the reducer (domain `applyAvailableBonuses`). Bets already placed are left.
 */
export function freebetOfferActions(
  bets: readonly Bet[],
  freebets: readonly PlayerFreebet[],
  now: number,
): TicketAction[] {
  return bets.flatMap((bet, betIndex): TicketAction[] => {
    if (bet.placed) return [];
    const offers = freebetOffersFor(bet, freebets, now);
    if (same(offers, bet.availableBonuses.freebet)) return [];
    return [
      { type: 'set_available_bonuses', betIndex, available: { ...bet.availableBonuses, freebet: offers } },
    ];
  });
}
