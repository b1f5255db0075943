'use client';

import { isAwaitingAcceptance, isRefused } from '@sportsbook/domain/bet-status';
import { useTranslations } from 'next-intl';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import styles from './betslip.module.css';

/**
 * What placement answered: in-play bets waiting for acceptance, then success with the bet ids. "Continue
 * betting" brings back the slip with whatever was not sent.
 */
export function PlacementStatus() {
  const t = useTranslations('betslip');
  const ticket = useSlip((state) => state.ticket);
  const placed = ticket.processingBets.flatMap((bet) => (bet.placed ? [bet.placed] : []));
  const waiting = ticket.ticketState === 'processing';
  const accepted = placed.filter((p) => !isRefused(p.status));

  return (
    <div className={styles.status} data-state={ticket.ticketState}>
      <p role="status" className={styles.statusTitle}>
        {waiting ? t('waiting') : t('success.title', { count: accepted.length })}
      </p>
      {placed.length > 0 ? (
        <ul className={styles.placedList}>
          {placed.map((p) => (
            <li key={p.betId} data-bet-status={p.status}>
              {t('success.ids', { ids: p.betId })}
              {isAwaitingAcceptance(p.status) ? (
                <span className={styles.muted}> · {t('waiting')}</span>
              ) : null}
              {isRefused(p.status) ? <span className={styles.muted}> · {t('refused')}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {waiting ? null : (
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() =>
            slipStore.dispatch({ type: 'load', bets: slipStore.getState().ticket.bets, restoring: false })
          }
        >
          {t('success.done')}
        </button>
      )}
    </div>
  );
}
