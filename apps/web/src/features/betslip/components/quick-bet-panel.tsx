'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { activeAccount, authStore } from '@/features/account/auth-store';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { formatMoney } from '@/shared/money/money-format';
import styles from './betslip.module.css';
import { MoneyField } from './money-field';
import { StakePresets } from './stake-presets';

/**
 * Quick bet's stake and its approval (spec part 1 §4): approval needs a stake above 0 and a balance that covers
 * it; changing the stake or the currency withdraws it.
 */
export function QuickBetPanel() {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const id = useId();
  const quick = useSlip((state) => state.quick);

  function approve() {
    slipStore.quick({ type: 'approve' });
    const account = activeAccount(authStore.getState());
    if (account) slipStore.quick({ type: 'balance_changed', balance: account.balance });
  }

  const stateText =
    quick.state === 'processing'
      ? t('quick.processing')
      : quick.isApproved
        ? t('quick.approved', { amount: formatMoney(quick.stake, quick.currency, locale) })
        : t('quick.not-approved');

  return (
    <section className={styles.quick} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="visually-hidden">
        {t('quick.toggle')}
      </h3>
      <p className={styles.muted}>{t('quick.hint')}</p>
      <MoneyField
        id={`${id}-stake`}
        label={t('quick.stake', { currency: quick.currency })}
        value={quick.stake}
        currency={quick.currency}
        onChange={(stake) => slipStore.quick({ type: 'set_stake', stake })}
      />
      <StakePresets
        stake={quick.stake}
        currency={quick.currency}
        onPick={(stake) => slipStore.quick({ type: 'set_stake', stake })}
      />
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={quick.stake <= 0 || quick.isApproved}
        onClick={approve}
      >
        {t('quick.approve')}
      </button>
      <p role="status" className={styles.note} data-quick-approved={quick.isApproved || undefined}>
        {stateText}
      </p>
    </section>
  );
}
