import type { Provider } from '@sportsbook/contracts/catalogue';
import { selectionKey } from '@sportsbook/domain/selection-key';
import { create } from 'zustand';

/**
 * What an odds button offers when a visitor picks it: exactly what a bet needs (spec part 2 §3 bet placement
 * payload: match_id, market_id, specifier, outcome_id, odds) plus names and states for display and checks.
 */
export interface OutcomeSelection {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  /** Thousandths, the price shown when picked. */
  odds: number;
  provider: Provider;
  matchStatus: number;
  matchName: string;
  marketName: string;
  outcomeName: string;
}

type SelectHandler = (selection: OutcomeSelection) => void;

interface OutcomeSelectionStore {
  /** Keys of the outcomes shown as picked (aria-pressed on their buttons). */
  selected: ReadonlySet<string>;
  /** Set by the bet slip: it then decides what a pick does and which keys are selected. */
  handler: SelectHandler | null;
  /** Set by the bet slip: moves focus to the stake field of a picked outcome (a keyboard player's short way). */
  goToStake: ((key: string) => void) | null;
  select(selection: OutcomeSelection): void;
  setHandler(handler: SelectHandler | null): void;
  setGoToStake(goToStake: ((key: string) => void) | null): void;
  setSelected(keys: Iterable<string>): void;
}

/**
 * The bridge between odds buttons and whatever takes picks (the bet slip). Every odds button calls `select`;
 * without a registered handler a pick simply toggles the button, so the catalogue works on its own.
 */
export const useOutcomeSelection = create<OutcomeSelectionStore>()((set, get) => ({
  selected: new Set(),
  handler: null,
  goToStake: null,
  select(selection) {
    const { handler, selected } = get();
    if (handler) {
      handler(selection);
      return;
    }
    const key = selectionKey(selection);
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    set({ selected: next });
  },
  setHandler(handler) {
    set({ handler });
  },
  setGoToStake(goToStake) {
    set({ goToStake });
  },
  setSelected(keys) {
    set({ selected: new Set(keys) });
  },
}));
