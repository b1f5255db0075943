import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { readAgain } from '@/shared/api/query-client';
import { jackpotKeys } from './api/jackpot-keys';

/**
 * Marks every jackpot answer stale when the player's balance changes: a hit paid one of their bets and reseeded
 * the pool, so the banner, the leaderboard and the hit modal show it at once instead of at their next poll (ADR 034
 * "Publication"). A bet's contribution is decided just after its placement (ADR 042), so it shows at the next poll.
 * Other events leave them as they are.
 */
export function refreshJackpotsOnBalance(queryClient: QueryClient, event: RealtimeEvent): void {
  if (event.type === 'balance_changed') void readAgain(queryClient, jackpotKeys.all);
}
