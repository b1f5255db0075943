import {
  ambProgressListSchema,
  ambProgressSchema,
  lootboxesResponseSchema,
  lootboxSchema,
} from '@sportsbook/contracts/lootboxes';
import {
  predictionsResponseSchema,
  voteSchema,
  votesResponseSchema,
} from '@sportsbook/contracts/predictions';
import type { MatchWinnerPick } from '@sportsbook/domain/predictions';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';

// The calls of loot boxes, amount-of-bets progress and predictions (spec part 2 §7; server README of the
// lootboxes and predictions modules). Query keys carry the player id, so another player's cache is never read.

export const lootboxesQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: ['lootboxes', playerId],
    queryFn: ({ signal }) =>
      apiCall('/api/sportsbook/bonuses/lootboxes', lootboxesResponseSchema, {
        query: { status: 'all' },
        signal,
      }).then((answer) => answer.data),
  });

export const openLootbox = (id: string) =>
  apiCall(`/api/sportsbook/bonuses/lootboxes/${id}/open`, lootboxSchema, { method: 'POST' });

export const ambQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: ['amb', playerId],
    queryFn: ({ signal }) =>
      apiCall('/api/sportsbook/bonuses/freebets/amb', ambProgressListSchema, { signal }).then(
        (answer) => answer.data,
      ),
  });

export const joinAmb = (id: number) =>
  apiCall('/api/sportsbook/bonuses/freebets/amb', ambProgressSchema, { method: 'POST', body: { id } });

export const predictionsQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: ['predictions', matchId],
    queryFn: ({ signal }) =>
      apiCall('/api/sportsbook/predictions', predictionsResponseSchema, {
        query: { match_id: matchId },
        signal,
      }).then((answer) => answer.data),
  });

export const votesQueryOptions = (playerId: number, matchId: number) =>
  queryOptions({
    queryKey: ['votes', playerId, matchId],
    queryFn: ({ signal }) =>
      apiCall('/api/sportsbook/vote', votesResponseSchema, { query: { match_id: matchId }, signal }).then(
        (answer) => answer.data,
      ),
  });

export const castVote = (predictionId: number, pick: MatchWinnerPick) =>
  apiCall('/api/sportsbook/vote', voteSchema, {
    method: 'POST',
    body: { prediction_id: predictionId, data: { pick } },
  });
