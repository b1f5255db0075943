import { describe, expect, it } from 'vitest';
import { selectionFromPick } from '@/features/betslip/model/pick-to-selection';
import { readBets, saveBets } from '@/features/betslip/model/slip-storage';
import { createSlipStore } from './slip-store';
import { memoryStorage, pick } from './test-support';

describe('slip store', () => {
  it('saves nothing before the stored slip was read, then saves every change', () => {
    const storage = memoryStorage();
    const slip = createSlipStore({ storage });
    slip.toggle(selectionFromPick(pick(1)));
    expect(storage.data.has('bets')).toBe(false);
    slip.restore('');
    slip.toggle(selectionFromPick(pick(2)));
    expect(readBets(storage).flatMap((bet) => bet.selections.map((s) => s.matchId))).toEqual(['1', '2']);
  });

  it('restores stored bets with the restoring flag and the stored panel, not reopening it', () => {
    const storage = memoryStorage({ betslipToggleState: 'closed', ticketState: 'myBets' });
    const before = createSlipStore({ storage: memoryStorage() });
    before.toggle(selectionFromPick(pick(1)));
    before.toggle(selectionFromPick(pick(2)));
    before.dispatch({ type: 'set_stake', betIndex: 0, stake: 700 });
    saveBets(storage, before.getState().ticket.bets);

    const slip = createSlipStore({ storage });
    expect(slip.restore('')).toEqual(['1', '2']);
    const { ticket, panel } = slip.getState();
    expect(ticket.isRestoring).toBe(true);
    expect(ticket.bets[0]).toMatchObject({ betType: 'combo', stake: 700 });
    expect(panel).toEqual({ open: false, tab: 'myBets' });
    slip.dispatch({ type: 'restored' });
    expect(slip.getState().ticket.isRestoring).toBe(false);
    expect(slip.restore('')).toEqual([]);
  });

  it('does not restore when a share code is in the URL (the shared bets replace them)', () => {
    const storage = memoryStorage();
    const other = createSlipStore({ storage: memoryStorage() });
    other.toggle(selectionFromPick(pick(1)));
    saveBets(storage, other.getState().ticket.bets);
    const slip = createSlipStore({ storage });
    expect(slip.restore('?shareCode=XYZ')).toEqual([]);
    expect(slip.getState().ticket.bets).toEqual([]);
    expect(storage.data.has('bets')).toBe(false);
  });

  it('opens the panel on the first selection and closes it on the last removal', () => {
    const storage = memoryStorage();
    const slip = createSlipStore({ storage });
    slip.restore('');
    slip.setPanel({ tab: 'myBets' });
    const a = selectionFromPick(pick(1));
    slip.toggle(a);
    expect(slip.getState().panel).toEqual({ open: true, tab: 'betslip' });
    expect(storage.data.get('betslipToggleState')).toBe('open');
    slip.toggle(a);
    expect(slip.getState().panel.open).toBe(false);
    expect(storage.data.get('betslipToggleState')).toBe('closed');
  });

  it('moves bets of another currency to the account currency with stake 0, and the quick bet too', () => {
    const slip = createSlipStore({ storage: memoryStorage() });
    slip.toggle(selectionFromPick(pick(1)));
    slip.dispatch({ type: 'set_stake', betIndex: 0, stake: 500 });
    slip.setCurrency('EUR', 100);
    expect(slip.getState().ticket.bets[0]?.stake).toBe(500);
    slip.quick({ type: 'set_stake', stake: 300 });
    slip.quick({ type: 'approve' });
    slip.setCurrency('BTC', 100_000_000);
    expect(slip.getState().ticket.bets[0]).toMatchObject({
      currency: 'BTC',
      stake: 0,
      stakeSource: 'sharing',
    });
    expect(slip.getState().quick).toMatchObject({ currency: 'BTC', isApproved: false });
    expect(slip.context()).toMatchObject({ currency: 'BTC', subunits: 100_000_000 });
  });
});

describe('custom bets in the slip store', () => {
  const legs = () => [
    selectionFromPick(pick(4, { marketId: 1 })),
    selectionFromPick(pick(4, { marketId: 2 })),
  ];

  it('adds a custom bet after the regular bets and opens the panel', () => {
    const slip = createSlipStore({ storage: memoryStorage() });
    slip.toggle(selectionFromPick(pick(1)));
    expect(slip.addCustomBet(legs(), 3100)).toBe('added');
    const { ticket, panel } = slip.getState();
    expect(ticket.bets.map((bet) => bet.betType)).toEqual(['single', 'custom_bet']);
    expect(ticket.bets[1]?.customOdds).toBe(3100);
    expect(panel.open).toBe(true);
  });

  it('asks before replacing a custom bet that leads the slip, and replaces only when told', () => {
    const slip = createSlipStore({ storage: memoryStorage() });
    slip.addCustomBet(legs(), 3100);
    const other = [selectionFromPick(pick(5, { marketId: 1 })), selectionFromPick(pick(5, { marketId: 3 }))];
    expect(slip.addCustomBet(other)).toBe('custom_bet_modal');
    expect(slip.getState().pendingCustomBet?.selections).toHaveLength(2);
    expect(slip.getState().ticket.bets[0]?.selections[0]?.matchId).toBe('4');
    slip.resolveCustomBet(false);
    expect(slip.getState().pendingCustomBet).toBeNull();
    expect(slip.getState().ticket.bets[0]?.selections[0]?.matchId).toBe('4');
    slip.addCustomBet(other);
    slip.resolveCustomBet(true);
    expect(slip.getState().ticket.bets).toHaveLength(1);
    expect(slip.getState().ticket.bets[0]?.selections[0]?.matchId).toBe('5');
  });

  it('ignores custom bets while the operator has them off', () => {
    const slip = createSlipStore({ storage: memoryStorage() });
    slip.setSettings({ ...slip.getState().settings, customBetEnabled: false });
    expect(slip.addCustomBet(legs())).toBe('ignored');
    expect(slip.getState().ticket.bets).toEqual([]);
  });
});
