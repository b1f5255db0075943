import type { Bet } from '@sportsbook/contracts/betting';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import type { QueryClient } from '@tanstack/react-query';
import { readAgain } from '@/shared/api/query-client';
import { realtimeRegistry } from '@/shared/realtime/realtime-client';
import { myBetsKeys } from './api/get-bets';
import { type BetsFilter, parseBetsFilter } from './bet-filters';
import {
  type Applied,
  applyBetChanged,
  applyCashoutChanged,
  applyCashoutResult,
  type CachedList,
  type CashoutResult,
} from './bets-cache';

/** The player's cached lists with the filter each was fetched with (read back from its key). */
function cachedLists(client: QueryClient, playerId: number): { key: readonly unknown[]; list: CachedList }[] {
  return client.getQueriesData<Bet[]>({ queryKey: myBetsKeys.player(playerId) }).flatMap(([key, bets]) => {
    if (!bets) return [];
    const filter: BetsFilter = parseBetsFilter({ status: String(key[2]), result: String(key[3]) });
    return [{ key, list: { filter, bets } }];
  });
}

function write(client: QueryClient, playerId: number, apply: (lists: CachedList[]) => Applied): boolean {
  const entries = cachedLists(client, playerId);
  const applied = apply(entries.map((entry) => entry.list));
  entries.forEach((entry, index) => {
    const next = applied.lists[index];
    if (next && next !== entry.list.bets) client.setQueryData(entry.key, next);
  });
  return applied.known;
}

function refresh(client: QueryClient, playerId: number): void {
  void readAgain(client, myBetsKeys.player(playerId));
}

/**
 * One event of the player's private channel into the cached lists. A changed bet shows at once; its lists are
 * then fetched again in the background, since the event does not carry the legs' results. Offer changes come
 * often and are complete: they are only applied. A balance change means money moved, and placing a bet moves
 * money without any bet event: the lists are fetched again, so a bet placed from the slip or another tab shows.
 */
export function applyPlayerEvent(client: QueryClient, playerId: number, event: RealtimeEvent): void {
  if (event.type === 'bet_changed') {
    write(client, playerId, (lists) => applyBetChanged(lists, event.data));
    refresh(client, playerId);
  } else if (event.type === 'bet_cashout_changed') {
    write(client, playerId, (lists) => applyCashoutChanged(lists, event.data));
  } else if (event.type === 'balance_changed') {
    refresh(client, playerId);
  }
}

/** For whatever places bets (the slip, quick bet): the player's lists are fetched again, active ones at once. */
export function refreshMyBets(client: QueryClient): Promise<void> {
  return readAgain(client, ['my-bets']);
}

/** A cash-out's answer into the cached lists, then a background fetch for the rest of the bet. */
export function applyCashoutAnswer(client: QueryClient, playerId: number, result: CashoutResult): void {
  write(client, playerId, (lists) => applyCashoutResult(lists, result));
  refresh(client, playerId);
}

/** A new offer the server answered with (409 `cashout_offer_changed` for the whole stake). */
export function applyOfferAnswer(
  client: QueryClient,
  playerId: number,
  betId: string,
  offer: number | null,
): void {
  write(client, playerId, (lists) => applyCashoutChanged(lists, { id: betId, to_cashout: offer }));
}

export type Listen = (channel: string, onEvent: (event: RealtimeEvent) => void) => () => void;

const defaultListen: Listen = (channel, onEvent) => realtimeRegistry().listen(channel, onEvent);

const followers = new Map<string, { count: number; stop: () => void }>();

/**
 * Keeps the player's cached bet lists live while anything shows them. The tab and the history page may both be
 * on screen: they share one listener, so every event is applied once.
 */
export function followPlayerBets(
  client: QueryClient,
  playerId: number,
  listen: Listen = defaultListen,
): () => void {
  const channel = realtimeChannels.player(String(playerId));
  const existing = followers.get(channel);
  const entry = existing ?? {
    count: 0,
    stop: listen(channel, (event) => applyPlayerEvent(client, playerId, event)),
  };
  entry.count++;
  followers.set(channel, entry);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    entry.count--;
    if (entry.count > 0) return;
    followers.delete(channel);
    entry.stop();
  };
}
