import { describe, expect, it } from 'vitest';
import { countryName, normaliseCountryCode, resolveCountry } from './country';

describe('normaliseCountryCode', () => {
  it('accepts known codes in any case', () => {
    expect(normaliseCountryCode('de')).toBe('DE');
    expect(normaliseCountryCode('MT')).toBe('MT');
  });

  it('rejects placeholders, unknown codes and malformed values', () => {
    for (const value of ['XX', 'T1', 'ZZ', 'DEU', 'D', '', null, undefined, '<script>']) {
      expect(normaliseCountryCode(value)).toBeUndefined();
    }
  });
});

describe('resolveCountry', () => {
  it('takes the first known candidate, else the fallback', () => {
    expect(resolveCountry(['de', 'FR'], 'MT')).toBe('DE');
    expect(resolveCountry([undefined, 'XX', 'fr'], 'MT')).toBe('FR');
    expect(resolveCountry([null, 'T1'], 'MT')).toBe('MT');
  });
});

describe('countryName', () => {
  it('names the country in the page language', () => {
    expect(countryName('en', 'DE')).toBe('Germany');
    expect(countryName('de', 'DE')).toBe('Deutschland');
    expect(countryName('en-IE', 'MT')).toBe('Malta');
    expect(countryName('ja', 'DE')).toBe('ドイツ');
  });
});
