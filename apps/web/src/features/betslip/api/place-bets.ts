import { type PlacementRequest, placementResponseSchema } from '@sportsbook/contracts/betting';
import { apiCall, isApiError } from '@/shared/api/api-client';

/** A lost answer is asked again with the same key (the server answers the first bets, never new ones). */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

function isLostAnswer(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504)
  );
}

export async function postWithRetry<T>(
  send: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isLostAnswer(error)) throw error;
      await wait(RETRY_DELAY_MS * attempt);
    }
  }
}

/** POST /v3/bets: places the bets; the request's idempotency key makes a retry safe. */
export function placeBets(request: PlacementRequest) {
  return postWithRetry(() =>
    apiCall('/api/sportsbook/v3/bets', placementResponseSchema, { method: 'POST', body: request }),
  );
}
