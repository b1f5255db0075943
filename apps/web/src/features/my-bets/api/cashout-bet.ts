import { cashoutResponseSchema } from '@sportsbook/contracts/betting';
import { apiCall } from '@/shared/api/api-client';

export interface CashoutInput {
  betId: string;
  /** The amount the player was shown and confirmed. */
  toCashout: number;
  /** The part of the stake to sell; the whole bet when absent. */
  stake?: number;
}

/**
 * POST /bets/cashout. Refusals arrive as ApiError: 409 `cashout_offer_changed` (`details.to_cashout` is the new
 * offer), 409 `cashout_unavailable` (`details.reason`), 400 `cashout_invalid` (a share below the minimum).
 */
export function cashoutBet(input: CashoutInput) {
  return apiCall('/api/sportsbook/bets/cashout', cashoutResponseSchema, {
    method: 'POST',
    body: {
      bet_id: input.betId,
      to_cashout: input.toCashout,
      ...(input.stake === undefined ? {} : { stake: input.stake }),
    },
  });
}
