import { type BonusOffersBody, bonusOffersResponseSchema } from '@sportsbook/contracts/bonus-offers';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';

/** POST /bonuses: the freebets and the comboboost each bet of the slip may take (ADR 028 "Offers per bet"). */
export async function getBonusOffers(body: BonusOffersBody, signal?: AbortSignal) {
  return apiCall('/api/sportsbook/bonuses', bonusOffersResponseSchema, { method: 'POST', body, signal });
}

export const bonusOffersKeys = {
  all: ['bonuses', 'offers'] as const,
  of: (playerId: number, requestKey: string) => ['bonuses', 'offers', playerId, requestKey] as const,
};

/**
 * The offers for one question (the slip's bets at their prices). The query reads its abort signal, so a
 * question the slip no longer asks is cancelled: one request in flight.
 */
export const bonusOffersQueryOptions = (
  playerId: number | null,
  request: { key: string; body: BonusOffersBody } | undefined,
) =>
  queryOptions({
    queryKey: bonusOffersKeys.of(playerId ?? 0, request?.key ?? ''),
    queryFn: ({ signal }) => getBonusOffers(request?.body ?? { bets: [] }, signal),
    enabled: playerId !== null && request !== undefined,
  });
