'use client';

import { depositReminderFits } from '@sportsbook/domain/deposit-reminder';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { activeAccount, authStore, useAuth } from '@/features/account/auth-store';
import { slipStore } from '@/features/betslip/store/slip-instance';
import { modalStore, openModal } from '@/features/modals/modal-store';
import { getRecentTransactions } from '@/features/wallet/api/get-transactions';
import { DEPOSIT_REMINDER_COOKIE_SECONDS, depositReminderDelayMs } from '@/features/wallet/deposit-reminder';
import { reminderContextFrom } from '@/features/wallet/reminder-context';
import { startDeposit } from '@/features/wallet/start-deposit';
import { readCookie } from '@/shared/api/csrf';
import { useSiteSettings } from '@/shared/config/site-settings';
import { setCookie } from '@/shared/storage/browser-storage';
import { COOKIE_NAMES } from '@/shared/storage/storage-keys';
import { ReminderContent } from '@/shared/ui/reminder-content';

const quietNow = () =>
  readCookie(document.cookie, COOKIE_NAMES.depositReminder) !== undefined ||
  // Never over a form in use; the next page load tries again.
  modalStore.getState().stack.length > 0;

/**
 * The reminder only when it fits the player's context (domain `deposit-reminder`): no paid deposit in the quiet
 * period and a balance below their usual stake, read from their latest history when the timer fires.
 */
async function remindIfItFits(signal: AbortSignal): Promise<void> {
  if (quietNow()) return;
  const account = activeAccount(authStore.getState());
  if (!account) return;
  const history = await getRecentTransactions(account.currency, signal).catch(() => null);
  if (!history || signal.aborted || quietNow()) return;
  const defaultStake = slipStore.store.getState().settings.stakes[0] ?? 0;
  const context = reminderContextFrom(history.items, account, defaultStake, new Date());
  if (!depositReminderFits(context)) return;
  setCookie(COOKIE_NAMES.depositReminder, '1', DEPOSIT_REMINDER_COOKIE_SECONDS);
  openModal('depositReminder');
}

/**
 * Opens the deposit reminder remindAfter seconds after sign-in or page load, at most once a day, and only when it
 * fits the player's context.
 */
export function DepositReminderTimer() {
  const loggedIn = useAuth((state) => state.status === 'logged_in');
  const statuses = useAuth((state) => state.player.statuses);
  const { depositReminder, quickDepositEnabled } = useSiteSettings();

  useEffect(() => {
    const delay = depositReminderDelayMs({
      config: depositReminder,
      loggedIn,
      statuses,
      quickDepositEnabled,
      cookieSet: readCookie(document.cookie, COOKIE_NAMES.depositReminder) !== undefined,
    });
    if (delay === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void remindIfItFits(controller.signal);
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [depositReminder, loggedIn, statuses, quickDepositEnabled]);

  return null;
}

export function DepositReminderContent({ onClose }: { onClose: () => void }) {
  const t = useTranslations('wallet');
  return (
    <ReminderContent
      text={t('reminder.text')}
      actionLabel={t('reminder.action')}
      onAction={() => {
        onClose();
        startDeposit('quickDeposit');
      }}
      laterLabel={t('reminder.later')}
      onClose={onClose}
    />
  );
}
