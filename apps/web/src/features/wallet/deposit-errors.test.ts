import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-client';
import { depositErrorText } from './deposit-errors';

describe('deposit errors', () => {
  it('names what the deposit limit still allows', () => {
    const error = new ApiError(403, 'deposit_limit_exceeded', 'over', {
      limit_id: 3,
      remaining: 1500,
      currency: 'EUR',
    });
    expect(depositErrorText(error)).toEqual({
      key: 'errors.deposit-limit',
      remaining: { amount: 1500, currency: 'EUR' },
    });
  });

  it('names the largest single deposit', () => {
    const error = new ApiError(
      400,
      'deposit_amount_too_large',
      'The most you can deposit by card is 10000.00 EUR.',
      {
        field: 'body.amount',
        max: 1_000_000,
        currency: 'EUR',
        method: 'card',
      },
    );
    expect(depositErrorText(error)).toEqual({
      key: 'errors.deposit-max',
      max: { amount: 1_000_000, currency: 'EUR' },
    });
    const withoutDetails = new ApiError(400, 'deposit_amount_too_large', 'Too much at once.');
    expect(depositErrorText(withoutDetails)).toEqual({ raw: 'Too much at once.' });
  });

  it('names the smallest single deposit', () => {
    const error = new ApiError(400, 'deposit_amount_too_small', 'The least you can deposit is 1.00 EUR.', {
      field: 'body.amount',
      min: 100,
      currency: 'EUR',
    });
    expect(depositErrorText(error)).toEqual({ key: 'form.below-min', min: { amount: 100, currency: 'EUR' } });
    expect(depositErrorText(new ApiError(400, 'deposit_amount_too_small', 'Too little.'))).toEqual({
      raw: 'Too little.',
    });
  });

  it('tells the other refusals apart and keeps unknown 4xx messages', () => {
    expect(depositErrorText(new ApiError(403, 'profile_incomplete', 'x'))).toEqual({
      key: 'errors.profile-incomplete',
    });
    expect(depositErrorText(new ApiError(403, 'cooling_off', 'x'))).toEqual({ key: 'errors.excluded' });
    expect(depositErrorText(new ApiError(403, 'test_deposit_forbidden', 'x'))).toEqual({
      key: 'errors.test-forbidden',
    });
    expect(depositErrorText(new ApiError(400, 'bad_request', 'amount: too large'))).toEqual({
      raw: 'amount: too large',
    });
    expect(depositErrorText(new ApiError(502, 'http_error', 'x'))).toEqual({ key: 'errors.default' });
  });
});
