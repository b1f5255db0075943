import { pickKeyOf, selectionFromPick } from '@/features/betslip/model/pick-to-selection';
import type { CustomBetPick } from '@/shared/betting/custom-bet-selection';
import type { OutcomeSelection } from '@/shared/betting/outcome-selection';
import type { SlipState, SlipStore } from './slip-store';

export interface OutcomeButtons {
  setHandler(handler: ((selection: OutcomeSelection) => void) | null): void;
  setSelected(keys: Iterable<string>): void;
}

/** The odds buttons shown as picked: the slip's regular selections and the quick bet in flight. */
export function pickedKeys(state: Pick<SlipState, 'ticket' | 'quick'>): string[] {
  const picked = new Set(state.ticket.selectedOutcomeIds);
  const quickIds = new Set(state.quick.selectedOutcomeIds);
  const keys = state.ticket.bets.flatMap((bet) =>
    bet.selections.filter((s) => picked.has(s.id)).map(pickKeyOf),
  );
  const quick = state.quick.bet?.selections.filter((s) => quickIds.has(s.id)).map(pickKeyOf) ?? [];
  return [...new Set([...keys, ...quick])];
}

/**
 * The slip takes over the odds buttons: picks go to `onPick`, and the buttons show what the slip holds.
 * Answers the function that hands the buttons back (no handler, nothing picked).
 */
export function connectOutcomeButtons(
  slip: SlipStore,
  buttons: OutcomeButtons,
  onPick: (selection: OutcomeSelection) => void,
): () => void {
  let shown: string | null = null;
  const sync = () => {
    const keys = pickedKeys(slip.getState());
    const signature = keys.join('\n');
    if (signature === shown) return;
    shown = signature;
    buttons.setSelected(keys);
  };
  buttons.setHandler(onPick);
  sync();
  const unsubscribe = slip.subscribe(sync);
  return () => {
    unsubscribe();
    buttons.setHandler(null);
    buttons.setSelected([]);
  };
}

export interface CustomBetBuilder {
  setHandler(handler: ((pick: CustomBetPick) => void) | null): void;
}

/**
 * The slip takes the match page's bet builder picks as custom bets (a second one waits for the player's answer
 * in the slip). Answers the function that lets go of the builder.
 */
export function connectCustomBetBuilder(slip: SlipStore, builder: CustomBetBuilder): () => void {
  builder.setHandler((pick) => {
    slip.addCustomBet(pick.legs.map(selectionFromPick), pick.customOdds);
  });
  return () => builder.setHandler(null);
}
