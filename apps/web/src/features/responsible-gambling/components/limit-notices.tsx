'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { signOut } from '@/features/account/session';
import {
  continueSession,
  REALITY_CHECK_CONTINUED_EVENT,
} from '@/features/responsible-gambling/api/session-checks';
import { formatMinutes } from '@/features/responsible-gambling/durations';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { Button } from '@/shared/ui/button';
import { formStyles } from '@/shared/ui/form-fields';

/** After the activity ping was refused: the player has been signed out. */
export function ActivityLimitNotice({ onClose }: { onClose: () => void }) {
  const t = useTranslations('limits');
  return (
    <div className={formStyles.form}>
      <p>{t('activity-limit.text')}</p>
      <Button onClick={onClose} data-autofocus>
        {t('understood')}
      </Button>
    </div>
  );
}

/** After the session check said "out of limit": the player has been signed out. */
export function SessionLimitNotice({ onClose }: { onClose: () => void }) {
  const t = useTranslations('limits');
  return (
    <div className={formStyles.form}>
      <p>{t('session-limit.text')}</p>
      <Button onClick={onClose} data-autofocus>
        {t('understood')}
      </Button>
    </div>
  );
}

/** The reality check: how long the session has lasted, and the ways to stop or look back. */
export function RealityCheckContent({ minutes, onClose }: { minutes: number; onClose: () => void }) {
  const t = useTranslations('limits');
  const locale = useLocale();
  const duration = formatMinutes(minutes, locale);
  return (
    <div className={formStyles.form}>
      <p>{t('reality-check.text', { duration })}</p>
      <div className={formStyles.actions}>
        <Button
          onClick={() => {
            onClose();
            // continueSession records it; the session check then counts the next period from it. A failure (a 400
            // when the limit was removed meanwhile) leaves the check as it was.
            void continueSession()
              .then(() => window.dispatchEvent(new Event(REALITY_CHECK_CONTINUED_EVENT)))
              .catch(() => undefined);
          }}
          data-autofocus
        >
          {t('reality-check.continue')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            onClose();
            void signOut().catch(() => undefined);
          }}
        >
          {t('reality-check.sign-out')}
        </Button>
      </div>
      <div className={formStyles.links}>
        <Link prefetch={false} href={localePath(locale, pages.transactions.path)} onClick={onClose}>
          {t('reality-check.history')}
        </Link>
      </div>
    </div>
  );
}
