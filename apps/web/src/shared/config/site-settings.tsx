'use client';

import type { ChatConfig, SiteConfig } from '@sportsbook/contracts/site-config';
import { createContext, type ReactNode, useContext } from 'react';
import type { UserGroupCheck } from '@/features/account/user-group-check';

/** Deposit reminder config (spec part 1 §3). */
export interface DepositReminderConfig {
  showDepositReminder: boolean;
  /** The player status that forms the reminder group; null: every player. */
  playerGroupId: string | null;
  /** Seconds before the reminder appears. */
  remindAfter: number;
}

/** The tag manager (spec part 1 §1), loaded only after consent (features/consent; apps/web/server/tag-manager.mjs). */
export interface TagManagerConfig {
  containerId: string;
  /** gtm.js of this container, from the configured origin (the only one the page policy lets in for it). */
  scriptUrl: string;
}

/**
 * The operator's settings the shell, account, wallet and responsible-gambling parts read (spec part 1 §3, §4): the
 * site config (isMyBetsVisible, signUpReminderSeconds, chat, push, isShareBetOn; contracts `siteConfigSchema`)
 * and the rest.
 */
export interface SiteSettings extends SiteConfig {
  depositReminder: DepositReminderConfig;
  quickDepositEnabled: boolean;
  /** The activity-tracking feature flag. */
  activityTrackingEnabled: boolean;
  /** Inside a frame, sign-in, sign-up and deposit need the cross-frame listeners (spec part 1 §5). */
  iframeListenersEnabled: boolean;
  /** Origins (a leading `*.` for subdomains) that may frame the site and send it host messages (ADR 032). */
  embedAllowedOrigins: readonly string[];
  /** The optional user-group checker (spec part 1 §6); null: off. */
  userGroupCheck: UserGroupCheck | null;
  /** The tag manager; null: off. */
  tagManager: TagManagerConfig | null;
  /** The amb progress bar feature flag (spec part 2 §6): amount-of-bets freebet progress on /promotions. */
  ambProgressEnabled: boolean;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  signUpReminderSeconds: 60,
  depositReminder: { showDepositReminder: true, playerGroupId: null, remindAfter: 10 },
  quickDepositEnabled: true,
  activityTrackingEnabled: true,
  iframeListenersEnabled: false,
  embedAllowedOrigins: [],
  isShareBetOn: true,
  isMyBetsVisible: true,
  chat: null,
  push: { type: 'none' },
  userGroupCheck: null,
  tagManager: null,
  ambProgressEnabled: true,
};

const SiteSettingsContext = createContext<SiteSettings>(DEFAULT_SITE_SETTINGS);

/** Given once by the layout from the server's environment. */
export function SiteSettingsProvider({ value, children }: { value: SiteSettings; children: ReactNode }) {
  return <SiteSettingsContext.Provider value={value}>{children}</SiteSettingsContext.Provider>;
}

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}

export type { ChatConfig };
