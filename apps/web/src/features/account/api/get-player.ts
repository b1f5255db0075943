import type { Locale } from '@sportsbook/contracts/locales';
import { playerProfileSchema } from '@sportsbook/contracts/platform';
import { apiCall } from '@/shared/api/api-client';

/** GET /player: the profile, or a visitor's (id null). `stag` lets the API set the 30-day affiliate cookie. */
export function getPlayer(input: { locale: Locale; stag?: string }) {
  return apiCall('/api/platform/player', playerProfileSchema, {
    query: { locale: input.locale, stag: input.stag },
  });
}
