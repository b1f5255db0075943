import { locales } from '@sportsbook/contracts/locales';
import { describe, expect, it } from 'vitest';
import { pageNameForPath } from './page-name';
import { pages } from './routes';

const isSportKey = (key: string) => ['football', 'cs2', 'ice-hockey'].includes(key);

describe('pageNameForPath', () => {
  it.each([
    ['/en', 'sports'],
    ['/en/', 'sports'],
    ['/de/live', 'in_play'],
    ['/en-IE/cybersport', 'e_sports'],
    ['/en/favorites', 'favorites'],
    ['/en/bets-history', 'bets_history'],
    ['/en/racing', 'horse_racing'],
    ['/en/virtual-gaming-arena', 'virtual_gaming_arena'],
    ['/en/premium-cricket', 'premium_cricket'],
    ['/en/users/sign-in', 'sign_in'],
    ['/en/users/password/edit', 'password_edit'],
    ['/en/profile/wallet/deposit', 'deposit'],
    ['/en/404', 'not_found'],
    ['/en/500', 'error'],
    ['/en/blocked', 'blocked'],
    ['/en/locked', 'locked'],
    ['/en/init-sportsbook', 'init_sportsbook'],
    ['/en/football', 'sport'],
    ['/en/ice-hockey', 'sport'],
    ['/en/football/premier-league', 'league'],
    ['/en/cs2/iem-cologne-2026', 'league'],
  ])('%s is %s', (path, name) => {
    expect(pageNameForPath(path, isSportKey)).toBe(name);
  });

  it.each([
    '/en/no-such-page',
    '/en/no-such-page/x/y',
    '/en/football/premier-league/extra',
    '/en/football/Premier_League',
    '/en/users',
    '/en/users/unknown',
    '/en/profile/wallet',
  ])('%s is not_found', (path) => {
    expect(pageNameForPath(path, isSportKey)).toBe('not_found');
  });

  it('names every fixed page the same under every locale', () => {
    for (const locale of locales) {
      for (const page of Object.values(pages)) {
        expect(pageNameForPath(`/${locale}${page.path}`, isSportKey)).toBe(page.name);
      }
    }
  });

  it('reads a path without a locale prefix the same way', () => {
    expect(pageNameForPath('/live', isSportKey)).toBe('in_play');
    expect(pageNameForPath('/football', isSportKey)).toBe('sport');
  });

  it('names a custom page by its path, and only one slug deep', () => {
    expect(pageNameForPath('/de/pages/responsible-gaming', isSportKey)).toBe('custom_page');
    expect(pageNameForPath('/en/pages', isSportKey)).toBe('not_found');
    expect(pageNameForPath('/en/pages/a/b', isSportKey)).toBe('not_found');
    expect(pageNameForPath('/en/pages/Bad_Slug', isSportKey)).toBe('not_found');
  });
});
