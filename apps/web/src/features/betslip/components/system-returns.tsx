'use client';

import type { Bet } from '@sportsbook/domain/slip/types';
import { systemReturnRange } from '@sportsbook/domain/system-bets';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/shared/money/money-format';
import styles from './betslip.module.css';

/**
 * A system bet's price as what it may return: from its cheapest winning line to every selection winning. An
 * average of the line odds, shown as "total odds", is a price no outcome pays (issue 19).
 */
export function SystemReturns({ bet }: { bet: Bet }) {
  const t = useTranslations('betslip');
  const locale = useLocale();
  if (!bet.systemType) return null;
  const legs = bet.selections.map((s) => s.acceptedOdds);
  const range = bet.stake > 0 ? systemReturnRange(legs, bet.systemType, bet.stake) : null;
  const money = (minor: number) => formatMoney(minor, bet.currency, locale);
  return (
    <p className={styles.totalOdds}>
      <span>{t('system.returns')}</span>
      <strong data-testid="system-returns">
        {range ? `${money(range.min)} – ${money(range.max)}` : '–'}
      </strong>
    </p>
  );
}
