import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, toSearch } from './api-client';

interface Recorded {
  url: string;
  init: RequestInit;
}

function fakeServer(answer: (url: string, init: RequestInit) => Response, initialCookies = '') {
  const calls: Recorded[] = [];
  let cookies = initialCookies;
  const client = createApiClient({
    fetch: async (url, init) => {
      calls.push({ url, init });
      if (url === '/api/platform/country') cookies = 'sb_csrf=token-from-server; other=1';
      return answer(url, init);
    },
    cookies: () => cookies,
  });
  return { client, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const okSchema = z.object({ ok: z.boolean() });

const headersOf = (call: Recorded | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

describe('api client', () => {
  it('sends GET without body or CSRF header and parses the answer', async () => {
    const { client, calls } = fakeServer(() => json(200, { ok: true }));
    await expect(client.call('/api/platform/player', okSchema, { query: { stag: 'a b' } })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/platform/player?stag=a+b');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headersOf(calls[0])['x-csrf-token']).toBeUndefined();
  });

  it('loads a lazy reader when the answer arrives and parses with it; a failed call loads nothing', async () => {
    let loads = 0;
    const lazy = async () => {
      loads += 1;
      return okSchema;
    };
    const { client } = fakeServer(() => json(200, { ok: true }));
    await expect(client.call('/x', lazy)).resolves.toEqual({ ok: true });
    expect(loads).toBe(1);
    const failing = fakeServer(() => json(404, { code: 'not_found', message: 'Not found' }));
    await expect(failing.client.call('/x', lazy)).rejects.toBeInstanceOf(ApiError);
    expect(loads).toBe(1);
    const wrong = fakeServer(() => json(200, { ok: 'yes' }));
    await expect(wrong.client.call('/x', lazy)).rejects.toThrow();
  });

  it('echoes the CSRF cookie and sends {} when a state-changing call has no body', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const { client, calls } = fakeServer(() => json(200, { ok: true }), 'sb_csrf=abc%3D');
      await client.call('/api/platform/player/logout', okSchema, { method });
      const headers = headersOf(calls[0]);
      expect(headers['x-csrf-token']).toBe('abc=');
      expect(headers['content-type']).toBe('application/json');
      expect(calls[0]?.init.body).toBe('{}');
      expect(calls[0]?.init.method).toBe(method);
    }
  });

  it('fetches the CSRF cookie first when the page has none', async () => {
    const { client, calls } = fakeServer(() => json(200, { ok: true }));
    await client.call('/api/platform/users/sign_in', okSchema, { method: 'POST', body: { email: 'x' } });
    expect(calls.map((c) => c.url)).toEqual(['/api/platform/country', '/api/platform/users/sign_in']);
    expect(headersOf(calls[1])['x-csrf-token']).toBe('token-from-server');
    expect(calls[1]?.init.body).toBe('{"email":"x"}');
  });

  it('sends a call refused for its CSRF header once more when a later answer changed the cookie meanwhile', async () => {
    const calls: Recorded[] = [];
    let cookies = 'sb_csrf=first';
    const client = createApiClient({
      fetch: async (url, init) => {
        calls.push({ url, init });
        const sent = (init.headers as Record<string, string>)['x-csrf-token'];
        if (calls.length > 1) return json(200, { ok: true });
        // Another of the page's first answers lands while this call is under way, with a cookie of its own.
        cookies = 'sb_csrf=second';
        return sent === 'second' ? json(200, { ok: true }) : json(403, { code: 'csrf_token_invalid' });
      },
      cookies: () => cookies,
    });
    await expect(client.call('/api/platform/users/sign_in', okSchema, { method: 'POST' })).resolves.toEqual({
      ok: true,
    });
    expect(calls.map((c) => headersOf(c)['x-csrf-token'])).toEqual(['first', 'second']);
  });

  it('sends a CSRF refusal on as an error, once, when the cookie is the one the header echoed', async () => {
    const { client, calls } = fakeServer(() => json(403, { code: 'csrf_token_invalid' }), 'sb_csrf=same');
    await expect(
      client.call('/api/platform/users/sign_in', okSchema, { method: 'POST' }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'csrf_token_invalid',
    });
    expect(calls).toHaveLength(1);
    let cookie = 0;
    let sent = 0;
    const changing = createApiClient({
      fetch: async () => {
        sent += 1;
        return json(403, { code: 'csrf_token_invalid' });
      },
      cookies: () => `sb_csrf=token-${++cookie}`,
    });
    // A cookie that changes on every read is sent once more, not again and again.
    await expect(changing.call('/x', okSchema, { method: 'POST' })).rejects.toMatchObject({ status: 403 });
    expect(sent).toBe(2);
  });

  it('turns the error body into an ApiError with code, message and details', async () => {
    const { client } = fakeServer(() =>
      json(403, {
        code: 'country_blocked',
        message: "Sorry, we're not available in United States right now.",
        data: { details: { country: { code: 'US', name: 'United States' } } },
      }),
    );
    const error = await client.call('/x', okSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'country_blocked',
      details: { country: { code: 'US' } },
    });
  });

  it('keeps the localized messages of the error body, per bet and overall', async () => {
    const { client } = fakeServer(() =>
      json(400, {
        code: 101,
        message: 'The odds have changed.',
        data: {
          localized_message: 'error.place_bets.invalid_odds',
          errors_by_bet: [{ localized_message: 'error.risk_validation.odds_different_than_bookmaker' }, {}],
        },
      }),
    );
    const error = await client.call('/x', okSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: '101',
      localized: {
        message: 'error.place_bets.invalid_odds',
        byBet: ['error.risk_validation.odds_different_than_bookmaker', ''],
      },
    });
  });

  it('reports an unexpected 401 to the listeners, but not one the call handles itself', async () => {
    const { client } = fakeServer(() => json(401, { code: 'unauthorized', message: 'Sign in', data: {} }));
    const seen: string[] = [];
    const stop = client.onUnauthorized((error) => seen.push(error.code));
    await expect(client.call('/a', okSchema)).rejects.toBeInstanceOf(ApiError);
    await expect(client.call('/b', okSchema, { handlesUnauthorized: true })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual(['unauthorized']);
    stop();
    await expect(client.call('/c', okSchema)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
  });

  it('rejects an answer that does not match the contract', async () => {
    const { client } = fakeServer(() => json(200, { ok: 'yes' }));
    await expect(client.call('/x', okSchema)).rejects.toThrow();
  });

  it('reports a failed connection as status 0 and lets aborts through', async () => {
    const failing = createApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      cookies: () => '',
    });
    await expect(failing.call('/x', okSchema)).rejects.toMatchObject({ status: 0, code: 'network_error' });
    const aborting = createApiClient({
      fetch: async () => {
        throw new DOMException('aborted', 'AbortError');
      },
      cookies: () => '',
    });
    await expect(aborting.call('/x', okSchema)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('writes lists with commas and leaves undefined out, keys sorted', () => {
    expect(toSearch({ b: [1, 2], a: 'x', c: undefined, d: [] })).toBe('?a=x&b=1%2C2');
    expect(toSearch({})).toBe('');
  });
});
