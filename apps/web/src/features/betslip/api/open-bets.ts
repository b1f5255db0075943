import { betsPageSchema } from '@sportsbook/contracts/betting';
import { apiCall } from '@/shared/api/api-client';

/** GET /v3/bets?status=open: the player's open bets (the newest are first; 50 covers any slip just placed). */
export async function getOpenBets(): Promise<{ id: string; status: string }[]> {
  const page = await apiCall('/api/sportsbook/v3/bets', betsPageSchema, {
    query: { status: 'open', limit: 50 },
  });
  return page.data.map((bet) => ({ id: bet.id, status: bet.status }));
}
