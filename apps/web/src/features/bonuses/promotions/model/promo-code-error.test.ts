import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { promoCodeErrorKey } from './promo-code-error';

const refused = (status: number, code: string, key?: string) =>
  new ApiError(status, code, 'refused', undefined, { byBet: [], message: key });

describe('promoCodeErrorKey', () => {
  it('takes the key the API names for each refusal', () => {
    expect(promoCodeErrorKey(refused(404, 'promo_code_unknown', 'error.promo_code.unknown'))).toBe(
      'promo_code.unknown',
    );
    expect(promoCodeErrorKey(refused(409, 'promo_code_expired', 'error.promo_code.expired'))).toBe(
      'promo_code.expired',
    );
    expect(promoCodeErrorKey(refused(409, 'promo_code_already_used', 'error.promo_code.already_used'))).toBe(
      'promo_code.already_used',
    );
    expect(promoCodeErrorKey(refused(403, 'promo_code_not_eligible', 'error.promo_code.not_eligible'))).toBe(
      'promo_code.not_eligible',
    );
  });

  it('reads 429 as too many attempts and a malformed code (400) as unknown', () => {
    expect(promoCodeErrorKey(refused(429, 'too_many_requests'))).toBe('promo_code.too_many_attempts');
    expect(promoCodeErrorKey(refused(400, 'validation_error'))).toBe('promo_code.unknown');
  });

  it('leaves anything else to the generic message', () => {
    expect(promoCodeErrorKey(refused(500, 'internal_error'))).toBeNull();
    expect(promoCodeErrorKey(refused(409, 'other', 'error.place_bets.default'))).toBeNull();
    expect(promoCodeErrorKey(new Error('offline'))).toBeNull();
  });
});
