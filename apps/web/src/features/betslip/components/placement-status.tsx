'use client';

import { isAwaitingAcceptance, isRefused } from '@sportsbook/domain/bet-status';
import { potentialReturn } from '@sportsbook/domain/odds';
import { slipPotentialWin, usesFreebet } from '@sportsbook/domain/slip/freebet-offers';
import type { Bet, PlacedInfo } from '@sportsbook/domain/slip/types';
import { comboLabel } from '@sportsbook/domain/slip-validation';
import { useLocale, useTranslations } from 'next-intl';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { BetRef } from '@/features/my-bets/components/bet-ref';
import { formatMoney } from '@/shared/money/money-format';
import { useOddsFormatter } from '@/shared/odds/use-odds-type';
import styles from './betslip.module.css';

const kindOf = (bet: Bet) => (bet.betType === 'combo' ? comboLabel(bet.selections.length) : bet.betType);

/** The placed bets' selections back in the slip, without stakes, for another bet on the same picks. */
function keepSelections(): void {
  const { processingBets, bets } = slipStore.getState().ticket;
  const kept = processingBets.map(({ placed: _placed, ...bet }) => ({ ...bet, stake: 0 }));
  slipStore.dispatch({ type: 'load', bets: [...kept, ...bets], restoring: false });
}

/** The slip again with whatever was not sent (the receipt is closed). */
function closeReceipt(): void {
  slipStore.dispatch({ type: 'load', bets: slipStore.getState().ticket.bets, restoring: false });
}

/**
 * What placement answered: in-play bets waiting for acceptance, then a receipt per bet (kind, stake, odds,
 * potential return and the reference My bets shows), with "keep selections", "view in My bets" and
 * "continue betting" (the slip with whatever was not sent).
 */
export function PlacementStatus() {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const format = useOddsFormatter();
  const ticket = useSlip((state) => state.ticket);
  const placed = ticket.processingBets.flatMap((bet) => (bet.placed ? [{ bet, placed: bet.placed }] : []));
  const waiting = ticket.ticketState === 'processing';
  const accepted = placed.filter((p) => !isRefused(p.placed.status));
  const money = (minor: number, code: string) => formatMoney(minor, code, locale);
  // A freebet pays what its kind pays (domain); a cash bet returns its stake at the odds it was placed at.
  const returnOf = (bet: Bet, info: PlacedInfo) =>
    usesFreebet(bet) ? (slipPotentialWin(bet) ?? 0) : potentialReturn(bet.stake, info.odds);

  return (
    <div className={styles.status} data-state={ticket.ticketState} data-testid="receipt">
      <p role="status" className={styles.statusTitle}>
        {waiting ? t('waiting') : t('success.title', { count: accepted.length })}
      </p>
      {placed.length > 0 ? (
        <ul className={styles.placedList}>
          {placed.map(({ bet, placed: info }) => (
            <li key={info.betId} data-bet-status={info.status}>
              <span>
                {t('receipt.summary', {
                  kind: t(`kind.${kindOf(bet)}`),
                  stake: money(bet.stake, bet.currency),
                  odds: format(info.odds),
                  win: money(returnOf(bet, info), bet.currency),
                })}
              </span>
              <BetRef value={info.ref} />
              {isAwaitingAcceptance(info.status) ? (
                <span className={styles.muted}> · {t('waiting')}</span>
              ) : null}
              {isRefused(info.status) ? <span className={styles.muted}> · {t('refused')}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {waiting ? null : (
        <div className={styles.receiptActions}>
          <button type="button" className={styles.secondaryButton} onClick={keepSelections}>
            {t('receipt.keep')}
          </button>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => {
              closeReceipt();
              slipStore.openTab('myBets');
            }}
          >
            {t('receipt.view')}
          </button>
          <button type="button" className={styles.linkButton} onClick={closeReceipt}>
            {t('success.done')}
          </button>
        </div>
      )}
    </div>
  );
}
