'use client';

import { betOdds } from '@sportsbook/domain/bet-returns';
import { selectionCount } from '@sportsbook/domain/slip/compose';
import { slipPotentialWin } from '@sportsbook/domain/slip/freebet-offers';
import { useLocale, useTranslations } from 'next-intl';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { formatMoney } from '@/shared/money/money-format';
import { useOddsFormatter } from '@/shared/odds/use-odds-type';
import { TICKET_PANEL_ID } from './ticket-panel';
import styles from './ticket-panel.module.css';

/**
 * The phone's slip bar above the tab bar while the sheet is closed and the slip holds picks (issue 19): the
 * count, the total odds of a single bet (a combo's product) and the potential win; it opens the sheet.
 */
export function SlipBar() {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const format = useOddsFormatter();
  const open = useSlip((state) => state.panel.open);
  const bets = useSlip((state) => state.ticket.bets);
  const code = useSlip((state) => state.currency.code);
  const count = selectionCount(bets);
  if (count === 0 || open) return null;
  const only = bets.length === 1 ? bets[0] : undefined;
  const odds = only ? betOdds(only) : undefined;
  const win = bets.reduce((sum, bet) => sum + (bet.stake > 0 ? (slipPotentialWin(bet) ?? 0) : 0), 0);
  return (
    <button
      type="button"
      className={styles.slipBar}
      aria-controls={TICKET_PANEL_ID}
      aria-expanded={false}
      data-testid="slip-bar"
      onClick={() => slipStore.setPanel({ open: true, tab: 'betslip' })}
    >
      <span className={styles.countBadge}>{count}</span>
      <span className={styles.slipBarTitle}>{t('bar')}</span>
      <span className="visually-hidden">{t('count', { count })}</span>
      {odds === undefined ? null : (
        <span className={styles.slipBarFigure}>
          <span className={styles.slipBarLabel}>{t('total-odds')}</span> {format(odds)}
        </span>
      )}
      <span className={styles.slipBarFigure}>
        <span className={styles.slipBarLabel}>{t('total-win')}</span>{' '}
        {formatMoney(win, bets[0]?.currency ?? code, locale)}
      </span>
    </button>
  );
}
