import { locales } from '@sportsbook/contracts/locales';
import { ODDS_TYPES } from '@sportsbook/domain/odds-formats';
import { MAX_SELECTIONS } from '@sportsbook/domain/slip/compose';
import { MAX_SYSTEM_LINES } from '@sportsbook/domain/system-bets';
import { describe, expect, it } from 'vitest';
import { LIMIT_RANGES } from '../responsible-gambling/limit-drafts';
import { infoValues } from './info-values';

const name = (type: string) => `<${type}>`;

describe('information page values', () => {
  it('quotes the constants the rules are made of', () => {
    const values = infoValues('en', name);
    expect(values.maxSelections).toBe(String(MAX_SELECTIONS));
    expect(values.maxSystemLines).toBe(MAX_SYSTEM_LINES.toLocaleString('en'));
    expect(values.languageCount).toBe(String(locales.length));
    expect(values.oddsFormatCount).toBe(String(ODDS_TYPES.length));
    expect(values.coolingOffMin).toBe(String(LIMIT_RANGES.coolingoff?.min));
    expect(values.coolingOffMax).toBe(String(LIMIT_RANGES.coolingoff?.max));
    expect(values.exclusionMin).toBe(String(LIMIT_RANGES.selfexclusion?.min));
    expect(values.exclusionMax).toBe((LIMIT_RANGES.selfexclusion?.max ?? 0).toLocaleString('en'));
    // The bet-builder discount is 1,000 basis points.
    expect(values.customBetDiscount).toBe('10%');
  });

  it('lists every odds format by its name and splits currencies into fiat and crypto', () => {
    const values = infoValues('en', name);
    for (const type of ODDS_TYPES) expect(values.oddsFormats).toContain(`<${type}>`);
    expect(values.fiatCurrencies).toContain('EUR');
    expect(values.fiatCurrencies).not.toContain('BTC');
    expect(values.cryptoCurrencies).toContain('BTC');
    expect(values.cryptoCurrencies).not.toContain('EUR');
  });

  it('formats numbers and lists in the page language', () => {
    const german = infoValues('de', name);
    expect(german.maxSystemLines).toBe('10.000');
    expect(german.cryptoCurrencies).toMatch(/ und /);
    expect(infoValues('fr', name).customBetDiscount).toBe('10\u00a0%');
  });

  it('leaves no value empty in any locale', () => {
    for (const locale of locales) {
      const empty = Object.entries(infoValues(locale, name)).filter(([, value]) => value.trim() === '');
      expect({ locale, empty }).toEqual({ locale, empty: [] });
    }
  });
});
