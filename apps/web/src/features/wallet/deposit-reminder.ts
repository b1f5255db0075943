import type { DepositReminderConfig } from '@/shared/config/site-settings';

/** Once shown, the reminder rests for a day (spec part 1 §9). */
export const DEPOSIT_REMINDER_COOKIE_SECONDS = 24 * 3600;

export interface DepositReminderInput {
  config: DepositReminderConfig;
  loggedIn: boolean;
  statuses: readonly { id: string }[];
  quickDepositEnabled: boolean;
  /** The reminder cookie is set: it was shown within the last day. */
  cookieSet: boolean;
}

/**
 * When the deposit reminder appears (spec part 1 §4, §5): after remindAfter seconds when it is enabled, the
 * player is in the reminder group, quick deposit is on and the reminder cookie is not set. Null: not at all.
 */
export function depositReminderDelayMs(input: DepositReminderInput): number | null {
  const { config } = input;
  if (!input.loggedIn || !config.showDepositReminder || !input.quickDepositEnabled || input.cookieSet)
    return null;
  if (config.playerGroupId !== null && !input.statuses.some((status) => status.id === config.playerGroupId)) {
    return null;
  }
  return Math.max(0, config.remindAfter) * 1000;
}
