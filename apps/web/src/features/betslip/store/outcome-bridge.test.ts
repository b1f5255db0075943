import { describe, expect, it } from 'vitest';
import { useCustomBetSelection } from '../../../shared/betting/custom-bet-selection';
import { type OutcomeSelection, useOutcomeSelection } from '../../../shared/betting/outcome-selection';
import { selectionFromPick } from '../model/pick-to-selection';
import { connectCustomBetBuilder, connectOutcomeButtons } from './outcome-bridge';
import { createSlipStore } from './slip-store';
import { memoryStorage, pick } from './test-support';

describe('odds buttons and the slip', () => {
  it('registers the slip as the handler, shows its picks, and hands the buttons back', () => {
    const buttons = useOutcomeSelection.getState();
    buttons.setSelected(['stale/1//1']);
    const slip = createSlipStore({ storage: memoryStorage() });
    const picks: OutcomeSelection[] = [];
    const disconnect = connectOutcomeButtons(slip, buttons, (selection) => {
      picks.push(selection);
      slip.toggle(selectionFromPick(selection));
    });
    expect([...useOutcomeSelection.getState().selected]).toEqual([]);

    useOutcomeSelection.getState().select(pick(3, { marketId: 18, specifier: 'total=2.5', outcomeId: '12' }));
    expect(picks).toHaveLength(1);
    expect([...useOutcomeSelection.getState().selected]).toEqual(['3|18|total=2.5|12']);

    disconnect();
    expect(useOutcomeSelection.getState().handler).toBeNull();
    expect(useOutcomeSelection.getState().selected.size).toBe(0);
  });
});

describe('the bet builder and the slip', () => {
  it('adds a built bet as a priced custom bet while connected, and nothing after', () => {
    const slip = createSlipStore({ storage: memoryStorage() });
    const disconnect = connectCustomBetBuilder(slip, useCustomBetSelection.getState());
    const legs = [
      pick(8, { marketId: 1 }),
      pick(8, { marketId: 18, specifier: 'total=2.5', outcomeId: '12' }),
    ];
    expect(useCustomBetSelection.getState().add({ legs, customOdds: 3450 })).toBe(true);
    expect(slip.getState().ticket.bets).toEqual([
      expect.objectContaining({
        betType: 'custom_bet',
        customOdds: 3450,
        selections: [expect.anything(), expect.anything()],
      }),
    ]);
    expect(slip.getState().panel.open).toBe(true);
    disconnect();
    expect(useCustomBetSelection.getState().add({ legs, customOdds: 3450 })).toBe(false);
  });
});
