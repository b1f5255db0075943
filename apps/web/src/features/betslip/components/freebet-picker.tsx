'use client';

import { stakingFreebetKind } from '@sportsbook/domain/slip/freebet-offers';
import type { Bet } from '@sportsbook/domain/slip/types';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { slipStore } from '@/features/betslip/store/slip-instance';
import { formatMoney } from '@/shared/money/money-format';
import { FreebetBoost } from './freebet-boost';
import controls from './slip-controls.module.css';

const NONE = '';

/**
 * The freebets a bet may use (a labelled select, reachable by keyboard), each named by its kind and amount:
 * choosing one sets and locks the stake to its amount and says what that kind pays (the potential win beside it
 * follows the kind, domain `slipPotentialWin`); "no freebet" gives the stake input back. Shown only while the
 * bet has offers or uses one.
 */
export function FreebetPicker({ bet, index }: { bet: Bet; index: number }) {
  const t = useTranslations('betslip.freebet');
  const kinds = useTranslations('betslip-bonus.freebet');
  const locale = useLocale();
  const id = useId();
  const offers = bet.availableBonuses.freebet;
  const chosenKind = stakingFreebetKind(bet);
  const chosen = bet.bonus && chosenKind ? bet.bonus.bonusId : NONE;
  if (offers.length === 0 && chosen === NONE) return null;

  function choose(value: string) {
    if (value === NONE) slipStore.dispatch({ type: 'clear_freebet', betIndex: index });
    else slipStore.dispatch({ type: 'select_freebet', betIndex: index, bonusId: value });
  }

  return (
    <div className={controls.freebet}>
      <label htmlFor={`${id}-freebet`} className={controls.fieldLabel}>
        {t('label')}
      </label>
      <select
        id={`${id}-freebet`}
        className={controls.select}
        value={chosen}
        onChange={(event) => choose(event.target.value)}
        aria-describedby={chosen === NONE ? undefined : `${id}-freebet-note`}
      >
        <option value={NONE}>{t('none')}</option>
        {offers.map((offer) => (
          <option key={offer.bonusId} value={offer.bonusId}>
            {kinds(`option.${offer.bonusType}`, { amount: formatMoney(offer.amount, bet.currency, locale) })}
          </option>
        ))}
      </select>
      {chosenKind === undefined ? null : (
        <p id={`${id}-freebet-note`} className={controls.freebetNote} data-testid="freebet-pays">
          {kinds(`pays.${chosenKind}`)}
        </p>
      )}
      {chosen === NONE ? null : <FreebetBoost key={chosen} bonusId={chosen} currency={bet.currency} />}
    </div>
  );
}
