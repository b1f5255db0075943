/**
 * The shape of one locale's feed texts. Market templates use placeholders: {$competitor1} and {$competitor2}
 * (home and away names), {total}, {+hcp} and {-hcp} (the handicap from the home and the away side, signed), and a
 * specifier key such as {setnr}; {!setnr} writes it as an English ordinal (1st, 2nd), so only English uses it.
 * Period names (the score by period) use {n} for the count within the kind ({!n} in English).
 */

import type { MarketGroupKey, MarketTypeId, OutcomeTemplateKey } from '../markets/catalogue';
import type { PeriodKind } from './periods';

export const SPORT_KEYS = [
  'football',
  'basketball',
  'tennis',
  'ice-hockey',
  'cricket',
  'cs2',
  'dota2',
  'lol',
] as const;
export type SportKey = (typeof SPORT_KEYS)[number];

/** Categories that are not a country, or not one that Intl.DisplayNames can name (England). */
export const CATEGORY_KEYS = [
  'international',
  'international-clubs',
  'men-singles',
  'women-singles',
  'europe',
  'asia',
  'england',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export interface FeedDictionary {
  sports: Readonly<Record<SportKey, string>>;
  categories: Readonly<Record<CategoryKey, string>>;
  groups: Readonly<Record<MarketGroupKey, string>>;
  markets: Readonly<Record<MarketTypeId, string>>;
  outcomes: Readonly<Record<OutcomeTemplateKey, string>>;
  periods: Readonly<Record<PeriodKind, string>>;
}
