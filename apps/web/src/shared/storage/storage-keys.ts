/**
 * Browser storage keys of the product (spec part 1 §7), one place for every feature. Local storage outlives
 * the tab; session storage lives as long as the tab.
 */
export const LOCAL_STORAGE_KEYS = {
  deviceId: 'deviceId',
  consent: 'consent',
  locale: 'locale',
  leftSidebarCollapsed: 'leftSidebarCollapsed',
  testProviders: 'testProviders',
  depositReminder: 'depositReminder',
} as const;

export const SESSION_STORAGE_KEYS = {
  bets: 'bets',
  betslipToggleState: 'betslipToggleState',
  ticketState: 'ticketState',
  quickBet: 'quickBet',
  oddsType: 'oddsType',
  matchPreview: 'matchPreview',
  isRegistered: 'isRegistered',
  welcomingPopup: 'welcomingPopup',
  customizerSettings: 'customizerSettings',
  videoStreaming: 'videoStreaming',
  signUpReminder: 'signUpReminder',
  termsAccepted: 'termsAccepted',
  oddsSettingsErrorShown: 'oddsSettingsErrorShown',
  floatingButton: 'floatingButton',
} as const;

export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];
export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[keyof typeof SESSION_STORAGE_KEYS];

/**
 * Cookies the shell writes itself (spec part 1 §9: the deposit reminder's lives 1 day; consent and deviceId are
 * the spec's names, part 1 §7). `apps/web/server/page-cache.mjs` names consent and deviceId again (plain
 * JavaScript; its test reads these): the server render reads neither, so they do not split the page cache.
 */
export const COOKIE_NAMES = {
  depositReminder: 'deposit_reminder',
  consent: 'consent',
  deviceId: 'deviceId',
} as const;

const DAY_SECONDS = 24 * 60 * 60;

/** How long the shell's own long-lived cookies live (spec part 1 §9). */
export const COOKIE_LIFETIME_SECONDS = {
  /** The visitor's cookie choice: 365 days. */
  consent: 365 * DAY_SECONDS,
  /** The browser's device id: 7300 days (twenty years). */
  deviceId: 7300 * DAY_SECONDS,
} as const;
