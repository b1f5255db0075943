import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const testApp = useTestApp();

const signIn = { email: 'nobody@example.com', password: 'whatever-1' };

describe('CSRF double-submit', () => {
  it('sets a readable sb_csrf cookie on a response that lacks it, and only then', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/platform/player' });
    const cookie = first.cookies.find((c) => c.name === 'sb_csrf');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
    const second = await testApp.app.inject({
      method: 'GET',
      url: '/api/platform/player',
      headers: { cookie: `sb_csrf=${cookie?.value}` },
    });
    expect(second.cookies.find((c) => c.name === 'sb_csrf')).toBeUndefined();
  });

  it.each([
    ['no cookie and no header', {}],
    ['a cookie but no header', { cookie: 'sb_csrf=abc' }],
    ['a header that differs from the cookie', { cookie: 'sb_csrf=abc', 'x-csrf-token': 'abd' }],
    ['a header but no cookie', { 'x-csrf-token': 'abc' }],
  ])('refuses a state-changing call with %s (403, error body)', async (_label, headers) => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await testApp.app.inject({
        method,
        url: '/api/platform/users/sign_in',
        headers,
        payload: signIn,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'csrf_token_invalid', data: {} });
    }
  });

  it('lets the call through when the header matches the cookie', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/platform/users/sign_in',
      headers: { cookie: 'sb_csrf=abc123', 'x-csrf-token': 'abc123' },
      payload: signIn,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid_credentials');
  });

  it('does not need the header for reads', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/platform/player' })).statusCode).toBe(200);
  });

  it('marks the cookies Secure when the site is served over https', async () => {
    const secure = await testApp.buildApp({ env: { PUBLIC_URL: 'https://bets.example.com' } });
    const response = await secure.inject({ method: 'GET', url: '/api/platform/player?stag=aff-1' });
    expect(response.cookies.find((c) => c.name === 'sb_csrf')?.secure).toBe(true);
    expect(response.cookies.find((c) => c.name === 'sb_stag')?.secure).toBe(true);
  });
});
