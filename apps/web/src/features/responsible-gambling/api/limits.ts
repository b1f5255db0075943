import { limitSchema, limitsResponseSchema, type SetLimitRequest } from '@sportsbook/contracts/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';

/**
 * GET /player/limits (the spec's getUserLimits): every limit that is not history, and the operator's cooling
 * period of a looser change.
 */
export function getLimits(signal?: AbortSignal) {
  return apiCall('/api/platform/player/limits', limitsResponseSchema, { signal });
}

export const limitsQueryKey = (playerId: number | null) => ['platform', 'limits', playerId] as const;

export const limitsQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: limitsQueryKey(playerId),
    queryFn: ({ signal }) => getLimits(signal),
    enabled: playerId !== null,
    staleTime: 60_000,
  });

export function useLimits(playerId: number | null) {
  return useQuery(limitsQueryOptions(playerId));
}

/** POST /player/limits. */
export function setLimit(body: SetLimitRequest) {
  return apiCall('/api/platform/player/limits', limitSchema, { method: 'POST', body });
}

/** PUT /player/limits/{id}: a new value in the limit's unit (tighter at once, looser after the cooling period). */
export function changeLimit(id: number, value: number) {
  return apiCall(`/api/platform/player/limits/${id}`, limitSchema, { method: 'PUT', body: { value } });
}

/** POST /player/limits/{id}/confirm: confirms a pending loosening or removal. */
export function confirmLimit(id: number) {
  return apiCall(`/api/platform/player/limits/${id}/confirm`, limitSchema, { method: 'POST' });
}

/** DELETE /player/limits/{id}: asks for removal, or cancels a pending change. */
export function removeLimit(id: number) {
  return apiCall(`/api/platform/player/limits/${id}`, limitSchema, { method: 'DELETE' });
}
