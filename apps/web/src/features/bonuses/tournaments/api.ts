import {
  type Hunting,
  huntingsResponseSchema,
  type RatingResponse,
  ratingResponseSchema,
  tournamentsResponseSchema,
} from '@sportsbook/contracts/hunting';
import type { Locale } from '@sportsbook/contracts/locales';
import { apiCall } from '@/shared/api/api-client';

/** Query keys of the hunting calls: one player's lists and a tournament's rating (ADR 035). */
export const huntingKeys = {
  player: (playerId: number) => ['hunting', playerId] as const,
  lists: (playerId: number, locale: Locale) => ['hunting', playerId, 'lists', locale] as const,
  rating: (playerId: number, id: string) => ['hunting', playerId, 'rating', id] as const,
};

/** GET /bonuses/huntings and the first page of /bonuses/tournaments (spec §9: one tournament a page). */
export async function getHuntingLists(
  locale: Locale,
  signal?: AbortSignal,
): Promise<{ huntings: Hunting[]; tournaments: Hunting[] }> {
  const [huntings, tournaments] = await Promise.all([
    apiCall('/api/sportsbook/bonuses/huntings', huntingsResponseSchema, { query: { locale }, signal }),
    apiCall('/api/sportsbook/bonuses/tournaments', tournamentsResponseSchema, { query: { locale }, signal }),
  ]);
  return { huntings: huntings.data, tournaments: tournaments.data };
}

/** GET /bonuses/tournaments/{id}/rating: the leaderboard with the player's own row. */
export function getRating(id: string, signal?: AbortSignal): Promise<RatingResponse> {
  return apiCall(
    `/api/sportsbook/bonuses/tournaments/${encodeURIComponent(id)}/rating`,
    ratingResponseSchema,
    {
      signal,
    },
  );
}
