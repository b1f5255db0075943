import { describe, expect, it } from 'vitest';
import { type OutcomeSelection, useOutcomeSelection } from '../../../shared/betting/outcome-selection';
import { selectionFromPick } from '../model/pick-to-selection';
import { connectOutcomeButtons } from './outcome-bridge';
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
    expect([...useOutcomeSelection.getState().selected]).toEqual(['3/18/total=2.5/12']);

    disconnect();
    expect(useOutcomeSelection.getState().handler).toBeNull();
    expect(useOutcomeSelection.getState().selected.size).toBe(0);
  });
});
