import type { Locale } from '@sportsbook/contracts/locales';
import { localeResponseSchema } from '@sportsbook/contracts/platform';
import { apiCall } from '@/shared/api/api-client';

/** PUT /player/locale: the language of the player's mail follows the site's. */
export function updateLocale(locale: Locale) {
  return apiCall('/api/platform/player/locale', localeResponseSchema, { method: 'PUT', body: { locale } });
}
