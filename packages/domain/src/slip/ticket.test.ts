import { describe, expect, it } from 'vitest';
import { MARKET_STATUS, MATCH_STATUS } from '../match-status';
import { ctx, selection } from '../testing/slip-fixtures';
import { emptyTicket, type Ticket, type TicketAction, ticketReducer } from './ticket';
import type { Selection } from './types';

const a = selection({ match: 'sr:match:1', odds: 2000 });
const b = selection({ match: 'sr:match:2', odds: 1500 });
const c = selection({ match: 'sr:match:3', odds: 3000 });

function apply(actions: TicketAction[], from: Ticket = emptyTicket()): Ticket {
  return actions.reduce(ticketReducer, from);
}

const toggle = (s: Selection): TicketAction => ({ type: 'toggle', selection: s, ctx });
const priceOf = (s: Selection, odds: number): TicketAction => ({
  type: 'refresh_odds',
  mode: 'none',
  markets: [
    {
      matchId: s.matchId,
      marketId: s.marketId,
      specifier: s.specifier,
      status: MARKET_STATUS.active,
      outcomes: [{ id: s.outcomeId, odds, active: true }],
    },
  ],
});

function placing(): Ticket {
  return apply([
    toggle(a),
    toggle(b),
    { type: 'set_stake', betIndex: 0, stake: 1000 },
    { type: 'place_start', isLoggedIn: true },
  ]);
}

describe('ticket processing state', () => {
  it('derives selected outcome ids and system types from the bets', () => {
    const ticket = apply([toggle(a), toggle(b), toggle(c)]);
    expect(ticket.selectedOutcomeIds).toEqual([a.id, b.id, c.id]);
    expect(ticket.systemTypes).toEqual([{ totalCount: 3, winCount: 2 }]);
    expect(ticket.ticketState).toBe('initial');
  });

  it('adding selections sets odds changed if any bet has odds changes, otherwise initial', () => {
    const changed = apply([toggle(a), priceOf(a, 2100)]);
    expect(changed.ticketState).toBe('odds_changed');
    expect(ticketReducer(changed, toggle(b)).ticketState).toBe('odds_changed');
    expect(apply([toggle(a), toggle(b)]).ticketState).toBe('initial');
  });

  it('loading bets sets odds changed or initial and the restoring flag; restored clears it', () => {
    const changed = apply([toggle(a), priceOf(a, 2100)]);
    const loaded = ticketReducer(emptyTicket(), { type: 'load', bets: changed.bets, restoring: true });
    expect(loaded).toMatchObject({
      ticketState: 'odds_changed',
      isRestoring: true,
      selectedOutcomeIds: [a.id],
    });
    expect(ticketReducer(loaded, { type: 'restored' }).isRestoring).toBe(false);
    const plain = ticketReducer(emptyTicket(), {
      type: 'load',
      bets: apply([toggle(b)]).bets,
      restoring: false,
    });
    expect(plain.ticketState).toBe('initial');
  });

  it('clearing resets to initial', () => {
    const cleared = apply([toggle(a), priceOf(a, 2100), { type: 'clear' }]);
    expect(cleared).toMatchObject({
      ticketState: 'initial',
      bets: [],
      selectedOutcomeIds: [],
      processingBets: [],
    });
  });

  it('accepting odds changes returns to initial', () => {
    const accepted = apply([toggle(a), priceOf(a, 2100), { type: 'accept_changes' }]);
    expect(accepted.ticketState).toBe('initial');
    expect(accepted.bets[0]?.selections[0]?.acceptedOdds).toBe(2100);
  });

  it('placing sets initial, clears the error, marks in progress and keeps only bets with stake above 0', () => {
    const failed = apply(
      [toggle(a), { type: 'set_stake', betIndex: 0, stake: 500 }, { type: 'place_start', isLoggedIn: true }],
      emptyTicket(),
    );
    const withError = ticketReducer(failed, { type: 'place_error', failure: { code: 999, message: 'x' } });
    expect(withError.error).toBeDefined();
    const ctxMulti = { ...ctx, multiSingleAvailableByProvider: { betradar: true } };
    const ticket = apply(
      [
        { type: 'toggle', selection: b, ctx: ctxMulti },
        { type: 'set_stake', betIndex: 0, stake: 500 },
        { type: 'set_stake', betIndex: 1, stake: 0 },
        { type: 'place_start', isLoggedIn: true },
      ],
      withError,
    );
    expect(ticket.bets).toHaveLength(2);
    expect(ticket).toMatchObject({ ticketState: 'initial', inProgress: true });
    expect(ticket.error).toBeUndefined();
    expect(ticket.processingBets).toEqual([ticket.bets[0]]);
  });

  it('placing while not logged in resets the ticket state and keeps the bets', () => {
    const ticket = apply([toggle(a), priceOf(a, 2100), { type: 'place_start', isLoggedIn: false }]);
    expect(ticket).toMatchObject({ ticketState: 'initial', inProgress: false });
    expect(ticket.bets).toHaveLength(1);
  });

  it('a placed bet awaiting acceptance keeps the ticket processing, then succeeds', () => {
    const start = placing();
    expect(start.processingBets).toEqual(start.bets);
    const placed = ticketReducer(start, {
      type: 'place_success',
      placed: [{ betId: 'B1', ref: 'BREF1', status: 'submitted', isVip: false, odds: 3000 }],
    });
    expect(placed).toMatchObject({ ticketState: 'processing', inProgress: false, bets: [] });
    expect(placed.processingBets[0]?.placed?.betId).toBe('B1');
    const accepted = ticketReducer(placed, {
      type: 'placed_bet_status',
      betId: 'B1',
      status: 'waiting_results',
    });
    expect(accepted.ticketState).toBe('success');
    expect(accepted.processingBets).toHaveLength(1);
  });

  it('a refused bet goes back into the slip with the default error, and the processing bets empty', () => {
    const start = placing();
    const placed = ticketReducer(start, {
      type: 'place_success',
      placed: [{ betId: 'B1', ref: 'BREF1', status: 'submitted', isVip: true, odds: 3000 }],
    });
    const refused = ticketReducer(placed, { type: 'placed_bet_status', betId: 'B1', status: 'rejected' });
    expect(refused.ticketState).toBe('error');
    expect(refused.error).toMatchObject({
      message: 'error.place_bets.default',
      errorsByBet: ['error.place_bets.default'],
    });
    expect(refused.processingBets).toEqual([]);
    expect(refused.bets).toHaveLength(1);
    expect(refused.bets[0]?.placed).toBeUndefined();
  });

  it('an accepted bet goes straight to success', () => {
    const start = placing();
    const done = ticketReducer(start, {
      type: 'place_success',
      placed: [{ betId: 'B1', ref: 'BREF1', status: 'waiting_results', isVip: false, odds: 3000 }],
    });
    expect(done.ticketState).toBe('success');
    expect(done.bets).toEqual([]);
  });

  it('an error keeps per-bet messages, details and the code, and empties the processing bets', () => {
    const failed = ticketReducer(placing(), {
      type: 'place_error',
      failure: { httpStatus: 400, code: 101, details: { market: 1 }, errorsByBet: ['odds moved'] },
    });
    expect(failed).toMatchObject({
      ticketState: 'error',
      inProgress: false,
      processingBets: [],
      error: {
        message: 'error.place_bets.invalid_odds',
        code: 101,
        details: { market: 1 },
        errorsByBet: ['odds moved'],
        wrongOdds: true,
      },
    });
  });

  it('an API string code is an error with a code: shown in the slip with its own message', () => {
    const failed = ticketReducer(placing(), {
      type: 'place_error',
      failure: {
        httpStatus: 400,
        code: 'insufficient_funds',
        message: 'error.place_bets.insufficient_funds',
      },
    });
    expect(failed).toMatchObject({
      ticketState: 'error',
      error: { code: 'insufficient_funds', message: 'error.place_bets.insufficient_funds', wrongOdds: false },
    });
  });

  it('without an error code, or on a 401, the ticket resets to initial (the error goes to the global alert)', () => {
    expect(ticketReducer(placing(), { type: 'place_error', failure: { httpStatus: 500 } })).toMatchObject({
      ticketState: 'initial',
      inProgress: false,
    });
    const unauthorised = ticketReducer(placing(), {
      type: 'place_error',
      failure: { httpStatus: 401, code: 7 },
    });
    expect(unauthorised.ticketState).toBe('initial');
    expect(unauthorised.error).toBeUndefined();
  });

  it('a provider status change marks selections unavailable', () => {
    const ticket = apply([toggle(a), { type: 'provider_statuses', providers: { betradar: false } }]);
    expect(ticket.bets[0]?.selections[0]?.isNotAvailable).toBe(true);
  });

  it('live updates switch between initial and odds changed but never leave an error', () => {
    const failed = ticketReducer(placing(), { type: 'place_error', failure: { code: 999 } });
    expect(ticketReducer(failed, priceOf(a, 2500)).ticketState).toBe('error');
    const flagged = apply([toggle(a), priceOf(a, 2500)]);
    expect(ticketReducer(flagged, priceOf(a, 2000)).ticketState).toBe('initial');
  });

  it('purging, dropping and match status go through the slip rules', () => {
    const ticket = apply([
      toggle(a),
      toggle(b),
      { type: 'match_status', matchId: a.matchId, status: MATCH_STATUS.finished, providers: {} },
      { type: 'purge' },
    ]);
    expect(ticket.selectedOutcomeIds).toEqual([b.id]);
    expect(ticket.bets[0]?.betType).toBe('single');
    const dropped = ticketReducer(ticket, {
      type: 'drop_missing',
      matches: [{ matchId: b.matchId, status: MATCH_STATUS.prematch, markets: [] }],
      providers: {},
    });
    expect(dropped.bets).toEqual([]);
  });

  it('routes stakes, potential win, bet type, currency, custom odds and bonuses to the slip rules', () => {
    const ticket = apply([
      toggle(a),
      toggle(b),
      toggle(c),
      { type: 'set_potential_win', betIndex: 0, potentialWin: 9000 },
      {
        type: 'change_bet_type',
        target: { betType: 'system', systemType: { totalCount: 3, winCount: 2 } },
        ctx,
      },
    ]);
    expect(ticket.bets[0]).toMatchObject({ betType: 'system', stake: 1000, stakeSource: 'stake' });
    const euros = ticketReducer(ticket, { type: 'change_currency', currency: 'USD', subunits: 100 });
    expect(euros.bets[0]).toMatchObject({ currency: 'USD', stake: 0, stakeSource: 'sharing' });
    const custom = apply([
      { type: 'add_custom_bet', selections: [a], ctx },
      { type: 'set_custom_odds', betIndex: 0, customOdds: 2750 },
      { type: 'add_custom_bet', selections: [b], customOdds: 1900, ctx },
    ]);
    expect(custom.bets).toHaveLength(1);
    expect(custom.bets[0]?.customOdds).toBe(2750);
    const replaced = ticketReducer(custom, {
      type: 'add_custom_bet',
      selections: [b],
      customOdds: 1900,
      ctx,
      replace: true,
    });
    expect(replaced.bets[0]?.selections).toEqual([b]);
    const removed = ticketReducer(replaced, { type: 'remove', betIndex: 0, selectionId: b.id });
    expect(removed.bets).toEqual([]);
    const bonus = ticketReducer(ticket, {
      type: 'set_available_bonuses',
      betIndex: 0,
      available: {
        freebet: [],
        hunting: { bonusId: 'h', status: 'active', potentialPoints: 1, availablePoints: 2 },
      },
    });
    expect(bonus.bets[0]?.bonus?.bonusType).toBe('hunting');
    const upcoming = ticketReducer(ticket, {
      type: 'set_upcoming_bonuses',
      bonuses: [{ bonusId: 'u', bonusType: 'freebet' }],
    });
    expect(ticketReducer(upcoming, { type: 'clear' }).upcomingBonuses).toEqual([
      { bonusId: 'u', bonusType: 'freebet' },
    ]);
  });

  it('the comboboost of a combo follows its legs as they are added and removed, and the player can turn it off', () => {
    const comboboost = {
      bonusId: 'cb',
      status: 'active' as const,
      minOdds: 1200,
      ranges: [{ minCount: 3, maxCount: 40, bonusOdds: 1100 }],
    };
    const two = apply([
      toggle(a),
      toggle(b),
      { type: 'set_available_bonuses', betIndex: 0, available: { freebet: [], comboboost } },
    ]);
    expect(two.bets[0]?.bonusOdds).toBeUndefined();
    const three = ticketReducer(two, toggle(c));
    expect(three.bets[0]).toMatchObject({ bonus: { bonusType: 'comboboost' }, bonusOdds: 1100 });
    const off = ticketReducer(three, { type: 'set_comboboost', betIndex: 0, on: false });
    expect(off.bets[0]?.bonus).toBeUndefined();
    const on = ticketReducer(off, { type: 'set_comboboost', betIndex: 0, on: true });
    expect(on.bets[0]?.bonusOdds).toBe(1100);
    const removed = ticketReducer(on, { type: 'remove', betIndex: 0, selectionId: c.id });
    expect(removed.bets[0]?.bonus).toBeUndefined();
    expect(removed.bets[0]?.bonusOdds).toBeUndefined();
  });
});
