import { MARKET_STATUS } from '@sportsbook/domain/match-status';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pricesBettable } from '@/shared/realtime/connection-health';
import { connectionHealth } from '@/shared/realtime/use-connection-health';
import { renderInShell } from '@/testing/render';
import { useLiveStore } from './live-store';
import { RealtimeResync } from './realtime-resync';

const refresh = vi.fn();
const router = { refresh };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

afterEach(() => {
  refresh.mockReset();
  act(() => connectionHealth.refetchDone());
});

describe('RealtimeResync', () => {
  it('fetches the page and its visible queries again when a channel could not recover, then makes prices bettable', async () => {
    const { queryClient } = renderInShell(<RealtimeResync />);
    let finishQueries: () => void = () => {};
    const refetchQueries = vi
      .spyOn(queryClient, 'refetchQueries')
      .mockImplementation(() => new Promise<void>((resolve) => (finishQueries = resolve)));
    useLiveStore.setState({
      markets: { '7/3/': { status: MARKET_STATUS.active, outcomes: {} } },
    });

    act(() => {
      connectionHealth.connectionLost();
      connectionHealth.connectionRestored();
      connectionHealth.channelResubscribed(false);
      connectionHealth.allSubscribed();
    });

    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(refetchQueries).toHaveBeenCalledWith({ type: 'active' });
    // The stale live prices are dropped so the fetched page's values show.
    expect(useLiveStore.getState().markets).toEqual({});
    expect(pricesBettable(connectionHealth.get())).toBe(false);

    act(() => finishQueries());
    await waitFor(() => expect(pricesBettable(connectionHealth.get())).toBe(true));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
