import type { Locale } from '@sportsbook/contracts/locales';
import { messageResponseSchema, phoneVerificationSchema } from '@sportsbook/contracts/platform';
import { apiCall } from '@/shared/api/api-client';

/** GET /player/phone-verification (the spec's getPhoneVerification). */
export function getPhoneVerification(locale: Locale) {
  return apiCall('/api/platform/player/phone-verification', phoneVerificationSchema, { query: { locale } });
}

/** POST /player/phone-verification/send: a 6-digit code by SMS. */
export function sendPhoneCode(phone: string) {
  return apiCall('/api/platform/player/phone-verification/send', messageResponseSchema, {
    method: 'POST',
    body: { phone },
  });
}

/** POST /player/phone-verification/confirm. */
export function confirmPhoneCode(code: string) {
  return apiCall('/api/platform/player/phone-verification/confirm', phoneVerificationSchema, {
    method: 'POST',
    body: { code },
  });
}
