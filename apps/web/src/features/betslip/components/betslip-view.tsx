'use client';

import { slipLabel } from '@sportsbook/domain/slip-validation';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/features/account/auth-store';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { ShareButton } from '@/features/share-bet/components/share-button';
import { shareRequestOf } from '@/features/share-bet/model/shared-slip';
import { IconGlyph } from '@/shared/ui/icons';
import { BetCard } from './bet-card';
import { BetTypeSwitch } from './bet-type-switch';
import styles from './betslip.module.css';
import { CustomBetPrompt } from './custom-bet-prompt';
import { PlacementStatus } from './placement-status';
import { QuickBetPanel } from './quick-bet-panel';
import controls from './slip-controls.module.css';
import { SlipFooter } from './slip-footer';
import { useSlipValidation } from './use-slip-validation';

/** The bet-slip tab: quick bet, the bets with their stakes, totals and placement, or what placement answered. */
export function BetslipView() {
  const t = useTranslations('betslip');
  const ticket = useSlip((state) => state.ticket);
  const quickEnabled = useSlip((state) => state.quick.isEnabled);
  const signedIn = useAuth((state) => state.status === 'logged_in');
  const validation = useSlipValidation();
  const answered = ticket.ticketState === 'processing' || ticket.ticketState === 'success';
  const label = slipLabel(ticket.bets);

  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        {signedIn ? (
          <button
            type="button"
            role="switch"
            aria-checked={quickEnabled}
            className={controls.switch}
            onClick={() => slipStore.quick({ type: 'toggle' })}
          >
            <span className={controls.switchTrack} aria-hidden="true" />
            {t('quick.toggle')}
          </button>
        ) : null}
        {ticket.bets.length > 0 && !answered ? (
          <ShareButton what="slip" request={() => shareRequestOf(slipStore.getState().ticket.bets)} />
        ) : null}
        {ticket.bets.length > 0 && !answered ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => slipStore.dispatch({ type: 'clear' })}
          >
            {t('clear')}
          </button>
        ) : null}
      </div>
      {signedIn && quickEnabled ? <QuickBetPanel /> : null}
      {answered ? <PlacementStatus /> : null}
      <CustomBetPrompt />
      {!answered && ticket.bets.length === 0 ? (
        <div className={styles.empty}>
          <IconGlyph name="ticket" size={36} />
          <p className={styles.emptyTitle}>{ticket.isRestoring ? t('restoring') : t('empty')}</p>
          <p className={styles.muted}>{t('hint')}</p>
        </div>
      ) : null}
      {!answered && ticket.bets.length > 0 ? (
        <>
          {label === 'all_singles' ? <p className={styles.slipKind}>{t('kind.all_singles')}</p> : null}
          <BetTypeSwitch />
          {ticket.bets.map((bet, index) => (
            <BetCard
              key={`${bet.betType}:${bet.selections.map((s) => s.id).join(',')}`}
              bet={bet}
              index={index}
              issues={validation.issues.filter((issue) => issue.betIndex === index)}
            />
          ))}
          <SlipFooter validation={validation} />
        </>
      ) : null}
    </div>
  );
}
