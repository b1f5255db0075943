import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, toSearch } from './api-fetch';
import { readCookie } from './csrf';
import { QUERY_DEFAULTS, retryDelay } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('toSearch', () => {
  it('joins lists with commas, sorts keys and leaves out undefined values and empty lists', () => {
    expect(
      toSearch({ sport_key: ['football', 'tennis'], page: 2, bettable: true, x: undefined, ids: [] }),
    ).toBe('?bettable=true&page=2&sport_key=football%2Ctennis');
    expect(toSearch({})).toBe('');
  });
});

describe('apiRequest', () => {
  it('sends the locale and parses the answer with the schema', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ n: 3 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest(
      { origin: 'http://api', locale: 'de' },
      '/x',
      z.object({ n: z.number() }),
      {
        query: { a: 1 },
      },
    );
    expect(result).toEqual({ n: 3 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api/x?a=1');
    expect((init.headers as Record<string, string>)['accept-language']).toBe('de');
  });

  it('turns an error body into an ApiError with its code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'not_found', message: 'Match not found' }), { status: 404 }),
      ),
    );
    const failure = apiRequest({ origin: '', locale: 'en' }, '/y', z.object({}));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Match not found',
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ n: 'three' }), { status: 200 })),
    );
    await expect(
      apiRequest({ origin: '', locale: 'en' }, '/z', z.object({ n: z.number() })),
    ).rejects.toThrow();
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; sb_csrf=abc%3D; b=2', 'sb_csrf')).toBe('abc=');
    expect(readCookie('a=1', 'sb_csrf')).toBeUndefined();
    expect(readCookie('', 'sb_csrf')).toBeUndefined();
  });
});

describe('retryDelay', () => {
  it('doubles from one second and never waits longer than 30 s', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(10)).toBe(QUERY_DEFAULTS.maxRetryDelayMs);
  });
});
