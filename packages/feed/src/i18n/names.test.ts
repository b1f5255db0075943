import { describe, expect, it } from 'vitest';
import { FEED_LOCALES, resolveFeedLocale } from '../locales';
import { MARKET_GROUP_KEYS, MARKET_TYPE_IDS, OUTCOME_TEMPLATE_KEYS } from '../markets/catalogue';
import { CATEGORY_KEYS, SPORT_KEYS } from './dictionary';
import { categoryName, dictionary, marketGroupNames, marketName, outcomeName, sportNames } from './names';

const context = { home: 'Ashford FC', away: 'Real Valencia' };

describe('feed names', () => {
  it('has a non-empty text for every key in all 16 locales', () => {
    expect(FEED_LOCALES).toHaveLength(16);
    for (const locale of FEED_LOCALES) {
      const d = dictionary(locale);
      for (const key of SPORT_KEYS) expect(d.sports[key].trim()).not.toBe('');
      for (const key of CATEGORY_KEYS) expect(d.categories[key].trim()).not.toBe('');
      for (const key of MARKET_GROUP_KEYS) expect(d.groups[key].trim()).not.toBe('');
      for (const id of MARKET_TYPE_IDS) expect(d.markets[id].trim()).not.toBe('');
      for (const key of OUTCOME_TEMPLATE_KEYS) expect(d.outcomes[key].trim()).not.toBe('');
    }
  });

  it('keeps every placeholder a translation needs', () => {
    const placeholders = (text: string) =>
      (text.match(/\{[^}]+\}/g) ?? []).map((p) => p.replace('!', '')).sort();
    const en = dictionary('en');
    for (const locale of FEED_LOCALES) {
      const d = dictionary(locale);
      for (const id of MARKET_TYPE_IDS)
        expect(placeholders(d.markets[id]), `${locale} ${id}`).toEqual(placeholders(en.markets[id]));
      for (const key of OUTCOME_TEMPLATE_KEYS) {
        expect(placeholders(d.outcomes[key]), `${locale} ${key}`).toEqual(placeholders(en.outcomes[key]));
      }
    }
  });

  it('translates sport names, with soccer in Australia', () => {
    expect(sportNames('football')).toMatchObject({
      en: 'Football',
      de: 'Fußball',
      ja: 'サッカー',
      'en-AU': 'Soccer',
    });
    expect(sportNames('ice-hockey').cs).toBe('Lední hokej');
  });

  it('renders market names with ordinals and specifier values', () => {
    expect(marketName(445, 'periodnr=2', 'en', context)).toBe('2nd period - result');
    expect(marketName(445, 'periodnr=2', 'de', context)).toBe('2. Drittel - Ausgang');
    expect(marketName(202, 'setnr=3', 'ja', context)).toBe('第3セット - 勝者');
    expect(marketName(19, 'total=1.5', 'en', context)).toBe('Ashford FC total');
    expect(marketName(11, '', 'es', context)).toBe('Empate, apuesta no válida');
    expect(marketName(12345, '', 'en', context)).toBe('Market 12345');
  });

  it('renders outcome names', () => {
    expect(outcomeName('1', '', 'en', context)).toBe('Ashford FC');
    expect(outcomeName('2', '', 'fr', context)).toBe('Nul');
    expect(outcomeName('9', '', 'en', context)).toBe('Ashford FC or draw');
    expect(outcomeName('12', 'total=2.5', 'pl', context)).toBe('Powyżej 2.5');
    expect(outcomeName('1714', 'hcp=-0.75', 'en', context)).toBe('Ashford FC (-0.75)');
    expect(outcomeName('1715', 'hcp=-0.75', 'en', context)).toBe('Real Valencia (+0.75)');
    expect(outcomeName('1714', 'hcp=0', 'en', context)).toBe('Ashford FC (0)');
    expect(outcomeName('2:1', '', 'en', context)).toBe('2:1');
    expect(outcomeName('sr:competitor:1', '', 'en', context, 'Lena Brandt')).toBe('Lena Brandt');
  });

  it('labels the main market in every locale, never as the code "1x2"', () => {
    const names = FEED_LOCALES.map((locale) => marketName(1, '', locale, context));
    expect(names.filter((name) => name.toLowerCase().includes('1x2'))).toEqual([]);
    expect(marketName(1, '', 'en', context)).toBe('Match result');
    expect(marketName(1, '', 'de', context)).toBe('Spielausgang');
    expect(marketName(60, '', 'fr', context)).toBe('1re mi-temps - résultat');
  });

  it('starts every outcome name with a capital letter where the script has one', () => {
    for (const locale of FEED_LOCALES) {
      for (const [id, specifier] of [
        ['2', ''],
        ['12', 'total=2.5'],
        ['13', 'total=2.5'],
        ['74', ''],
        ['76', ''],
      ] as const) {
        const name = outcomeName(id, specifier, locale, context);
        expect(name[0], `${locale} ${id}: ${name}`).toBe(name[0]?.toLocaleUpperCase(locale));
      }
    }
    expect(outcomeName('2', '', 'en', context)).toBe('Draw');
    expect(outcomeName('12', 'total=2.5', 'de', context)).toBe('Über 2.5');
    expect(outcomeName('11', '', 'en', context)).toBe('Draw or Real Valencia');
  });

  it('names categories by country in the locale, or by their fixed key', () => {
    expect(categoryName({ country_code: 'DE', key: null, name: 'Germany' }, 'de')).toBe('Deutschland');
    expect(categoryName({ country_code: 'GB', key: null, name: 'Britain' }, 'en')).toBe('United Kingdom');
    expect(categoryName({ country_code: 'GB', key: 'england', name: 'England' }, 'fr')).toBe('Angleterre');
    expect(
      categoryName({ country_code: null, key: 'international-clubs', name: 'International clubs' }, 'it'),
    ).toBe('Club internazionali');
    expect(categoryName({ country_code: null, key: 'unknown', name: 'Fallback' }, 'ko')).toBe('Fallback');
  });

  it('names market groups everywhere', () => {
    expect(marketGroupNames().goals).toMatchObject({ en: 'Goals', de: 'Tore' });
  });

  it('resolves locale tags to feed locales', () => {
    expect(resolveFeedLocale('en-AU')).toBe('en-AU');
    expect(resolveFeedLocale('de-AT')).toBe('de');
    expect(resolveFeedLocale('nb-NO')).toBe('no');
    expect(resolveFeedLocale('zz')).toBe('en');
  });
});
