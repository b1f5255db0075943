import { maxStakeResponseSchema, type PlacementBet } from '@sportsbook/contracts/betting';
import { apiCall } from '@/shared/api/api-client';

/** POST /bets/max-stake: the largest stake the operator's limits and the balance allow for the bet now. */
export async function getMaxStake(bet: PlacementBet): Promise<number | null> {
  // The answer does not depend on the stake sent; the contract wants one of at least 1.
  const body = { bet: { ...bet, stake: { ...bet.stake, value: Math.max(1, bet.stake.value) } } };
  const answer = await apiCall('/api/sportsbook/bets/max-stake', maxStakeResponseSchema, {
    method: 'POST',
    body,
  });
  return answer.max_stake;
}
