import { PROMO_CODE_ERROR_KEYS, PROMO_CODE_TOO_MANY_ATTEMPTS_KEY } from '@sportsbook/contracts/bonuses';
import { isApiError } from '@/shared/api/api-error';

type ErrorKey =
  | (typeof PROMO_CODE_ERROR_KEYS)[keyof typeof PROMO_CODE_ERROR_KEYS]
  | typeof PROMO_CODE_TOO_MANY_ATTEMPTS_KEY;
/** A refusal's key inside the catalogue's `error` namespace. */
export type PromoCodeMessageKey = ErrorKey extends `error.${infer Key}` ? Key : never;

const KNOWN_KEYS: readonly ErrorKey[] = [
  ...Object.values(PROMO_CODE_ERROR_KEYS),
  PROMO_CODE_TOO_MANY_ATTEMPTS_KEY,
];

const inErrorNamespace = (key: ErrorKey) => key.slice('error.'.length) as PromoCodeMessageKey;

/**
 * The catalogue key of a refused promo code, in the `error` namespace: the one the API names in
 * `localized_message`; 429 is too many attempts; a code the API refuses as malformed (400) cannot name any
 * promotion, so it reads as unknown. Anything else is null: the form says the generic failure.
 */
export function promoCodeErrorKey(error: unknown): PromoCodeMessageKey | null {
  if (!isApiError(error)) return null;
  const named = KNOWN_KEYS.find((key) => key === error.localized.message);
  if (named) return inErrorNamespace(named);
  if (error.status === 429) return inErrorNamespace(PROMO_CODE_TOO_MANY_ATTEMPTS_KEY);
  if (error.status === 400) return inErrorNamespace(PROMO_CODE_ERROR_KEYS.unknown);
  return null;
}
