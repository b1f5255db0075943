import { create } from 'zustand';
import type { OutcomeSelection } from './outcome-selection';

/** A bet builder's result: legs from different markets of one match and the price the API quoted for them. */
export interface CustomBetPick {
  legs: OutcomeSelection[];
  /** Thousandths (POST /bets/custom/odds). */
  customOdds: number;
}

interface CustomBetSelectionStore {
  /** Set by the bet slip, which adds the pick as a custom bet; none: the builder offers no "add" button. */
  handler: ((pick: CustomBetPick) => void) | null;
  setHandler(handler: ((pick: CustomBetPick) => void) | null): void;
  /** Hands a built bet to the slip; false when nothing takes it. */
  add(pick: CustomBetPick): boolean;
}

/** The bridge between the match page's bet builder and the bet slip (as outcome-selection is for odds buttons). */
export const useCustomBetSelection = create<CustomBetSelectionStore>()((set, get) => ({
  handler: null,
  setHandler(handler) {
    set({ handler });
  },
  add(pick) {
    const { handler } = get();
    if (!handler) return false;
    handler(pick);
    return true;
  },
}));
