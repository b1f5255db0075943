import { describe, expect, it } from 'vitest';
import { ctx, selection } from '../testing/slip-fixtures';
import { slipPotentialWin, usesFreebet } from './freebet-offers';
import { emptyTicket, ticketReducer } from './ticket';

describe('choosing a freebet in the ticket', () => {
  const start = () => {
    const ticket = ticketReducer(emptyTicket(), {
      type: 'toggle',
      selection: selection({ odds: 2000 }),
      ctx,
    });
    return ticketReducer(ticket, {
      type: 'set_available_bonuses',
      betIndex: 0,
      available: { freebet: [{ bonusId: '7', bonusType: 'freebet', amount: 500 }] },
    });
  };

  it('sets and locks the stake; clearing restores a free stake', () => {
    let ticket = ticketReducer(start(), { type: 'set_stake', betIndex: 0, stake: 300 });
    ticket = ticketReducer(ticket, { type: 'select_freebet', betIndex: 0, bonusId: '7' });
    const [bet] = ticket.bets;
    expect(bet?.stake).toBe(500);
    expect(bet && usesFreebet(bet)).toBe(true);
    // 5.00 at 2.00 returns 10.00; the freebet stake is not returned: 5.00 profit.
    expect(bet && slipPotentialWin(bet)).toBe(500);
    ticket = ticketReducer(ticket, { type: 'set_stake', betIndex: 0, stake: 900 });
    ticket = ticketReducer(ticket, { type: 'set_potential_win', betIndex: 0, potentialWin: 9000 });
    expect(ticket.bets[0]?.stake).toBe(500);
    ticket = ticketReducer(ticket, { type: 'clear_freebet', betIndex: 0 });
    expect(ticket.bets[0]?.bonus).toBeUndefined();
    ticket = ticketReducer(ticket, { type: 'set_stake', betIndex: 0, stake: 900 });
    expect(ticket.bets[0]?.stake).toBe(900);
    expect(ticket.bets[0] && slipPotentialWin(ticket.bets[0])).toBe(1800);
  });

  it('shows what the freebet kind pays: the whole return for all_win, the profit for the others', () => {
    const withKind = (bonusType: 'freebet_all_win' | 'freebet_no_risk' | 'freebet_only_win') => {
      const ticket = ticketReducer(start(), {
        type: 'set_available_bonuses',
        betIndex: 0,
        available: { freebet: [{ bonusId: '8', bonusType, amount: 500 }] },
      });
      return ticketReducer(ticket, { type: 'select_freebet', betIndex: 0, bonusId: '8' }).bets[0];
    };
    for (const kind of ['freebet_all_win', 'freebet_no_risk', 'freebet_only_win'] as const) {
      const bet = withKind(kind);
      expect(bet && usesFreebet(bet)).toBe(true);
      expect(bet && slipPotentialWin(bet)).toBe(kind === 'freebet_all_win' ? 1000 : 500);
    }
  });

  it('drops the freebet and its stake once it is no longer offered', () => {
    let ticket = ticketReducer(start(), { type: 'select_freebet', betIndex: 0, bonusId: '7' });
    ticket = ticketReducer(ticket, {
      type: 'set_available_bonuses',
      betIndex: 0,
      available: { freebet: [] },
    });
    expect(ticket.bets[0]?.bonus).toBeUndefined();
    expect(ticket.bets[0]?.stake).toBe(0);
  });

  it('ignores a freebet that is not offered', () => {
    const ticket = ticketReducer(start(), { type: 'select_freebet', betIndex: 0, bonusId: 'nope' });
    expect(ticket.bets[0]?.bonus).toBeUndefined();
  });
});
