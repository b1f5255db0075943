'use client';

import type { Market, Match } from '@sportsbook/contracts/catalogue';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { create } from 'zustand';
import { testProviderOverride } from '../../../shared/realtime/realtime-client';
import { acceptsProvider } from '../../../shared/realtime/test-providers';
import { applyLiveEvent, emptyLiveState, type LiveState, seedMarkets, seedMatch } from './live-state';

interface LiveStore extends LiveState {
  apply(event: RealtimeEvent): void;
  seedMatch(match: Pick<Match, 'id' | 'status' | 'statistics' | 'provider'>): void;
  seedMarkets(matchId: number, markets: readonly Market[]): void;
}

// Every listener of a channel receives the same parsed event object; applying it once is enough.
const applied = new WeakSet<RealtimeEvent>();

/** Live match and market state for the tab, fed by real-time events, read by the live parts of each page. */
export const useLiveStore = create<LiveStore>()((set) => ({
  ...emptyLiveState,
  apply(event) {
    if (applied.has(event)) return;
    applied.add(event);
    const override = testProviderOverride();
    set((state) =>
      applyLiveEvent(state, event, {
        now: Date.now(),
        accepts: override
          ? (match) => match !== undefined && acceptsProvider(override, match.provider)
          : undefined,
      }),
    );
  },
  seedMatch(match) {
    set((state) => seedMatch(state, match));
  },
  seedMarkets(matchId, markets) {
    set((state) => seedMarkets(state, matchId, markets));
  },
}));
