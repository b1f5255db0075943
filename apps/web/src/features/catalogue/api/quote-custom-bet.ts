import { z } from 'zod';
import { apiCall } from '@/shared/api/api-client';
import type { OutcomeSelection } from '@/shared/betting/outcome-selection';

const quoteSchema = z.object({ custom_odds: z.number().int() });

/** POST /bets/custom/odds: the bet builder's price for these legs (error 120 when they cannot combine). */
export async function quoteCustomBet(legs: readonly OutcomeSelection[], signal?: AbortSignal) {
  const answer = await apiCall('/api/sportsbook/bets/custom/odds', quoteSchema, {
    method: 'POST',
    signal,
    body: {
      selections: legs.map((leg) => ({
        match_id: leg.matchId,
        market_id: leg.marketId,
        specifier: leg.specifier,
        outcome_id: leg.outcomeId,
        odds: leg.odds,
      })),
    },
  });
  return answer.custom_odds;
}
