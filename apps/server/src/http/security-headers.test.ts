import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { API_DOCS_PATH } from './api-docs';
import {
  API_CONTENT_SECURITY_POLICY,
  API_HTML_CONTENT_SECURITY_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

const development = useTestApp();
const production = useTestApp({
  env: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: 'production-secret-of-the-headers-test-0123456789',
    BACKOFFICE_TOKEN: 'b'.repeat(32),
    PUBLIC_URL: 'https://sportsbook.example',
  },
});

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

describe('security headers of the API', () => {
  it('a JSON answer, a refusal and an unknown route forbid every content and framing', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/sportsbook/sports' },
      { method: 'GET' as const, url: '/api/platform/player/accounts' },
      { method: 'GET' as const, url: '/api/no-such-route' },
    ]) {
      const response = await development.app.inject(request);
      expect(response.headers['content-type'], request.url).toMatch(/^application\/json/);
      expect(response.headers, request.url).toMatchObject({
        ...COMMON,
        'content-security-policy': API_CONTENT_SECURITY_POLICY,
      });
      expect(response.headers['strict-transport-security'], request.url).toBeUndefined();
    }
  });

  it('the API reference page may load its own scripts, and nothing inline but styles', async () => {
    const page = await development.app.inject({ url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers).toMatchObject({
      ...COMMON,
      'content-security-policy': API_HTML_CONTENT_SECURITY_POLICY,
    });
    // The policy fits the page: every script it has is loaded from a URL.
    expect(page.body).toMatch(/<script src=/);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('production adds HSTS', async () => {
    const response = await production.app.inject({ url: '/api/sportsbook/sports' });
    expect(response.headers).toMatchObject({
      ...COMMON,
      'strict-transport-security': STRICT_TRANSPORT_SECURITY,
    });
  });
});
