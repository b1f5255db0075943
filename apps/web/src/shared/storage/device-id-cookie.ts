import { readCookie } from '@/shared/api/csrf';
import { setCookie } from './browser-storage';
import { COOKIE_LIFETIME_SECONDS, COOKIE_NAMES } from './storage-keys';

/** The browser's device-id cookie: `deviceId`, site-wide, SameSite=Lax, 7300 days. */
export const deviceIdCookie = {
  get: () =>
    typeof document === 'undefined' ? undefined : readCookie(document.cookie, COOKIE_NAMES.deviceId),
  set: (value: string) => setCookie(COOKIE_NAMES.deviceId, value, COOKIE_LIFETIME_SECONDS.deviceId),
};
