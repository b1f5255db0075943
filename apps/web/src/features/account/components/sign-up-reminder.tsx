'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { signUpReminderDelayMs } from '@/features/account/sign-up-reminder';
import { modalStore, openModal } from '@/features/modals/modal-store';
import { useSiteSettings } from '@/shared/config/site-settings';
import { sessionStore } from '@/shared/storage/browser-storage';
import { SESSION_STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { ReminderContent } from '@/shared/ui/reminder-content';
import { useAuthAccess } from './use-auth-access';

/** Opens the sign-up reminder once per tab, signUpReminderSeconds after a visitor arrives. */
export function SignUpReminderTimer() {
  const status = useAuth((state) => state.status);
  const { signUpReminderSeconds } = useSiteSettings();
  const { decision } = useAuthAccess();

  useEffect(() => {
    const delay = signUpReminderDelayMs({
      status,
      seconds: signUpReminderSeconds,
      signUpAllowed: decision.allowed,
      alreadyShown: sessionStore.get(SESSION_STORAGE_KEYS.signUpReminder) !== null,
      isRegistered: sessionStore.get(SESSION_STORAGE_KEYS.isRegistered) !== null,
    });
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      // Not over a form the visitor is filling in already.
      if (modalStore.getState().stack.length > 0) return;
      sessionStore.set(SESSION_STORAGE_KEYS.signUpReminder, '1');
      openModal('signUpReminder');
    }, delay);
    return () => window.clearTimeout(timer);
  }, [status, signUpReminderSeconds, decision.allowed]);

  return null;
}

/** The reminder's text and its two ways out. */
export function SignUpReminderContent({ onClose }: { onClose: () => void }) {
  const t = useTranslations('account');
  return (
    <ReminderContent
      text={t('reminder.text')}
      actionLabel={t('sign-up')}
      onAction={() => modalStore.replace('signUpReminder', 'signUp')}
      laterLabel={t('reminder.later')}
      onClose={onClose}
    />
  );
}
