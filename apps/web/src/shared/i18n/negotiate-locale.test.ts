import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { negotiateLocale, parseAcceptLanguage, resolveLanguageTag } from './negotiate-locale';

describe('parseAcceptLanguage', () => {
  it('orders ranges by q-value and keeps header order for ties', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-AT, de;q=0.9, it;q=0.5')).toEqual([
      { tag: 'de-AT', q: 1 },
      { tag: 'de', q: 0.9 },
      { tag: 'fr', q: 0.5 },
      { tag: 'it', q: 0.5 },
    ]);
  });

  it('drops q=0, malformed q-values and malformed tags', () => {
    expect(parseAcceptLanguage('de;q=0, fr;q=2, it;q=abc, en_US, ;q=0.4, es;q=0.3')).toEqual([
      { tag: 'es', q: 0.3 },
    ]);
  });

  it('answers nothing for a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('resolveLanguageTag', () => {
  it.each([
    ['de', 'de'],
    ['en-IE', 'en-IE'],
    ['EN-ie', 'en-IE'],
    ['en-AU', 'en-AU'],
    ['en-GB', 'en'],
    ['en-US', 'en'],
    ['pt-BR', 'pt'],
    ['de-AT', 'de'],
    ['de-CH-1996', 'de'],
    ['zh-Hant-TW', undefined],
    ['nb', 'no'],
    ['nn-NO', 'no'],
    ['nb-NO', 'no'],
    ['br', 'pt'],
    ['gr', 'el'],
    ['cz', 'cs'],
    ['jp', 'ja'],
    ['kr', 'ko'],
    ['gsw', 'de'],
    ['ga-IE', 'en-IE'],
    ['en-NZ', 'en-AU'],
    ['*', 'en'],
    ['xx', undefined],
  ])('%s -> %s', (tag, expected) => {
    expect(resolveLanguageTag(tag)).toBe(expected);
  });
});

describe('negotiateLocale', () => {
  it('takes the best range that resolves', () => {
    expect(negotiateLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('zh-CN,zh;q=0.9,ja;q=0.8,en;q=0.7')).toBe('ja');
    expect(negotiateLocale('fr;q=0.4, pl;q=0.6')).toBe('pl');
  });

  it('prefers a regional locale when the visitor asks for it', () => {
    expect(negotiateLocale('en-IE,en;q=0.9')).toBe('en-IE');
    expect(negotiateLocale('en-AU')).toBe('en-AU');
    expect(negotiateLocale('en-GB,en-IE;q=0.9')).toBe('en');
  });

  it('falls back to English', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('zh-CN, ar;q=0.5')).toBe('en');
    expect(negotiateLocale('garbage;;;,,,q=1')).toBe('en');
  });

  it('honours a remembered choice that names a locale, in any case', () => {
    expect(negotiateLocale('de', 'en-ie')).toBe('en-IE');
    expect(negotiateLocale('de', 'ko')).toBe('ko');
    expect(negotiateLocale('de', 'klingon')).toBe('de');
    expect(negotiateLocale('de', '')).toBe('de');
  });

  it('always answers one of our locales, whatever the header', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (header, chosen) => {
        expect(locales).toContain(negotiateLocale(header, chosen));
      }),
    );
  });

  it('answers each locale for a header naming only it, in any case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.boolean(), (locale, upper) => {
        const tag = upper ? locale.toUpperCase() : locale.toLowerCase();
        expect(negotiateLocale(`${tag};q=0.7, xx;q=0.9`)).toBe(locale);
      }),
    );
  });
});
