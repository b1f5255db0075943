'use client';

import { hasOddsChanges } from '@sportsbook/domain/slip/refresh';
import { slipLabel } from '@sportsbook/domain/slip-validation';
import { useTranslations } from 'next-intl';
import { activeAccount, useAuth } from '@/features/account/auth-store';
import { balanceShortfall } from '@/features/betslip/model/slip-funds';
import { liveDeps } from '@/features/betslip/store/live-deps';
import { placeSlip } from '@/features/betslip/store/place-slip';
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
import { SameStakeField } from './same-stake-field';
import controls from './slip-controls.module.css';
import { SlipFooter } from './slip-footer';
import { useSlipAttempt } from './use-slip-attempt';
import { useSlipValidation } from './use-slip-validation';

/** The bet-slip tab: quick bet, the bets with their stakes, totals and placement, or what placement answered. */
export function BetslipView() {
  const t = useTranslations('betslip');
  const ticket = useSlip((state) => state.ticket);
  const quickEnabled = useSlip((state) => state.quick.isEnabled);
  const signedIn = useAuth((state) => state.status === 'logged_in');
  const balance = useAuth((state) =>
    state.status === 'logged_in' ? activeAccount(state)?.balance : undefined,
  );
  const validation = useSlipValidation();
  const attempt = useSlipAttempt(ticket.bets);
  const answered = ticket.ticketState === 'processing' || ticket.ticketState === 'success';
  const label = slipLabel(ticket.bets);
  const shortfall = balanceShortfall(ticket.bets, balance);
  const canPlace =
    validation.placementEnabled && shortfall === 0 && !ticket.inProgress && !hasOddsChanges(ticket.bets);
  const issues = validation.issues.filter(attempt.shown);
  // Place bet and Enter in a stake field: an invalid slip only shows what is missing.
  const place = () => {
    attempt.attempt();
    if (canPlace) void placeSlip(liveDeps);
  };

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
          <div className={styles.scroller}>
            {label === 'all_singles' ? <p className={styles.slipKind}>{t('kind.all_singles')}</p> : null}
            <BetTypeSwitch />
            {label === 'all_singles' ? <SameStakeField onInput={attempt.touch} onEnter={place} /> : null}
            {ticket.bets.map((bet, index) => (
              <BetCard
                key={`${bet.betType}:${bet.selections.map((s) => s.id).join(',')}`}
                bet={bet}
                index={index}
                issues={issues.filter((issue) => issue.betIndex === index)}
                onStakeInput={() => attempt.touch(bet)}
                onEnter={place}
              />
            ))}
          </div>
          <SlipFooter
            issues={issues.filter((issue) => issue.betIndex === undefined)}
            canPlace={canPlace}
            shortfall={shortfall}
            onPlace={place}
          />
        </>
      ) : null}
    </div>
  );
}
