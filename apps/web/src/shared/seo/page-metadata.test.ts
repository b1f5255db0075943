import { locales } from '@sportsbook/contracts/locales';
import { describe, expect, it } from 'vitest';
import { languageAlternates, pageMetadata } from './page-metadata';

describe('pageMetadata', () => {
  it('sets a canonical URL with the locale prefix and alternates for every locale', () => {
    const metadata = pageMetadata({
      locale: 'de',
      path: '/live',
      title: 'Live',
      description: 'd',
      index: true,
    });
    expect(metadata.title).toBe('Live');
    expect(metadata.description).toBe('d');
    expect(metadata.alternates?.canonical).toBe('/de/live');
    const languages = metadata.alternates?.languages as Record<string, string>;
    expect(Object.keys(languages)).toHaveLength(locales.length + 1);
    expect(languages['en-IE']).toBe('/en-IE/live');
    expect(languages.no).toBe('/no/live');
    expect(languages['x-default']).toBe('/en/live');
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it('keeps private and status pages out of search results', () => {
    const metadata = pageMetadata({ locale: 'en', path: '/users/sign-in', title: 'Sign in', index: false });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.description).toBeUndefined();
  });

  it('points the home page at the bare locale prefix', () => {
    const metadata = pageMetadata({ locale: 'en-AU', path: '', title: 'Sports', index: true });
    expect(metadata.alternates?.canonical).toBe('/en-AU');
    expect(metadata.openGraph).toMatchObject({ url: '/en-AU', locale: 'en_AU' });
  });
});

describe('languageAlternates', () => {
  it('maps each locale to its own prefix', () => {
    const languages = languageAlternates('/results');
    for (const locale of locales) expect(languages[locale]).toBe(`/${locale}/results`);
  });
});
