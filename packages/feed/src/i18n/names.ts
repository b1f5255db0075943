/**
 * User-facing names in the 16 locales: sports, categories, market groups, markets, outcomes and periods. The feed carries
 * English names; the server renders any other locale from ids and specifiers with these functions.
 */

import { FEED_LOCALES, type FeedLocale, type LocalizedNames } from '../locales';
import { isMarketTypeId, MARKET_GROUP_KEYS, type MarketGroupKey, outcomeNaming } from '../markets/catalogue';
import { formatLine, parseSpecifier, type SpecifierValues, specifierNumber } from '../markets/specifier';
import { cs } from './dictionaries/cs';
import { de } from './dictionaries/de';
import { el } from './dictionaries/el';
import { en } from './dictionaries/en';
import { es } from './dictionaries/es';
import { fr } from './dictionaries/fr';
import { hu } from './dictionaries/hu';
import { it } from './dictionaries/it';
import { ja } from './dictionaries/ja';
import { ko } from './dictionaries/ko';
import { no } from './dictionaries/no';
import { pl } from './dictionaries/pl';
import { pt } from './dictionaries/pt';
import { ru } from './dictionaries/ru';
import {
  CATEGORY_KEYS,
  type CategoryKey,
  type FeedDictionary,
  SPORT_KEYS,
  type SportKey,
} from './dictionary';
import { parsePeriodKey } from './periods';

/** Australian English calls association football soccer; otherwise the English variants share the English texts. */
const enAU: FeedDictionary = { ...en, sports: { ...en.sports, football: 'Soccer' } };

const DICTIONARIES: Readonly<Record<FeedLocale, FeedDictionary>> = {
  en,
  es,
  pl,
  fr,
  de,
  pt,
  hu,
  el,
  cs,
  it,
  ru,
  no,
  ko,
  ja,
  'en-IE': en,
  'en-AU': enAU,
};

export function dictionary(locale: FeedLocale): FeedDictionary {
  return DICTIONARIES[locale];
}

function allLocales(pick: (d: FeedDictionary) => string): LocalizedNames {
  const names = {} as Record<FeedLocale, string>;
  for (const locale of FEED_LOCALES) names[locale] = pick(DICTIONARIES[locale]);
  return names;
}

export function isSportKey(value: string): value is SportKey {
  return (SPORT_KEYS as readonly string[]).includes(value);
}

export function isCategoryKey(value: string): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value);
}

export function sportNames(key: SportKey): LocalizedNames {
  return allLocales((d) => d.sports[key]);
}

export function marketGroupName(key: MarketGroupKey, locale: FeedLocale): string {
  return DICTIONARIES[locale].groups[key];
}

export function marketGroupNames(): Readonly<Record<MarketGroupKey, LocalizedNames>> {
  const names = {} as Record<MarketGroupKey, LocalizedNames>;
  for (const key of MARKET_GROUP_KEYS) names[key] = allLocales((d) => d.groups[key]);
  return names;
}

/** A category's name: its translated fixed key if it has one, else the country's name in the locale. */
export function categoryName(
  category: { country_code: string | null; key: string | null; name: string },
  locale: FeedLocale,
): string {
  if (category.key && isCategoryKey(category.key)) return DICTIONARIES[locale].categories[category.key];
  if (category.country_code) {
    const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    const name = display.of(category.country_code);
    if (name) return name;
  }
  return category.name;
}

/** Competitor names that fill {$competitor1} / {$competitor2}. */
export interface NameContext {
  home: string;
  away: string;
}

const englishOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });
const ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

function ordinal(value: string): string {
  const n = Number(value);
  if (!Number.isInteger(n)) return value;
  return `${n}${ORDINAL_SUFFIX[englishOrdinals.select(n)] ?? 'th'}`;
}

function signed(value: number): string {
  return value > 0 ? `+${formatLine(value)}` : formatLine(value);
}

function render(template: string, values: SpecifierValues, context: NameContext): string {
  return template.replace(/\{([^}]+)\}/g, (whole, token: string) => {
    if (token === '$competitor1') return context.home;
    if (token === '$competitor2') return context.away;
    if (token === '+hcp' || token === '-hcp') {
      const hcp = specifierNumber(values, 'hcp');
      if (hcp === null) return whole;
      return signed(token === '+hcp' ? hcp : -hcp);
    }
    if (token.startsWith('!')) {
      const raw = values[token.slice(1)];
      return raw === undefined ? whole : ordinal(raw);
    }
    return values[token] ?? whole;
  });
}

export function marketName(
  marketId: number,
  specifier: string,
  locale: FeedLocale,
  context: NameContext,
): string {
  if (!isMarketTypeId(marketId)) return `Market ${marketId}`;
  return render(DICTIONARIES[locale].markets[marketId], parseSpecifier(specifier), context);
}

/**
 * An outcome's name. Outcomes named by a competitor (outright winners) pass `competitorName`; scores ('2:1') are
 * their own name.
 */
export function outcomeName(
  outcomeId: string,
  specifier: string,
  locale: FeedLocale,
  context: NameContext,
  competitorName?: string,
): string {
  if (competitorName !== undefined) return competitorName;
  const naming = outcomeNaming(outcomeId);
  if (naming === null) return outcomeId;
  if ('side' in naming) return naming.side === 'home' ? context.home : context.away;
  const values = parseSpecifier(specifier);
  if ('handicap' in naming) {
    const side = naming.handicap === 'home' ? '{$competitor1} ({+hcp})' : '{$competitor2} ({-hcp})';
    return render(side, values, context);
  }
  return capitalised(render(DICTIONARIES[locale].outcomes[naming.template], values, context), locale);
}

/** An outcome name starts with a capital, as on a bookmaker's button ("Draw", "Over 2.5", "Über 2.5"). */
function capitalised(text: string, locale: FeedLocale): string {
  const [first = ''] = text;
  return first.toLocaleUpperCase(locale) + text.slice(first.length);
}

/**
 * A period's name (`1st half`, `2. Satz`) from its key; null for a key the catalogue does not know, where the
 * feed's own name is the best there is.
 */
export function periodName(periodKey: string, locale: FeedLocale): string | null {
  const period = parsePeriodKey(periodKey);
  if (period === null) return null;
  const values: SpecifierValues = period.n === null ? {} : { n: String(period.n) };
  return render(DICTIONARIES[locale].periods[period.kind], values, { home: '', away: '' });
}
