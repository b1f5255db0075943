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

/** Cookies the shell writes itself (spec part 1 §9: the deposit reminder's lives 1 day). */
export const COOKIE_NAMES = {
  depositReminder: 'deposit_reminder',
} as const;
