import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { selectionFromPick } from '@/features/betslip/model/pick-to-selection';
import type { OutcomeSelection } from '@/shared/betting/outcome-selection';
import type { PlacementDeps } from './placement-deps';
import { placeQuickBet } from './quick-bet-flow';

/**
 * What picking an odds button does once the slip has taken over (spec part 1 §4 "Quick bet", "Slip
 * composition"). In quick-bet mode with an approved stake, an outcome of a live match is placed at once
 * (blocked while a warning exists or a quick bet is in flight); every other pick toggles the selection in
 * the slip, tracked as outcome_add_click or outcome_delete_click.
 */
export function handlePick(deps: PlacementDeps, pick: OutcomeSelection): void {
  const { slip } = deps;
  const selection = selectionFromPick(pick);
  const { quick } = slip.getState();
  if (quick.isEnabled && quick.isApproved && selection.matchStatus === MATCH_STATUS.live) {
    if (!deps.isLoggedIn()) {
      deps.openSignIn();
      return;
    }
    slip.quick({ type: 'outcome_selected', selection, isCustom: false, rules: deps.quickRules() });
    const after = slip.getState().quick;
    if (after.state === 'processing' && quick.state !== 'processing') void placeQuickBet(deps);
    else if (after.state === 'error' && after.error) deps.alert('danger', after.error);
    return;
  }
  const wasSelected = slip.getState().ticket.selectedOutcomeIds.includes(selection.id);
  slip.toggle(selection);
  const isSelected = slip.getState().ticket.selectedOutcomeIds.includes(selection.id);
  if (wasSelected === isSelected) return;
  deps.track({
    event: isSelected ? 'outcome_add_click' : 'outcome_delete_click',
    matchId: pick.matchId,
    marketId: pick.marketId,
    specifier: pick.specifier,
    outcomeId: pick.outcomeId,
    odds: pick.odds,
  });
}
