import { DEFAULT_LIMIT_COOLING_SECONDS, LIMIT_COOLING_SECONDS_RANGE } from '@sportsbook/domain/limit-cooling';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_BACKOFFICE_TOKEN, loadConfig } from './env';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '.data/pglite', thread: 'worker' });
    expect(config.feedSimulator).toBe(true);
    expect(config.demoJackpotDraws).toBe(true);
  });

  it('turns the demo jackpot draws off with DEMO_JACKPOT_DRAWS=false (the end-to-end runs)', () => {
    expect(loadConfig({ DEMO_JACKPOT_DRAWS: 'false' }).demoJackpotDraws).toBe(false);
  });

  it("keeps the simulator's provider outages by default and turns them off with FEED_OUTAGES=false (the e2e runs)", () => {
    expect(loadConfig({}).feed.outages).toBe(true);
    expect(loadConfig({ FEED_OUTAGES: 'false' }).feed.outages).toBe(false);
    expect(() => loadConfig({ FEED_OUTAGES: 'sometimes' })).toThrow(/FEED_OUTAGES/);
  });

  it("gives a looser limit 24 h of cooling by default, the operator's LIMIT_COOLING_PERIOD_SECONDS when set", () => {
    expect(loadConfig({}).limitCoolingSeconds).toBe(DEFAULT_LIMIT_COOLING_SECONDS);
    expect(loadConfig({ LIMIT_COOLING_PERIOD_SECONDS: '3600' }).limitCoolingSeconds).toBe(3600);
    for (const bad of ['0', '-5', '1.5', 'a day', String(LIMIT_COOLING_SECONDS_RANGE.max + 1)]) {
      expect(() => loadConfig({ LIMIT_COOLING_PERIOD_SECONDS: bad }), bad).toThrow(
        /LIMIT_COOLING_PERIOD_SECONDS/,
      );
    }
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@127.0.0.1:5432/db' });
  });

  it('names every bad variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', FEED_SIMULATOR: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid environment:/);
    expect(message).toContain('PORT');
    expect(message).toContain('(got "eighty")');
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('FEED_SIMULATOR');
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('reports errors only when SENTRY_DSN is set, named by SENTRY_ENVIRONMENT or NODE_ENV (ADR 033)', () => {
    expect(loadConfig({}).errorReporting).toBeUndefined();
    expect(loadConfig({ SENTRY_DSN: '' }).errorReporting).toBeUndefined();
    expect(loadConfig({ SENTRY_DSN: 'https://key@errors.example.com/7' }).errorReporting).toEqual({
      dsn: 'https://key@errors.example.com/7',
      environment: 'development',
    });
    expect(
      loadConfig({ SENTRY_DSN: 'https://key@errors.example.com/7', SENTRY_ENVIRONMENT: 'staging' })
        .errorReporting?.environment,
    ).toBe('staging');
    expect(() => loadConfig({ SENTRY_DSN: 'errors.example.com' })).toThrow(/SENTRY_DSN/);
  });

  it('requires a real token secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET: is required in production/);
    const config = loadConfig({
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(32),
      BACKOFFICE_TOKEN: 'b'.repeat(32),
    });
    expect(config.feedSimulator).toBe(false);
  });

  it('requires the operator API token in production, and uses a printed default elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) })).toThrow(
      /BACKOFFICE_TOKEN: is required in production/,
    );
    expect(() => loadConfig({ BACKOFFICE_TOKEN: 'short' })).toThrow(/BACKOFFICE_TOKEN: must be at least 32/);
    expect(loadConfig({}).backoffice).toEqual({ token: DEVELOPMENT_BACKOFFICE_TOKEN, isDefault: true });
    expect(loadConfig({ BACKOFFICE_TOKEN: 'b'.repeat(32) }).backoffice).toEqual({
      token: 'b'.repeat(32),
      isDefault: false,
    });
  });
});

describe('platform settings', () => {
  it('blocks US and FR by default, reads the Cloudflare country header, no development override', () => {
    const config = loadConfig({});
    expect(config.geo).toEqual({
      blockedCountries: ['US', 'FR'],
      countryHeader: 'cf-ipcountry',
      devCountry: undefined,
    });
    expect(config.phoneVerificationRequired).toBe(false);
    expect(config.depositRequiresProfile).toBe(true);
  });

  it('parses a custom country list, header and development country', () => {
    const config = loadConfig({
      BLOCKED_COUNTRIES: ' gb, nl ,',
      COUNTRY_HEADER: 'X-Country',
      DEV_COUNTRY: 'de',
    });
    expect(config.geo).toEqual({
      blockedCountries: ['GB', 'NL'],
      countryHeader: 'x-country',
      devCountry: 'DE',
    });
    expect(loadConfig({ BLOCKED_COUNTRIES: '' }).geo.blockedCountries).toEqual([]);
  });

  it('rejects malformed country settings and a development country in production', () => {
    expect(() => loadConfig({ BLOCKED_COUNTRIES: 'USA' })).toThrow(/BLOCKED_COUNTRIES/);
    expect(() => loadConfig({ DEV_COUNTRY: 'Germany' })).toThrow(/DEV_COUNTRY: must be a two-letter/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        TOKEN_SECRET: 'x'.repeat(32),
        BACKOFFICE_TOKEN: 'b'.repeat(32),
        DEV_COUNTRY: 'DE',
      }),
    ).toThrow(/DEV_COUNTRY: must not be set in production/);
  });
});

describe('client address and metrics settings', () => {
  it('trusts X-Forwarded-For from loopback only by default, from the listed proxies when set', () => {
    expect(loadConfig({}).trustedProxies).toEqual(['127.0.0.0/8', '::1']);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.1.5, 10.0.2.0/24 ,fd00::/8,' }).trustedProxies).toEqual([
      '10.0.1.5',
      '10.0.2.0/24',
      'fd00::/8',
    ]);
  });

  it('rejects a proxy list it cannot read', () => {
    for (const bad of ['web-1.internal', '10.0.0.0/33', '10.0.0.1/8/8', 'fd00::/129', ' , ']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
    }
  });

  it('keeps metrics open outside production, behind METRICS_TOKEN when set, and off in production without one', () => {
    const token = 'm'.repeat(32);
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(32),
      BACKOFFICE_TOKEN: 'b'.repeat(32),
    };
    expect(loadConfig({}).metrics).toEqual({ access: 'open' });
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ access: 'token', token });
    expect(loadConfig(production).metrics).toEqual({ access: 'off' });
    expect(loadConfig({ ...production, METRICS_TOKEN: token }).metrics).toEqual({ access: 'token', token });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32/);
  });
});
