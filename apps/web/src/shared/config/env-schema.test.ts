import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('fills in the defaults', () => {
    expect(parseEnv({})).toEqual({
      API_ORIGIN: 'http://127.0.0.1:4000',
      PUBLIC_URL: 'http://localhost:3000',
      COUNTRY_HEADER: 'cf-ipcountry',
      DEFAULT_COUNTRY: 'MT',
      REALTIME_DELTA: true,
      TEST_PROVIDER_OVERRIDE: false,
      SENTRY_TRACES_SAMPLE_RATE: 0,
      ERROR_TRIGGERS: false,
    });
  });

  it('treats empty variables as unset and normalises the others', () => {
    expect(
      parseEnv({
        API_ORIGIN: '',
        PUBLIC_URL: 'https://bet.example.com/',
        COUNTRY_HEADER: 'X-Country',
        DEFAULT_COUNTRY: 'de',
      }),
    ).toEqual({
      API_ORIGIN: 'http://127.0.0.1:4000',
      PUBLIC_URL: 'https://bet.example.com',
      COUNTRY_HEADER: 'x-country',
      DEFAULT_COUNTRY: 'DE',
      REALTIME_DELTA: true,
      TEST_PROVIDER_OVERRIDE: false,
      SENTRY_TRACES_SAMPLE_RATE: 0,
      ERROR_TRIGGERS: false,
    });
  });

  it('reads the feature flags', () => {
    expect(parseEnv({ REALTIME_DELTA: 'false', TEST_PROVIDER_OVERRIDE: '1' })).toMatchObject({
      REALTIME_DELTA: false,
      TEST_PROVIDER_OVERRIDE: true,
    });
    expect(() => parseEnv({ REALTIME_DELTA: 'yes' })).toThrow(/REALTIME_DELTA/);
  });

  it('reads the error-reporting settings (ADR 033)', () => {
    expect(
      parseEnv({ SENTRY_DSN: 'https://key@errors.example.com/7', SENTRY_TRACES_SAMPLE_RATE: '0.2' }),
    ).toMatchObject({ SENTRY_DSN: 'https://key@errors.example.com/7', SENTRY_TRACES_SAMPLE_RATE: 0.2 });
    expect(parseEnv({ SENTRY_DSN: '' }).SENTRY_DSN).toBeUndefined();
    expect(() => parseEnv({ SENTRY_DSN: 'not a dsn' })).toThrow(/SENTRY_DSN/);
    expect(() => parseEnv({ SENTRY_TRACES_SAMPLE_RATE: '2' })).toThrow(/SENTRY_TRACES_SAMPLE_RATE/);
  });

  it('names every bad variable in one error', () => {
    expect(() => parseEnv({ API_ORIGIN: 'ftp://x', DEFAULT_COUNTRY: 'Malta' })).toThrow(
      /API_ORIGIN[\s\S]*DEFAULT_COUNTRY|DEFAULT_COUNTRY[\s\S]*API_ORIGIN/,
    );
  });
});
