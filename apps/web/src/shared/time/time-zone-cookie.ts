/** Cookie with the visitor's IANA time zone, written by the browser so the server renders times in it. */
export const TIME_ZONE_COOKIE = 'tz';
export const DEFAULT_TIME_ZONE = 'UTC';
