import type { BonusOffersBody, BonusOffersResponse } from '@sportsbook/contracts/bonus-offers';
import type { TicketAction } from '@sportsbook/domain/slip/ticket';
import { type AvailableBonuses, type Bet, noBonuses } from '@sportsbook/domain/slip/types';

/**
 * The slip's side of `POST /bonuses` (spec part 2 §7, ADR 028 "Offers per bet"): which bets are asked about, and
 * the answer turned into each bet's `AvailableBonuses`, which the domain's auto-selection (slip/bonus.ts) reads.
 * Only unplaced singles and combos can take a bonus (a freebet or a comboboost), so only they are sent.
 */

type OfferAnswer = BonusOffersResponse['data'][number];

export interface OffersRequest {
  body: BonusOffersBody;
  /** The slip index of each bet sent, in the body's order. */
  betIndexes: number[];
  /** Names the request: the same bets at the same prices ask the same question. */
  key: string;
}

const asksForOffers = (bet: Bet) => !bet.placed && (bet.betType === 'single' || bet.betType === 'combo');

/** The request for the slip's bets; undefined when no bet can take a bonus. */
export function offersRequest(bets: readonly Bet[]): OffersRequest | undefined {
  const betIndexes = bets.flatMap((bet, index) => (asksForOffers(bet) ? [index] : []));
  if (betIndexes.length === 0) return undefined;
  const body: BonusOffersBody = {
    bets: betIndexes.map((index) => {
      const bet = bets[index] as Bet;
      return {
        type: bet.betType,
        selections: bet.selections.map((s) => ({
          id: s.id,
          match_id: Number(s.matchId),
          market_id: Number(s.marketId),
          specifier: s.specifier,
          outcome_id: s.outcomeId,
          odds: s.acceptedOdds,
        })),
      };
    }),
  };
  return { body, betIndexes, key: JSON.stringify(body) };
}

/** One bet's answer in the slip's shape. */
export function toAvailableBonuses(answer: OfferAnswer): AvailableBonuses {
  const available: AvailableBonuses = { freebet: answer.freebet.map((offer) => ({ ...offer })) };
  const combo = answer.comboboost;
  if (combo) {
    available.comboboost = {
      bonusId: combo.bonusId,
      status: combo.status,
      minOdds: combo.minOdds,
      ranges: combo.ranges.map((range) => ({ ...range })),
      eligibleMatchIds: [...combo.eligibleMatchIds],
    };
  }
  return available;
}

const sameOffers = (a: AvailableBonuses, b: AvailableBonuses) => JSON.stringify(a) === JSON.stringify(b);

function actionIfChanged(
  bets: readonly Bet[],
  betIndex: number,
  available: AvailableBonuses,
): TicketAction[] {
  const bet = bets[betIndex];
  if (!bet || bet.placed || sameOffers(bet.availableBonuses, available)) return [];
  return [{ type: 'set_available_bonuses', betIndex, available }];
}

/**
 * The actions that give each bet the offers the server answered for the request (other unplaced bets, which
 * take no bonus, get none). Only bets whose offers changed get one, so the slip settles after a round; a chosen
 * freebet no longer offered is dropped by the reducer (domain `applyAvailableBonuses`).
 */
export function bonusOfferActions(
  bets: readonly Bet[],
  request: OffersRequest | undefined,
  answer: BonusOffersResponse | undefined,
): TicketAction[] {
  const answered = new Map<number, AvailableBonuses>();
  request?.betIndexes.forEach((betIndex, position) => {
    const item = answer?.data[position];
    if (item) answered.set(betIndex, toAvailableBonuses(item));
  });
  return bets.flatMap((_bet, betIndex) =>
    actionIfChanged(bets, betIndex, answered.get(betIndex) ?? noBonuses()),
  );
}
