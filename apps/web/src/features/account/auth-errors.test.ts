import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-client';
import { authErrorText } from './auth-errors';

describe('account error messages', () => {
  it('names the wrong credentials without saying which part was wrong', () => {
    expect(
      authErrorText(new ApiError(401, 'invalid_credentials', 'Invalid e-mail or password.'), 'en'),
    ).toEqual({
      key: 'errors.invalid-credentials',
    });
  });

  it('names the blocked country in the page language', () => {
    const error = new ApiError(403, 'country_blocked', 'Sorry', {
      country: { code: 'US', name: 'United States' },
    });
    expect(authErrorText(error, 'de')).toEqual({
      key: 'errors.country-blocked',
      values: { countryName: 'Vereinigte Staaten' },
    });
  });

  it('tells a self-excluded player until when, or that it is permanent', () => {
    const until = new ApiError(403, 'self_excluded', 'x', {
      type: 'selfexclusion',
      until: '2026-07-01T10:00:00.000Z',
    });
    const text = authErrorText(until, 'en');
    expect(text).toMatchObject({ key: 'errors.self-excluded' });
    expect('values' in text ? text.values?.date : '').toMatch(/2026/);
    const forever = new ApiError(403, 'self_excluded', 'x', { type: 'selfexclusion', until: null });
    expect(authErrorText(forever, 'en')).toEqual({ key: 'errors.self-excluded-permanent' });
  });

  it('keeps a validation message of the API, and falls back to a general message otherwise', () => {
    expect(
      authErrorText(new ApiError(400, 'bad_request', 'Invalid request: body.email: is invalid'), 'en'),
    ).toEqual({ raw: 'Invalid request: body.email: is invalid' });
    expect(authErrorText(new ApiError(500, 'internal', 'boom'), 'en')).toEqual({ key: 'errors.default' });
    expect(authErrorText(new Error('x'), 'en')).toEqual({ key: 'errors.default' });
    expect(authErrorText(new ApiError(0, 'network_error', 'Failed to fetch'), 'en')).toEqual({
      key: 'errors.network',
    });
  });
});
