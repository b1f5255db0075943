import { locales } from '@sportsbook/contracts/locales';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localePath, splitLocale, switchLocalePath } from './locale-path';

describe('localePath', () => {
  it('prefixes the locale and keeps home at the bare prefix', () => {
    expect(localePath('de')).toBe('/de');
    expect(localePath('de', '/')).toBe('/de');
    expect(localePath('en-IE', '/users/sign-in')).toBe('/en-IE/users/sign-in');
  });
});

describe('splitLocale', () => {
  it('finds the locale in any case and returns the rest', () => {
    expect(splitLocale('/en-ie/live')).toEqual({ locale: 'en-IE', rest: '/live' });
    expect(splitLocale('/de')).toEqual({ locale: 'de', rest: '' });
    expect(splitLocale('/de/')).toEqual({ locale: 'de', rest: '/' });
  });

  it('answers no locale for a path that does not start with one', () => {
    expect(splitLocale('/')).toEqual({ locale: undefined, rest: '/' });
    expect(splitLocale('/xx/foo')).toEqual({ locale: undefined, rest: '/xx/foo' });
    expect(splitLocale('/english/foo')).toEqual({ locale: undefined, rest: '/english/foo' });
  });
});

describe('switchLocalePath', () => {
  it('rewrites the first segment and keeps path, query and fragment', () => {
    expect(switchLocalePath('de', '/en/live', '?sport=football,tennis', '#top')).toBe(
      '/de/live?sport=football,tennis#top',
    );
    expect(switchLocalePath('en-AU', '/ja')).toBe('/en-AU');
    expect(switchLocalePath('fr', '/EN-ie/football/premier-league')).toBe('/fr/football/premier-league');
  });

  it('adds a locale to a path that has none', () => {
    expect(switchLocalePath('pl', '/')).toBe('/pl');
    expect(switchLocalePath('pl', '/live')).toBe('/pl/live');
    expect(switchLocalePath('pl', 'live')).toBe('/pl/live');
  });

  it('always yields a path starting with the target locale and ending with the rest', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom(...locales),
        fc.array(segment, { maxLength: 4 }),
        (from, to, segments) => {
          const rest = segments.map((s) => `/${s}`).join('');
          const result = switchLocalePath(to, `/${from}${rest}`);
          expect(result).toBe(`/${to}${rest}`);
          expect(splitLocale(result).locale).toBe(to);
        },
      ),
    );
  });
});
