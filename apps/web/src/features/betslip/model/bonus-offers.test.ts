import type { BonusOffersResponse } from '@sportsbook/contracts/bonus-offers';
import { newBet } from '@sportsbook/domain/slip/compose';
import { emptyTicket, ticketReducer } from '@sportsbook/domain/slip/ticket';
import { type Bet, newSelection } from '@sportsbook/domain/slip/types';
import { describe, expect, it } from 'vitest';
import { bonusOfferActions, offersRequest, toAvailableBonuses } from './bonus-offers';

const ctx = { currency: 'EUR', subunits: 100, multiSingleAvailableByProvider: {} };
const pick = (matchId: string, odds: number) =>
  newSelection({
    matchId,
    matchUrnId: matchId,
    matchSlug: matchId,
    matchStatus: 0,
    marketId: '1',
    marketName: '1x2',
    marketGroup: 'main',
    specifier: '',
    outcomeId: '1',
    outcomeName: 'Home',
    odds,
    provider: 'betradar',
    sportKey: 'football',
    nameA: 'A',
    nameB: 'B',
    categoryName: 'C',
    group: 'regular',
  });
const legs = [pick('11', 1500), pick('12', 1600), pick('13', 1100)];
const combo = newBet('combo', legs, ctx);
const comboboostAnswer = {
  bonusId: '40',
  status: 'active' as const,
  minOdds: 1200,
  ranges: [
    { minCount: 2, maxCount: 2, bonusOdds: 1050 },
    { minCount: 3, maxCount: 40, bonusOdds: 1100 },
  ],
  eligibleMatchIds: ['11', '12', '13'],
  activeRangeIndex: 0,
  suitableSelections: [legs[0]?.id ?? '', legs[1]?.id ?? ''],
};
const answer: BonusOffersResponse = {
  data: [
    { comboboost: comboboostAnswer, freebet: [{ bonusId: '7', bonusType: 'freebet_no_risk', amount: 500 }] },
  ],
};

describe('bonus offers from POST /bonuses', () => {
  it('asks about unplaced singles and combos with the slip selection ids at the accepted prices', () => {
    const system: Bet = { ...newBet('system', legs, ctx), systemType: { totalCount: 3, winCount: 2 } };
    const request = offersRequest([system, combo]);
    expect(request?.betIndexes).toEqual([1]);
    expect(request?.body.bets[0]).toEqual({
      type: 'combo',
      selections: legs.map((s) => ({
        id: s.id,
        match_id: Number(s.matchId),
        market_id: 1,
        specifier: '',
        outcome_id: '1',
        odds: s.acceptedOdds,
      })),
    });
    expect(offersRequest([system])).toBeUndefined();
    const repriced = offersRequest([{ ...combo, selections: [pick('11', 1700), ...legs.slice(1)] }]);
    expect(repriced?.key).not.toBe(request?.key);
  });

  it("turns an answer into the slip's offers: the comboboost's terms with its eligible matches, the freebets", () => {
    expect(toAvailableBonuses(answer.data[0] ?? { freebet: [] })).toEqual({
      freebet: [{ bonusId: '7', bonusType: 'freebet_no_risk', amount: 500 }],
      comboboost: {
        bonusId: '40',
        status: 'active',
        minOdds: 1200,
        ranges: comboboostAnswer.ranges,
        eligibleMatchIds: ['11', '12', '13'],
      },
    });
  });

  it('the domain picks the comboboost from the offers, and the slip settles after one round', () => {
    const request = offersRequest([combo]);
    const actions = bonusOfferActions([combo], request, answer);
    expect(actions).toHaveLength(1);
    const ticket = actions.reduce(ticketReducer, { ...emptyTicket(), bets: [combo] });
    expect(ticket.bets[0]).toMatchObject({
      bonus: { bonusId: '40', bonusType: 'comboboost', activeRangeIndex: 0 },
      bonusOdds: 1050,
    });
    expect(bonusOfferActions(ticket.bets, request, answer)).toEqual([]);
  });

  it('a visitor, or a bet the answer leaves out, holds no offers: a chosen freebet goes with its stake', () => {
    const single = newBet('single', [pick('11', 2000)], ctx);
    const offered = bonusOfferActions([single], offersRequest([single]), {
      data: [{ freebet: [{ bonusId: '7', bonusType: 'freebet', amount: 500 }] }],
    }).reduce(ticketReducer, { ...emptyTicket(), bets: [single] });
    const staked = ticketReducer(offered, { type: 'select_freebet', betIndex: 0, bonusId: '7' });
    expect(staked.bets[0]?.stake).toBe(500);
    const dropped = bonusOfferActions(staked.bets, undefined, undefined).reduce(ticketReducer, staked);
    expect(dropped.bets[0]).toMatchObject({ stake: 0, availableBonuses: { freebet: [] } });
    expect(dropped.bets[0]?.bonus).toBeUndefined();
  });
});
