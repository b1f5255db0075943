import { defaultLocale, type Locale, localeNames, locales } from '@sportsbook/contracts/locales';
import {
  COUNTRY_CODES,
  REQUIRED_PROFILE_FIELDS,
  SIGN_UP_FIELDS,
  type SystemData,
} from '@sportsbook/contracts/platform';
import { DEFAULT_CURRENCY_CODE } from '@sportsbook/domain/money';
import { MARKET_GROUP_KEYS, MARKET_TYPES } from '@sportsbook/feed/markets';
import { marketGroupName } from '@sportsbook/feed/names';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { currencies } from '../../db/schema/system';
import { countryName } from '../players';

export type SystemDataConfig = Pick<Config, 'geo' | 'phoneVerificationRequired' | 'depositRequiresProfile'>;

/**
 * A group's priority: its best market's (lower first), so the match page's group tabs follow the markets they
 * hold; `all` comes first, a group no market names last.
 */
function groupPriority(groupKey: string): number {
  if (groupKey === 'all') return 0;
  const priorities = Object.values(MARKET_TYPES)
    .filter((type) => (type.groups as readonly string[]).includes(groupKey))
    .map((type) => type.priority);
  return priorities.length ? Math.min(...priorities) : Number.MAX_SAFE_INTEGER;
}

function marketGroups(locale: Locale): SystemData['marketGroups'] {
  return Object.fromEntries(
    MARKET_GROUP_KEYS.map((groupKey) => [
      groupKey,
      { groupKey, name: marketGroupName(groupKey, locale), priority: groupPriority(groupKey) },
    ]),
  );
}

/**
 * System data (spec part 1 §3): every list from its one source — locales from contracts, currencies from the
 * database (seeded from the domain), countries from the ISO list named by the runtime's Intl data, market groups
 * from the feed's catalogue, the platform settings from the server's configuration.
 */
export async function systemData(
  db: Database,
  config: SystemDataConfig,
  request: { locale: Locale; country: string | null },
): Promise<SystemData> {
  const rows = await db.select().from(currencies).orderBy(currencies.code);
  return {
    locales: locales.map((code) => ({ code, name: localeNames[code] })),
    platformSettings: {
      locale_in_url: true,
      default_locale: defaultLocale,
      blocked_countries: [...config.geo.blockedCountries],
      phone_verification_required: config.phoneVerificationRequired,
      deposit_requires_profile: config.depositRequiresProfile,
    },
    playerFields: { sign_up: [...SIGN_UP_FIELDS], required_before_deposit: [...REQUIRED_PROFILE_FIELDS] },
    currencies: rows.map((row) => ({
      code: row.code,
      fiat: row.fiat,
      subcurrencies: [{ subunits: row.subunits }],
    })),
    countries: COUNTRY_CODES.map((code) => ({ code, name: countryName(code, request.locale) })),
    userCountry: request.country ? { code: request.country } : null,
    marketGroups: marketGroups(request.locale),
    defaultCurrencyCode: DEFAULT_CURRENCY_CODE,
  };
}
