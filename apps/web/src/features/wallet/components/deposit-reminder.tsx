'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { modalStore, openModal } from '@/features/modals/modal-store';
import { DEPOSIT_REMINDER_COOKIE_SECONDS, depositReminderDelayMs } from '@/features/wallet/deposit-reminder';
import { startDeposit } from '@/features/wallet/start-deposit';
import { readCookie } from '@/shared/api/csrf';
import { useSiteSettings } from '@/shared/config/site-settings';
import { setCookie } from '@/shared/storage/browser-storage';
import { COOKIE_NAMES } from '@/shared/storage/storage-keys';
import { Button } from '@/shared/ui/button';
import { formStyles } from '@/shared/ui/form-fields';

/** Opens the deposit reminder remindAfter seconds after sign-in or page load, at most once a day. */
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
    const timer = window.setTimeout(() => {
      if (readCookie(document.cookie, COOKIE_NAMES.depositReminder) !== undefined) return;
      // Never over a form in use; the next page load tries again.
      if (modalStore.getState().stack.length > 0) return;
      setCookie(COOKIE_NAMES.depositReminder, '1', DEPOSIT_REMINDER_COOKIE_SECONDS);
      openModal('depositReminder');
    }, delay);
    return () => window.clearTimeout(timer);
  }, [depositReminder, loggedIn, statuses, quickDepositEnabled]);

  return null;
}

export function DepositReminderContent({ onClose }: { onClose: () => void }) {
  const t = useTranslations('wallet');
  return (
    <div className={formStyles.form}>
      <p>{t('reminder.text')}</p>
      <div className={formStyles.actions}>
        <Button
          data-autofocus
          onClick={() => {
            onClose();
            startDeposit('quickDeposit');
          }}
        >
          {t('reminder.action')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('reminder.later')}
        </Button>
      </div>
    </div>
  );
}
