import type { PlacedBet } from '@sportsbook/contracts/betting';
import { isAwaitingAcceptance } from '@sportsbook/domain/bet-status';
import { PLACEMENT_ERROR_CODES, PLACEMENT_ERROR_KEYS } from '@sportsbook/domain/placement-errors';
import { betKey } from '@sportsbook/domain/slip/ticket';
import type { Bet } from '@sportsbook/domain/slip/types';
import {
  placementFailure,
  returnedCustomOdds,
  returnedPrices,
} from '@/features/betslip/model/placement-failure';
import { placedInfo, placementRequest } from '@/features/betslip/model/placement-payload';
import { purchaseAmount } from '@/shared/tracking/data-layer';
import type { PlacementDeps } from './placement-deps';

/** One purchase event per placed bet (spec part 1 §7): amount is the stake in major units. */
export function trackPurchases(
  deps: PlacementDeps,
  sent: readonly Bet[],
  placed: readonly PlacedBet[],
): void {
  placed.forEach((answer, i) => {
    const bet = sent[i];
    if (!bet) return;
    deps.track({
      event: 'purchase',
      transactionId: answer.betId,
      contentIds: bet.selections.map((s) => s.outcomeId),
      amount: purchaseAmount(answer.stake, bet.currency),
      currency: bet.currency,
    });
  });
}

/**
 * Places the slip (spec part 1 §4 "Ticket processing state"): a visitor's attempt resets the ticket and opens
 * sign-in; otherwise the bets with a stake go out with a fresh idempotency key. Bets awaiting in-play
 * acceptance keep the ticket processing and are followed; refused odds (101) bring the current prices into
 * the slip, flagged for the player to accept; an error without a code goes to the global alert.
 */
export async function placeSlip(deps: PlacementDeps): Promise<void> {
  const { slip } = deps;
  if (slip.getState().ticket.inProgress) return;
  if (!deps.isLoggedIn()) {
    slip.dispatch({ type: 'place_start', isLoggedIn: false });
    deps.openSignIn();
    return;
  }
  slip.dispatch({ type: 'place_start', isLoggedIn: true });
  const sent = slip.getState().ticket.processingBets;
  if (sent.length === 0) {
    slip.dispatch({ type: 'place_error', failure: {} });
    return;
  }
  slip.setSentKeys(sent.map(betKey));
  const request = placementRequest(sent, {
    deviceId: deps.deviceId(),
    quick: false,
    type: deps.deviceType(),
    idempotencyKey: deps.newKey(),
  });
  let placed: PlacedBet[];
  try {
    placed = await deps.post(request);
  } catch (error) {
    const failure = placementFailure(error);
    slip.dispatch({ type: 'place_error', failure });
    if (failure.code === PLACEMENT_ERROR_CODES.invalidOdds) {
      const markets = returnedPrices(slip.getState().ticket.bets, failure.details);
      // Mode "none": every returned price is flagged, the player decides.
      if (markets.length > 0) slip.dispatch({ type: 'refresh_odds', markets, mode: 'none' });
    }
    if (failure.code === PLACEMENT_ERROR_CODES.invalidOddsCustomBet) {
      const quote = returnedCustomOdds(failure.details);
      const index = slip.getState().ticket.bets.findIndex((bet) => bet.betType === 'custom_bet');
      if (quote !== undefined && index >= 0)
        slip.dispatch({ type: 'set_custom_odds', betIndex: index, customOdds: quote });
    }
    if (slip.getState().ticket.ticketState === 'initial') deps.alert('danger', PLACEMENT_ERROR_KEYS.default);
    return;
  }
  slip.dispatch({ type: 'place_success', placed: placed.map(placedInfo) });
  deps.refreshBalance();
  trackPurchases(deps, sent, placed);
  const waiting = placed.filter((bet) => isAwaitingAcceptance(bet.status)).map((bet) => bet.betId);
  if (waiting.length > 0) deps.watch(waiting, false);
}
