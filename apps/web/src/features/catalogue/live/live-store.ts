'use client';

import type { Market, Match } from '@sportsbook/contracts/catalogue';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { create } from 'zustand';
import { testProviderOverride } from '@/shared/realtime/realtime-client';
import { acceptsProvider } from '@/shared/realtime/test-providers';
import { applyLiveEvent, emptyLiveState, type LiveState, seedMarkets, seedMatch } from './live-state';

interface LiveStore extends LiveState {
  apply(event: RealtimeEvent): void;
  seedMatch(match: Pick<Match, 'id' | 'status' | 'statistics' | 'provider'>): void;
  seedMarkets(matchId: number, markets: readonly Market[]): void;
}

// Every listener of a channel receives the same parsed event object; applying it once is enough.
const applied = new WeakSet<RealtimeEvent>();

type Seed = (state: LiveState) => LiveState;

/** Live match and market state for the tab, fed by real-time events, read by the live parts of each page. */
export const useLiveStore = create<LiveStore>()((set) => {
  // Every row of a list seeds from its effects right after hydration: one store update per seed would run every
  // subscriber's selector a hundred times over. Seeds land together in a task of their own, after hydration's.
  let pending: Seed[] = [];
  const flushSeeds = () => {
    if (pending.length === 0) return;
    const seeds = pending;
    pending = [];
    set((state) => seeds.reduce<LiveState>((next, seed) => seed(next), state));
  };
  const queueSeed = (seed: Seed) => {
    if (pending.length === 0) setTimeout(flushSeeds, 0);
    pending.push(seed);
  };
  return {
    ...emptyLiveState,
    apply(event) {
      if (applied.has(event)) return;
      applied.add(event);
      // A change is compared with the seeded price, so seeds still waiting go first.
      flushSeeds();
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
      queueSeed((state) => seedMatch(state, match));
    },
    seedMarkets(matchId, markets) {
      queueSeed((state) => seedMarkets(state, matchId, markets));
    },
  };
});
