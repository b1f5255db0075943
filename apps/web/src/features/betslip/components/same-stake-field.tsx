'use client';

import type { Bet } from '@sportsbook/domain/slip/types';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { MoneyField } from './money-field';

/**
 * One stake for every single of a multi-single slip (issue 19): typing it sets each single's stake; it shows
 * the stake while all singles share one, and is empty once the player gave them different stakes.
 */
export function SameStakeField({ onInput, onEnter }: { onInput(bet: Bet): void; onEnter(): void }) {
  const t = useTranslations('betslip');
  const id = useId();
  const bets = useSlip((state) => state.ticket.bets);
  const currency = useSlip((state) => state.currency.code);
  const singles = bets.flatMap((bet, index) => (bet.betType === 'single' ? [{ bet, index }] : []));
  const first = singles[0]?.bet.stake ?? 0;
  const shared = singles.every(({ bet }) => bet.stake === first) ? first : 0;

  function setAll(stake: number) {
    for (const { bet, index } of singles) {
      onInput(bet);
      slipStore.dispatch({ type: 'set_stake', betIndex: index, stake });
    }
  }

  return (
    <MoneyField
      id={`${id}-same-stake`}
      label={t('same-stake')}
      value={shared}
      currency={singles[0]?.bet.currency ?? currency}
      onChange={setAll}
      onEnter={onEnter}
    />
  );
}
