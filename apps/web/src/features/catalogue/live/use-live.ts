'use client';

import type { Market, Match } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { marketKey } from '@sportsbook/domain/selection-key';
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useChannel } from '../../../shared/realtime/use-channel';
import { type LiveMatch, type LiveOutcome, takenFromMatchChannel } from './live-state';
import { useLiveStore } from './live-store';

// The store's actions never change: taken once, not subscribed to by every row.
const { apply: applyEvent, seedMatch, seedMarkets } = useLiveStore.getState();

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
  useEffect(() => seedMatch(match), [match]);
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

/** A market as real time has it now: its status, whether its provider is down, its outcomes' prices in order. */
export interface LiveMarketView {
  status: number;
  providerDown: boolean;
  /** In the order of the market's outcomes. */
  outcomes: readonly LiveOutcome[];
}

const sameOutcome = (a: LiveOutcome, b: LiveOutcome | undefined) =>
  b !== undefined &&
  a.odds === b.odds &&
  a.active === b.active &&
  a.direction === b.direction &&
  a.changedAt === b.changedAt;

const sameMarket = (a: LiveMarketView, b: LiveMarketView) =>
  a.status === b.status &&
  a.providerDown === b.providerDown &&
  a.outcomes.length === b.outcomes.length &&
  a.outcomes.every((outcome, index) => sameOutcome(outcome, b.outcomes[index]));

/**
 * One market and its provider's state from one store subscription (a list row has one, not one per price):
 * the page's values until real time changes them. Compared by value, so seeding the store with the prices the
 * page already shows re-renders nothing.
 */
export function useLiveMarket(
  matchId: number,
  market: Pick<Market, 'id' | 'specifier' | 'status'> & {
    outcomes: readonly { id: string; odds: number; active: boolean }[];
  },
  provider: string,
): LiveMarketView {
  const key = marketKey({ matchId, marketId: market.id, specifier: market.specifier });
  const previous = useRef<LiveMarketView | undefined>(undefined);
  return useLiveStore((state) => {
    const live = state.markets[key];
    const next: LiveMarketView = {
      status: live?.status ?? market.status,
      providerDown: state.inactiveProviders.includes(provider),
      outcomes: market.outcomes.map((outcome) => {
        const now = live?.outcomes[outcome.id];
        return {
          odds: now?.odds ?? outcome.odds,
          active: now?.active ?? outcome.active,
          direction: now?.direction ?? null,
          changedAt: now?.changedAt,
        };
      }),
    };
    if (previous.current && sameMarket(previous.current, next)) return previous.current;
    previous.current = next;
    return next;
  });
}

/** Seeds the store with markets a page rendered, so the first change has a price to compare with. */
export function useSeedMarkets(matchId: number, markets: readonly Market[]): void {
  useEffect(() => seedMarkets(matchId, markets), [matchId, markets]);
}
