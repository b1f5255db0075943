import { locales } from '@sportsbook/contracts/locales';
import { ODDS_TYPES } from '@sportsbook/domain/odds-formats';
import { MAX_SELECTIONS } from '@sportsbook/domain/slip/compose';
import { MAX_SYSTEM_LINES } from '@sportsbook/domain/system-bets';
import { describe, expect, it } from 'vitest';
import { type FeatureFigures, infoValues } from './info-values';

const name = (type: string) => `<${type}>`;

const figures: FeatureFigures = {
  coolingOffDays: { min: 1, max: 42 },
  selfExclusionDays: { min: 180, max: 1825 },
  minCashoutSharePercent: 10,
};

describe('information page values', () => {
  it('quotes the constants the rules are made of', () => {
    const values = infoValues('en', name, figures);
    expect(values.maxSelections).toBe(String(MAX_SELECTIONS));
    expect(values.maxSystemLines).toBe(MAX_SYSTEM_LINES.toLocaleString('en'));
    expect(values.languageCount).toBe(String(locales.length));
    expect(values.oddsFormatCount).toBe(String(ODDS_TYPES.length));
    // The bet-builder discount is 1,000 basis points.
    expect(values.customBetDiscount).toBe('10%');
  });

  it('quotes the figures other features own, as given', () => {
    const values = infoValues('en', name, figures);
    expect(values.coolingOffMin).toBe('1');
    expect(values.coolingOffMax).toBe('42');
    expect(values.exclusionMin).toBe('180');
    expect(values.exclusionMax).toBe('1,825');
    expect(values.minCashoutShare).toBe('10%');
    const missing = infoValues('en', name, { ...figures, coolingOffDays: undefined });
    expect([missing.coolingOffMin, missing.coolingOffMax]).toEqual(['', '']);
  });

  it('lists every odds format by its name and splits currencies into fiat and crypto', () => {
    const values = infoValues('en', name, figures);
    for (const type of ODDS_TYPES) expect(values.oddsFormats).toContain(`<${type}>`);
    expect(values.fiatCurrencies).toContain('EUR');
    expect(values.fiatCurrencies).not.toContain('BTC');
    expect(values.cryptoCurrencies).toContain('BTC');
    expect(values.cryptoCurrencies).not.toContain('EUR');
  });

  it('formats numbers and lists in the page language', () => {
    const german = infoValues('de', name, figures);
    expect(german.maxSystemLines).toBe('10.000');
    expect(german.cryptoCurrencies).toMatch(/ und /);
    expect(infoValues('fr', name, figures).customBetDiscount).toBe('10\u00a0%');
  });

  it('leaves no value empty in any locale', () => {
    for (const locale of locales) {
      const empty = Object.entries(infoValues(locale, name, figures)).filter(
        ([, value]) => value.trim() === '',
      );
      expect({ locale, empty }).toEqual({ locale, empty: [] });
    }
  });
});
