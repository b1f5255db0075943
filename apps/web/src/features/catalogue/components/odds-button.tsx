'use client';

import type { Market, Provider } from '@sportsbook/contracts/catalogue';
import { isMarketOpen } from '@sportsbook/domain/match-status';
import { selectionKey } from '@sportsbook/domain/selection-key';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { LiveOutcome } from '@/features/catalogue/live/live-state';
import { isChangeShown, ODDS_CHANGE_MARK_MS } from '@/features/catalogue/live/odds-direction';
import { type OutcomeSelection, useOutcomeSelection } from '@/shared/betting/outcome-selection';
import { useOddsFormatter } from '@/shared/odds/use-odds-type';
import { usePricesBettable } from '@/shared/realtime/use-connection-health';
import styles from './odds-button.module.css';

export interface OddsButtonProps {
  match: { id: number; name: string; status: number; provider: Provider };
  market: Pick<Market, 'id' | 'specifier' | 'status' | 'name'>;
  outcome: { id: string; name: string; odds: number; active: boolean };
  /** The outcome's price and state now (its market view subscribes once for all its outcomes); the page's if absent. */
  live?: LiveOutcome;
  /** The market's status now (domain MARKET_STATUS). */
  marketStatus: number;
  /** The provider is reported down: no price can be taken. */
  providerDown: boolean;
  /** What the button shows as its name (1 / X / 2 in list rows); the full outcome name is read out. */
  label?: string;
  /** Name above price (match page cards, where names are long) instead of side by side (list rows). */
  stacked?: boolean;
  /** Takes the pick instead of the bet slip (the bet builder's legs); the slip's picks are shown otherwise. */
  picker?: OutcomePicker;
}

/** Something other than the slip that takes picks and says which outcomes are picked (keys: selectionKey). */
export interface OutcomePicker {
  isPicked(key: string): boolean;
  pick(selection: OutcomeSelection): void;
}

/** Re-renders once a change mark has run its time, so the mark goes away. */
function useMarkShown(changedAt: number | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (changedAt === undefined) return;
    setNow(Date.now());
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.max(0, changedAt + ODDS_CHANGE_MARK_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [changedAt]);
  return isChangeShown(changedAt, Math.max(now, changedAt ?? 0));
}

/**
 * One outcome's price, in the visitor's odds format, live: it flashes up (green) or down (red) when the price
 * moves, says so to screen readers, and is disabled while its market is suspended or the outcome is not
 * available, and while real time reconnects or catches up (saying why). Picking it hands an OutcomeSelection to whatever takes picks (the bet slip).
 */
export function OddsButton({
  match,
  market,
  outcome,
  live: liveOutcome,
  marketStatus,
  providerDown,
  label,
  stacked = false,
  picker,
}: OddsButtonProps) {
  const t = useTranslations('odds');
  const tSlip = useTranslations('betslip');
  const live = liveOutcome ?? {
    odds: outcome.odds,
    active: outcome.active,
    direction: null,
    changedAt: undefined,
  };
  const format = useOddsFormatter();
  const key = selectionKey({
    matchId: match.id,
    marketId: market.id,
    specifier: market.specifier,
    outcomeId: outcome.id,
  });
  const inSlip = useOutcomeSelection((state) => state.selected.has(key));
  const goToStake = useOutcomeSelection((state) => state.goToStake);
  const selected = picker ? picker.isPicked(key) : inSlip;
  const markShown = useMarkShown(live.changedAt);
  // Reconnecting or catching up after it: the price shown may be old, so it cannot be taken.
  const resyncing = !usePricesBettable();

  const suspended = !isMarketOpen(marketStatus) || providerDown;
  const available = live.active;
  const direction = markShown && available && !suspended ? live.direction : null;

  function onClick() {
    const selection: OutcomeSelection = {
      matchId: match.id,
      marketId: market.id,
      specifier: market.specifier,
      outcomeId: outcome.id,
      odds: live.odds,
      provider: match.provider,
      matchStatus: match.status,
      matchName: match.name,
      marketName: market.name,
      outcomeName: outcome.name,
    };
    if (picker) picker.pick(selection);
    else useOutcomeSelection.getState().select(selection);
  }

  const button = (
    <button
      type="button"
      className={stacked ? `${styles.button} ${styles.stacked}` : styles.button}
      onClick={onClick}
      disabled={suspended || !available || resyncing}
      title={resyncing ? t('reconnecting') : undefined}
      aria-pressed={selected}
      data-odds-direction={direction ?? undefined}
      data-outcome-id={outcome.id}
    >
      {label !== undefined && label !== outcome.name ? (
        <>
          <span className={styles.label} aria-hidden="true">
            {label}
          </span>
          <span className="visually-hidden">{outcome.name}</span>
        </>
      ) : (
        <span className={styles.label}>{outcome.name}</span>
      )}
      <span className={styles.price} data-testid="odds-price">
        {available ? format(live.odds) : <span className={styles.unavailable}>{t('not-available')}</span>}
      </span>
      {direction && (
        <span key={live.changedAt} className={styles.arrow} aria-hidden="true">
          {direction === 'up' ? '▲' : '▼'}
        </span>
      )}
      {direction && <span className="visually-hidden">{t(direction === 'up' ? 'rose' : 'fell')}</span>}
      {resyncing && <span className="visually-hidden">{t('reconnecting')}</span>}
    </button>
  );
  if (!selected || picker || !goToStake) return button;
  // The next Tab stop after a picked price: a button straight to its stake (shown only while focused), so a
  // keyboard player does not tab through the rest of the page to reach the slip.
  return (
    <>
      {button}
      <button type="button" className={styles.toStake} onClick={() => goToStake(key)}>
        {tSlip('to-stake', { outcome: outcome.name })}
      </button>
    </>
  );
}
