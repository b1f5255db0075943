import { PLATFORM_ERROR_CODES } from '@sportsbook/contracts/platform';
import { isApiError } from '@/shared/api/api-client';
import { countryName } from '@/shared/i18n/country';

export type AuthErrorKey =
  | 'errors.invalid-credentials'
  | 'errors.email-not-confirmed'
  | 'errors.account-locked'
  | 'errors.country-blocked'
  | 'errors.self-excluded'
  | 'errors.self-excluded-permanent'
  | 'errors.cooling-off'
  | 'errors.too-many-requests'
  | 'errors.invalid-token'
  | 'errors.under-age'
  | 'errors.phone-code-invalid'
  | 'errors.phone-code-expired'
  | 'errors.unknown-currency'
  | 'errors.network'
  | 'errors.default';

/** A translated message to show: a catalogue key with its values, or the API's own words as a last resort. */
export type ErrorText = { key: AuthErrorKey; values?: Record<string, string> } | { raw: string };

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function formatDate(iso: unknown, locale: string): string | undefined {
  if (typeof iso !== 'string') return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/**
 * What an account form says about a failed call (spec part 1 §8: a clear message). Known platform codes get
 * the page's language; a validation answer keeps the API's message, which names the field.
 */
export function authErrorText(error: unknown, locale: string): ErrorText {
  if (!isApiError(error)) return { key: 'errors.default' };
  const details = record(error.details);
  switch (error.code) {
    case PLATFORM_ERROR_CODES.invalidCredentials:
      return { key: 'errors.invalid-credentials' };
    case PLATFORM_ERROR_CODES.emailNotConfirmed:
      return { key: 'errors.email-not-confirmed' };
    case PLATFORM_ERROR_CODES.accountLocked:
      return { key: 'errors.account-locked' };
    case PLATFORM_ERROR_CODES.countryBlocked: {
      const code = record(details?.country)?.code;
      const name = typeof code === 'string' ? countryName(locale, code) : '';
      return name ? { key: 'errors.country-blocked', values: { countryName: name } } : { raw: error.message };
    }
    case PLATFORM_ERROR_CODES.selfExcluded: {
      const until = formatDate(details?.until, locale);
      return until
        ? { key: 'errors.self-excluded', values: { date: until } }
        : { key: 'errors.self-excluded-permanent' };
    }
    case PLATFORM_ERROR_CODES.coolingOff: {
      const until = formatDate(details?.until, locale);
      return until ? { key: 'errors.cooling-off', values: { date: until } } : { raw: error.message };
    }
    case PLATFORM_ERROR_CODES.invalidToken:
      return { key: 'errors.invalid-token' };
    case PLATFORM_ERROR_CODES.underAge:
      return { key: 'errors.under-age' };
    case PLATFORM_ERROR_CODES.phoneCodeInvalid:
      return { key: 'errors.phone-code-invalid' };
    case PLATFORM_ERROR_CODES.phoneCodeExpired:
      return { key: 'errors.phone-code-expired' };
    case PLATFORM_ERROR_CODES.unknownCurrency:
      return { key: 'errors.unknown-currency' };
    case 'too_many_requests':
      return { key: 'errors.too-many-requests' };
    case 'network_error':
      return { key: 'errors.network' };
  }
  if (error.status >= 400 && error.status < 500 && error.message) return { raw: error.message };
  return { key: 'errors.default' };
}
