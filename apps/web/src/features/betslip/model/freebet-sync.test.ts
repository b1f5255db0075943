import type { FreebetTerms } from '@sportsbook/domain/freebets';
import { newBet } from '@sportsbook/domain/slip/compose';
import { emptyTicket, ticketReducer } from '@sportsbook/domain/slip/ticket';
import { newSelection } from '@sportsbook/domain/slip/types';
import { describe, expect, it } from 'vitest';
import { freebetOfferActions } from './freebet-sync';

const NOW = Date.UTC(2026, 10, 22, 12);
const terms = (over: Partial<FreebetTerms> = {}): FreebetTerms => ({
  status: 'active',
  currency: 'EUR',
  amount: 500,
  minOdds: 1500,
  maxOdds: null,
  selectionCountFrom: 1,
  selectionCountTo: null,
  matchStatus: 'any',
  validTo: NOW + 86_400_000,
  ...over,
});
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

describe('freebet offers in the slip', () => {
  it('offers suitable freebets once and then settles', () => {
    const bets = [newBet('single', [pick('m1', 2000)], ctx), newBet('single', [pick('m2', 1200)], ctx)];
    const freebets = [{ id: '1', terms: terms() }];
    const actions = freebetOfferActions(bets, freebets, NOW);
    expect(actions).toEqual([
      {
        type: 'set_available_bonuses',
        betIndex: 0,
        available: { freebet: [{ bonusId: '1', bonusType: 'freebet', amount: 500 }] },
      },
    ]);
    const ticket = actions.reduce(ticketReducer, { ...emptyTicket(), bets });
    expect(freebetOfferActions(ticket.bets, freebets, NOW)).toEqual([]);
  });

  it('drops a chosen freebet and its stake once the player no longer has it', () => {
    const bets = [newBet('single', [pick('m1', 2000)], ctx)];
    let ticket = freebetOfferActions(bets, [{ id: '1', terms: terms() }], NOW).reduce(ticketReducer, {
      ...emptyTicket(),
      bets,
    });
    ticket = ticketReducer(ticket, { type: 'select_freebet', betIndex: 0, bonusId: '1' });
    expect(ticket.bets[0]?.stake).toBe(500);
    ticket = freebetOfferActions(ticket.bets, [], NOW).reduce(ticketReducer, ticket);
    expect(ticket.bets[0]?.bonus).toBeUndefined();
    expect(ticket.bets[0]?.stake).toBe(0);
  });
});
