import { selectionKey } from '@sportsbook/domain/selection-key';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OutcomeSelection, useOutcomeSelection } from './outcome-selection';

const pick: OutcomeSelection = {
  matchId: 7,
  marketId: 18,
  specifier: 'total=2.5',
  outcomeId: '12',
  odds: 1850,
  provider: 'betradar',
  matchStatus: 1,
  matchName: 'A vs B',
  marketName: 'Total',
  outcomeName: 'over 2.5',
};

afterEach(() => useOutcomeSelection.setState({ selected: new Set(), handler: null }));

describe('outcome selection bridge', () => {
  it('toggles a pick on its own when nothing handles picks', () => {
    const store = useOutcomeSelection.getState();
    store.select(pick);
    expect(useOutcomeSelection.getState().selected.has(selectionKey(pick))).toBe(true);
    useOutcomeSelection.getState().select(pick);
    expect(useOutcomeSelection.getState().selected.size).toBe(0);
  });

  it('hands picks to a registered handler, which owns the selected keys', () => {
    const handler = vi.fn();
    useOutcomeSelection.getState().setHandler(handler);
    useOutcomeSelection.getState().select(pick);
    expect(handler).toHaveBeenCalledWith(pick);
    expect(useOutcomeSelection.getState().selected.size).toBe(0);
    useOutcomeSelection.getState().setSelected([selectionKey(pick)]);
    expect([...useOutcomeSelection.getState().selected]).toEqual(['7|18|total=2.5|12']);
  });
});
