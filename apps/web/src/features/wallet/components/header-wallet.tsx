'use client';

import { useLocale, useTranslations } from 'next-intl';
import { activeAccount, useAuth } from '@/features/account/auth-store';
import { startDeposit } from '@/features/wallet/start-deposit';
import { formatMoney } from '@/shared/money/money-format';
import { Button } from '@/shared/ui/button';
import styles from './wallet.module.css';

/** The balance of the active account, live: `balance_changed` updates the store and this follows. */
export function HeaderBalance() {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const account = useAuth(activeAccount);
  if (!account) return null;
  return (
    <p className={styles.balance}>
      <span className={styles.balanceLabel}>{t('balance')}</span>
      <span className={styles.balanceAmount} data-testid="header-balance">
        {formatMoney(account.balance, account.currency, locale)}
      </span>
    </p>
  );
}

export function DepositButton() {
  const t = useTranslations('wallet');
  return (
    <Button small onClick={() => startDeposit('deposit')}>
      {t('deposit')}
    </Button>
  );
}
