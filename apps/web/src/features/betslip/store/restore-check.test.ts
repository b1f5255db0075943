import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { describe, expect, it } from 'vitest';
import { selectionFromPick } from '@/features/betslip/model/pick-to-selection';
import { saveBets } from '@/features/betslip/model/slip-storage';
import { checkRestored } from './restore-check';
import { createSlipStore } from './slip-store';
import { memoryStorage, pick } from './test-support';

function restoredSlip() {
  const storage = memoryStorage();
  const before = createSlipStore({ storage: memoryStorage() });
  for (const m of [1, 2, 3]) before.toggle(selectionFromPick(pick(m)));
  saveBets(storage, before.getState().ticket.bets);
  const slip = createSlipStore({ storage });
  return { slip, matchIds: slip.restore('') };
}

const market = (matchId: string, odds: number, status = 1) => ({
  matchId,
  marketId: '1',
  specifier: '',
  status,
  outcomes: [{ id: '1', odds, active: true }],
});

describe('checking restored selections', () => {
  it('drops what is gone, marks what cannot be bet and flags moved prices; unknown matches stay', async () => {
    const { slip, matchIds } = restoredSlip();
    expect(matchIds).toEqual(['1', '2', '3']);
    await checkRestored(slip, matchIds, async (id) => {
      if (id === '1') return { matchId: id, status: MATCH_STATUS.closed, markets: [] };
      if (id === '2') return { matchId: id, status: MATCH_STATUS.live, markets: [market(id, 2600)] };
      return undefined;
    });
    const { ticket } = slip.getState();
    expect(ticket.isRestoring).toBe(false);
    expect(ticket.bets[0]?.selections.map((s) => s.matchId)).toEqual(['2', '3']);
    expect(ticket.bets[0]?.selections[0]).toMatchObject({
      matchStatus: MATCH_STATUS.live,
      odds: 2600,
      isChanged: true,
    });
    expect(ticket.ticketState).toBe('odds_changed');
  });

  it('ends restoring even when loading fails', async () => {
    const { slip, matchIds } = restoredSlip();
    await expect(
      checkRestored(slip, matchIds, async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    expect(slip.getState().ticket.isRestoring).toBe(false);
  });
});
