import { describe, expect, it } from 'vitest';
import { decideProxyRoute, type ProxyInput } from './proxy-decision';

const decide = (pathname: string, extra: Partial<ProxyInput> = {}) =>
  decideProxyRoute({
    pathname,
    acceptLanguage: null,
    localeCookie: undefined,
    isSportKey: (key) => key === 'football',
    ...extra,
  });

describe('decideProxyRoute', () => {
  it('forwards the API', () => {
    expect(decide('/api/sportsbook/matches')).toEqual({ kind: 'api' });
    expect(decide('/api')).toEqual({ kind: 'api' });
    // The API reference and its assets (apps/server/src/http/api-docs.ts) are served through the web origin too.
    expect(decide('/api/docs')).toEqual({ kind: 'api' });
    expect(decide('/api/docs/static/swagger-ui-bundle.js')).toEqual({ kind: 'api' });
    expect(decide('/apix')).not.toEqual({ kind: 'api' });
  });

  it('sends / to the negotiated locale', () => {
    expect(decide('/', { acceptLanguage: 'de-AT,de;q=0.9' })).toEqual({
      kind: 'redirect',
      pathname: '/de',
      status: 307,
      variesByLanguage: true,
    });
    expect(decide('/')).toMatchObject({ pathname: '/en' });
    expect(decide('/', { acceptLanguage: 'de', localeCookie: 'ja' })).toMatchObject({ pathname: '/ja' });
  });

  it('puts a locale in front of a path without one, keeping the path', () => {
    expect(decide('/xx/foo')).toMatchObject({ kind: 'redirect', pathname: '/en/xx/foo', status: 307 });
    expect(decide('/live', { acceptLanguage: 'pl' })).toMatchObject({ pathname: '/pl/live' });
  });

  it('redirects a locale in another case to its canonical spelling', () => {
    expect(decide('/en-ie/live')).toEqual({
      kind: 'redirect',
      pathname: '/en-IE/live',
      status: 308,
      variesByLanguage: false,
    });
    expect(decide('/DE')).toMatchObject({ pathname: '/de', status: 308 });
  });

  it('renders pages that exist and the 404 page for the others', () => {
    expect(decide('/en')).toEqual({ kind: 'page' });
    expect(decide('/de/live')).toEqual({ kind: 'page' });
    expect(decide('/en/football/premier-league')).toEqual({ kind: 'page' });
    expect(decide('/en/no-such-page/x/y')).toEqual({ kind: 'not-found' });
    expect(decide('/en/quidditch')).toEqual({ kind: 'not-found' });
    expect(decide('/en/404')).toEqual({ kind: 'not-found' });
    expect(decide('/_not-found')).toEqual({ kind: 'pass' });
  });

  it('sends the favicon request to the SVG icon', () => {
    expect(decide('/favicon.ico')).toMatchObject({
      kind: 'redirect',
      pathname: '/images/favicon.svg',
      status: 308,
    });
  });
});
