import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jackpotKeys } from './api/jackpot-keys';
import { refreshJackpotsOnBalance } from './live-jackpots';

/** A cache holding a jackpot, the leaderboard and the player's unseen hits, all fresh. */
function cacheWithJackpots() {
  const queryClient = new QueryClient();
  const keys = [jackpotKeys.one(1), jackpotKeys.hits(undefined, 10), jackpotKeys.unseenHits(5)];
  for (const key of keys) queryClient.setQueryData(key, { data: [] });
  const stale = () => keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { queryClient, stale };
}

describe('refreshJackpotsOnBalance', () => {
  it("marks every jackpot answer stale on the player's balance change", () => {
    const { queryClient, stale } = cacheWithJackpots();
    const event: RealtimeEvent = { type: 'balance_changed', data: { currency: 'EUR', balance: 1_000 } };
    refreshJackpotsOnBalance(queryClient, event);
    expect(stale()).toEqual([true, true, true]);
  });

  it('leaves them fresh on any other event of the channel', () => {
    const { queryClient, stale } = cacheWithJackpots();
    const event: RealtimeEvent = { type: 'unread_counters_changed', data: { unread: 2 } };
    refreshJackpotsOnBalance(queryClient, event);
    expect(stale()).toEqual([false, false, false]);
  });
});
