'use client';

import { slipPotentialWin } from '@sportsbook/domain/slip/freebet-offers';
import { hasOddsChanges } from '@sportsbook/domain/slip/refresh';
import type { SlipIssue } from '@sportsbook/domain/slip-validation';
import { useLocale, useTranslations } from 'next-intl';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { openModal } from '@/features/modals/modal-store';
import { formatMoney } from '@/shared/money/money-format';
import { AcceptModeSelect } from './accept-mode-select';
import styles from './betslip.module.css';
import { SlipMessages } from './slip-messages';

/**
 * The slip's foot, pinned to the bottom of the panel and the phone sheet: totals, the odds-acceptance choice,
 * accepting changed odds, the slip's own messages (and a placement error), a deposit offer when the balance
 * does not cover the stakes, and the place button, enabled only when the slip can be placed.
 */
export function SlipFooter({
  issues,
  canPlace,
  shortfall,
  onPlace,
}: {
  issues: readonly SlipIssue[];
  canPlace: boolean;
  /** What the balance lacks for the stakes, minor units. */
  shortfall: number;
  onPlace(): void;
}) {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const ticket = useSlip((state) => state.ticket);
  const currency = useSlip((state) => state.currency.code);
  const bets = ticket.bets;
  const changed = hasOddsChanges(bets);
  const staked = bets.filter((bet) => bet.stake > 0);
  const totalStake = bets.reduce((sum, bet) => sum + bet.stake, 0);
  const totalWin = bets.reduce((sum, bet) => sum + (bet.stake > 0 ? (slipPotentialWin(bet) ?? 0) : 0), 0);
  const code = bets[0]?.currency ?? currency;
  const error = ticket.ticketState === 'error' ? ticket.error : undefined;

  return (
    <div className={styles.footer}>
      <dl className={styles.totals}>
        <div>
          <dt>{t('total-stake')}</dt>
          <dd data-testid="total-stake">{formatMoney(totalStake, code, locale)}</dd>
        </div>
        <div>
          <dt>{t('total-win')}</dt>
          <dd data-testid="total-win">{formatMoney(totalWin, code, locale)}</dd>
        </div>
      </dl>
      <AcceptModeSelect />
      <SlipMessages messages={issues} />
      {shortfall > 0 ? (
        <div className={styles.shortfall} data-testid="balance-short">
          <p>{t('balance.short', { amount: formatMoney(shortfall, code, locale) })}</p>
          <button type="button" className={styles.linkButton} onClick={() => openModal('deposit')}>
            {t('balance.deposit', { amount: formatMoney(shortfall, code, locale) })}
          </button>
        </div>
      ) : null}
      {error ? (
        <div className={styles.placementError} role="alert">
          <SlipMessages messages={[{ key: error.message, values: {}, kind: 'error' }]} />
        </div>
      ) : null}
      {changed ? (
        <div className={styles.changes}>
          <p>{t('changes-pending')}</p>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => slipStore.dispatch({ type: 'accept_changes' })}
          >
            {t('accept-changes')}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.placeButton}
        disabled={!canPlace}
        aria-busy={ticket.inProgress || undefined}
        onClick={onPlace}
      >
        {ticket.inProgress ? t('placing') : t('place', { count: Math.max(staked.length, 1) })}
      </button>
      <p className="visually-hidden" role="status">
        {ticket.inProgress ? t('placing') : ''}
      </p>
    </div>
  );
}
