import { localeResponseSchema } from '@sportsbook/contracts/platform';
import { apiCall } from '../../../shared/api/api-client';
import type { Locale } from '../../../shared/i18n/locales';

/** PUT /player/locale: the language of the player's mail follows the site's. */
export function updateLocale(locale: Locale) {
  return apiCall('/api/platform/player/locale', localeResponseSchema, { method: 'PUT', body: { locale } });
}
