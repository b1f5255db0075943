'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useSlip } from '@/features/betslip/store/slip-instance';
import { formatMoney } from '@/shared/money/money-format';
import controls from './slip-controls.module.css';

/**
 * The player's stake presets (the slip settings' stakes) as chips, the one pressed that equals the stake. The
 * slip's bets and quick bet both offer them; `children` adds chips of the caller's own to the same group.
 */
export function StakePresets({
  stake,
  currency,
  onPick,
  children,
}: {
  stake: number;
  currency: string;
  onPick(amount: number): void;
  children?: ReactNode;
}) {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const presets = useSlip((state) => state.settings.stakes);
  return (
    <fieldset className={controls.presets}>
      <legend className="visually-hidden">{t('stake.presets')}</legend>
      {presets.map((amount) => (
        <button
          key={amount}
          type="button"
          className={controls.chip}
          aria-pressed={stake === amount}
          onClick={() => onPick(amount)}
        >
          {formatMoney(amount, currency, locale)}
        </button>
      ))}
      {children}
    </fieldset>
  );
}
