import { WALLET_ERROR_CODES } from '@sportsbook/contracts/wallet';
import { isApiError } from '@/shared/api/api-client';

export type DepositErrorKey =
  | 'errors.deposit-limit'
  | 'errors.deposit-max'
  | 'form.below-min'
  | 'errors.profile-incomplete'
  | 'errors.excluded'
  | 'errors.test-forbidden'
  | 'errors.method'
  | 'errors.network'
  | 'errors.default';

type Amount = { amount: number; currency: string };

export type DepositErrorText =
  | { key: DepositErrorKey; remaining?: Amount; max?: Amount; min?: Amount }
  | { raw: string };

/**
 * What a refused deposit says (spec part 1 §8: a clear message); the limit's remaining amount, or the smallest
 * or largest single deposit, when known.
 */
export function depositErrorText(error: unknown): DepositErrorText {
  if (!isApiError(error)) return { key: 'errors.default' };
  const details =
    error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : {};
  switch (error.code) {
    case WALLET_ERROR_CODES.depositLimitExceeded: {
      const { remaining, currency } = details;
      return typeof remaining === 'number' && typeof currency === 'string'
        ? { key: 'errors.deposit-limit', remaining: { amount: remaining, currency } }
        : { raw: error.message };
    }
    case WALLET_ERROR_CODES.depositAmountTooLarge: {
      const { max, currency } = details;
      return typeof max === 'number' && typeof currency === 'string'
        ? { key: 'errors.deposit-max', max: { amount: max, currency } }
        : { raw: error.message };
    }
    case WALLET_ERROR_CODES.depositAmountTooSmall: {
      const { min, currency } = details;
      return typeof min === 'number' && typeof currency === 'string'
        ? { key: 'form.below-min', min: { amount: min, currency } }
        : { raw: error.message };
    }
    case WALLET_ERROR_CODES.profileIncomplete:
      return { key: 'errors.profile-incomplete' };
    case WALLET_ERROR_CODES.testDepositForbidden:
      return { key: 'errors.test-forbidden' };
    case WALLET_ERROR_CODES.paymentMethodUnavailable:
      return { key: 'errors.method' };
    case 'self_excluded':
    case 'cooling_off':
      return { key: 'errors.excluded' };
    case 'network_error':
      return { key: 'errors.network' };
  }
  if (error.status >= 400 && error.status < 500 && error.message) return { raw: error.message };
  return { key: 'errors.default' };
}
