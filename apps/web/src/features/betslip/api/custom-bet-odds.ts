import type { PlacementBet } from '@sportsbook/contracts/betting';
import { z } from 'zod';
import { apiCall } from '@/shared/api/api-client';

const quoteSchema = z.object({ custom_odds: z.number().int().min(1001) });

/** POST /bets/custom/odds: the bet builder's price for the legs (error 120 when they cannot combine). */
export async function getCustomBetOdds(selections: PlacementBet['selections']): Promise<number> {
  const answer = await apiCall('/api/sportsbook/bets/custom/odds', quoteSchema, {
    method: 'POST',
    body: { selections },
  });
  return answer.custom_odds;
}
