'use client';

import type { Market, Match } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useChannel } from '../../../shared/realtime/use-channel';
import { type LiveMatch, type LiveOutcome, marketKey, takenFromMatchChannel } from './live-state';
import { useLiveStore } from './live-store';

const applyEvent = useLiveStore.getState().apply;

/** Feeds the live store from a channel while mounted (null: no channel). */
export function useLiveFeed(channel: string | null): void {
  useChannel(channel, applyEvent);
}

const applyMatchChannelEvent = (event: RealtimeEvent) => {
  if (takenFromMatchChannel(event)) applyEvent(event);
};

/** A match's own channel (all its markets' prices) while mounted; null: none. */
export function useMatchChannel(matchId: number | null): void {
  useChannel(matchId === null ? null : realtimeChannels.match(matchId), applyMatchChannelEvent);
}

type MatchSeed = Pick<Match, 'id' | 'status' | 'statistics' | 'provider'>;

/**
 * A match's status, clock and score: what the page rendered until real time says more. Lists hear every
 * match's changes on the locale's public channel.
 */
export function useLiveMatch(match: MatchSeed, locale: Locale): LiveMatch {
  useLiveFeed(realtimeChannels.publicUpdates(locale));
  const seed = useLiveStore((state) => state.seedMatch);
  useEffect(() => seed(match), [seed, match]);
  // Compared field by field: seeding stores the values the page already shows, which re-renders nothing.
  return useLiveStore(
    useShallow(
      (state): LiveMatch =>
        state.matches[match.id] ?? {
          status: match.status,
          statistics: match.statistics,
          provider: match.provider,
        },
    ),
  );
}

export interface LiveOutcomeView extends LiveOutcome {
  marketStatus: number;
}

/** One outcome's price and state, with its market's status: the page's values until real time changes them. */
export function useLiveOutcome(
  matchId: number,
  market: Pick<Market, 'id' | 'specifier' | 'status'>,
  outcome: { id: string; odds: number; active: boolean },
): LiveOutcomeView {
  const key = marketKey(matchId, market.id, market.specifier);
  // Compared field by field: seeding stores the prices the page already shows, which re-renders nothing.
  return useLiveStore(
    useShallow((state): LiveOutcomeView => {
      const liveMarket = state.markets[key];
      const live = liveMarket?.outcomes[outcome.id];
      return {
        odds: live?.odds ?? outcome.odds,
        active: live?.active ?? outcome.active,
        direction: live?.direction ?? null,
        changedAt: live?.changedAt,
        marketStatus: liveMarket?.status ?? market.status,
      };
    }),
  );
}

/** Seeds the store with markets a page rendered, so the first change has a price to compare with. */
export function useSeedMarkets(matchId: number, markets: readonly Market[]): void {
  const seed = useLiveStore((state) => state.seedMarkets);
  useEffect(() => seed(matchId, markets), [seed, matchId, markets]);
}

/** Whether a provider is reported down (its prices cannot be taken). */
export function useProviderInactive(provider: string): boolean {
  return useLiveStore((state) => state.inactiveProviders.includes(provider));
}

/** A market's status now (1 open, -1 suspended, 0 gone, -3/-4 settled/cancelled). */
export function useLiveMarketStatus(
  matchId: number,
  market: Pick<Market, 'id' | 'specifier' | 'status'>,
): number {
  return useLiveStore(
    (state) => state.markets[marketKey(matchId, market.id, market.specifier)]?.status ?? market.status,
  );
}
