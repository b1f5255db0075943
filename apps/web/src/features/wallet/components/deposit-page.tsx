'use client';

import { useTranslations } from 'next-intl';
import { useAuth } from '@/features/account/auth-store';
import { openModal } from '@/features/modals/modal-store';
import { startDeposit } from '@/features/wallet/start-deposit';
import { useSiteSettings } from '@/shared/config/site-settings';
import { Button } from '@/shared/ui/button';
import { FormMessage } from '@/shared/ui/form-fields';
import { DepositPanel } from './deposit-panel';
import styles from './wallet.module.css';

/** The deposit page: the widget in place, quick deposit beside it; the steps before when they are missing. */
export function DepositPage() {
  const t = useTranslations('wallet');
  const tAccount = useTranslations('account');
  const status = useAuth((state) => state.status);
  const missing = useAuth((state) => state.player.authFieldsMissed.length > 0);
  const { quickDepositEnabled } = useSiteSettings();

  if (status === 'unknown' || status === 'pending') return <p role="status">{t('transactions.loading')}</p>;
  if (status === 'not_logged_in') {
    return (
      <div className={styles.panel}>
        <p>{tAccount('sign-in-required')}</p>
        <div>
          <Button onClick={() => openModal('signIn')}>{tAccount('sign-in')}</Button>
        </div>
      </div>
    );
  }
  if (missing) {
    return (
      <div className={styles.panel}>
        <FormMessage tone="info">{tAccount('profile.intro')}</FormMessage>
        <div>
          <Button onClick={() => openModal('missedAuthFields', { next: 'deposit' })}>
            {tAccount('profile.open')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={`${styles.panel} ${styles.depositPage}`}>
      <DepositPanel inModal={false} />
      {quickDepositEnabled ? (
        <div>
          <Button variant="secondary" onClick={() => startDeposit('quickDeposit')}>
            {t('quick-deposit')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
