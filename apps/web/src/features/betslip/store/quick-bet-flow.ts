import type { PlacedBet } from '@sportsbook/contracts/betting';
import { isAwaitingAcceptance } from '@sportsbook/domain/bet-status';
import { placementErrorMessage } from '@sportsbook/domain/placement-errors';
import { placementFailure } from '@/features/betslip/model/placement-failure';
import { placedInfo, placementRequest } from '@/features/betslip/model/placement-payload';
import { trackPurchases } from './place-slip';
import type { PlacementDeps } from './placement-deps';

export const QUICK_BET_KEYS = {
  placed: 'betslip.quick.placed',
  waiting: 'betslip.quick.waiting',
  accepted: 'betslip.quick.accepted',
  rejected: 'betslip.quick.rejected',
} as const;

/**
 * Places the quick bet the domain armed (state processing): a single at the approved stake, `meta.quick` set.
 * The outcome is told in the global alert; a bet awaiting in-play acceptance is followed until it is decided.
 */
export async function placeQuickBet(deps: PlacementDeps): Promise<void> {
  const { slip } = deps;
  const { quick } = slip.getState();
  const bet = quick.bet;
  if (quick.state !== 'processing' || !bet) return;
  let placed: PlacedBet[];
  try {
    placed = await deps.post(
      placementRequest([bet], {
        deviceId: deps.deviceId(),
        quick: true,
        type: deps.deviceType(),
        idempotencyKey: deps.newKey(),
      }),
    );
  } catch (error) {
    const failure = placementFailure(error);
    const message = placementErrorMessage(
      failure.code,
      failure.message ?? failure.errorsByBet?.find(Boolean),
    );
    slip.quick({ type: 'place_error', message });
    deps.alert('danger', message);
    return;
  }
  const first = placed[0];
  if (!first) {
    slip.quick({ type: 'place_error', message: placementErrorMessage(undefined) });
    return;
  }
  slip.quick({ type: 'place_success', placed: placedInfo(first) });
  deps.refreshBalance();
  trackPurchases(deps, [bet], placed);
  if (isAwaitingAcceptance(first.status)) {
    deps.alert('info', QUICK_BET_KEYS.waiting);
    deps.watch([first.betId], true);
  } else {
    deps.alert('success', QUICK_BET_KEYS.placed, { id: first.betId });
  }
}
