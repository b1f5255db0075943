import type { Locale } from '@sportsbook/contracts/locales';
import type { ShareCodeCreated, ShareCodeRequest, SharedBets } from '@sportsbook/contracts/share-codes';
import { apiCall } from '@/shared/api/api-client';

// The contract's schemas are loaded with the first call: sharing is rare, and zod stays off the start path (ADR 018).
const contracts = () => import('@sportsbook/contracts/share-codes');

/** POST /bets/share-code: saves the slip and answers its code. */
export function createShareCode(request: ShareCodeRequest): Promise<ShareCodeCreated> {
  return apiCall('/api/sportsbook/bets/share-code', async () => (await contracts()).shareCodeCreatedSchema, {
    method: 'POST',
    body: request,
  });
}

/** GET /bets/share-code: the shared bets at current prices; `currency` only for a visitor (a player reads in theirs). */
export function fetchSharedBets(code: string, currency: string | undefined): Promise<SharedBets> {
  return apiCall('/api/sportsbook/bets/share-code', async () => (await contracts()).sharedBetsSchema, {
    query: currency ? { code, currency } : { code },
  });
}

/** The link a shared slip travels as: the locale's home with the code (spec part 1 §2). */
export function shareLink(origin: string, locale: Locale, code: string): string {
  return `${origin}/${locale}?shareCode=${encodeURIComponent(code)}`;
}
