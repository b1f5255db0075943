'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSystemData } from '@/features/account/api/get-system-data';
import { activeAccount, useAuth } from '@/features/account/auth-store';
import { hasStatus, SPI_TEST_STATUS } from '@/features/account/player';
import { refreshAccounts } from '@/features/account/session';
import { showAlert } from '@/features/modals/alert-store';
import { setCurrency } from '@/features/wallet/api/set-currency';
import { startDeposit } from '@/features/wallet/start-deposit';
import { useSiteSettings } from '@/shared/config/site-settings';
import { formStyles } from '@/shared/ui/form-fields';
import styles from './wallet.module.css';

/** What the wallet adds to the account menu: quick deposit, the test deposit, the betting currency. */
export function WalletMenuItems({ itemClassName }: { itemClassName: string }) {
  const t = useTranslations('wallet');
  const { quickDepositEnabled } = useSiteSettings();
  const isTester = useAuth((state) => hasStatus(state.player, SPI_TEST_STATUS));
  const current = useAuth((state) => activeAccount(state)?.currency ?? '');
  const currencies = useSystemData().data?.currencies.map((currency) => currency.code) ?? [];
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function change(code: string) {
    setBusy(true);
    try {
      await setCurrency(code);
      await refreshAccounts();
    } catch {
      showAlert('danger', t('errors.default'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {quickDepositEnabled || isTester ? (
        <button type="button" className={itemClassName} onClick={() => startDeposit('quickDeposit')}>
          {isTester ? t('quick-or-test-deposit') : t('quick-deposit')}
        </button>
      ) : null}
      {currencies.length > 1 && current ? (
        <div className={styles.menuField}>
          <label htmlFor={`${id}-currency`} className={formStyles.label}>
            {t('currency-switch')}
          </label>
          <select
            id={`${id}-currency`}
            className={formStyles.input}
            value={current}
            disabled={busy}
            onChange={(event) => void change(event.target.value)}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}
