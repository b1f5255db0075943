'use client';

import { betOdds, boostedOdds } from '@sportsbook/domain/bet-returns';
import { betKey } from '@sportsbook/domain/slip/ticket';
import type { Bet } from '@sportsbook/domain/slip/types';
import { comboLabel, type SlipIssue } from '@sportsbook/domain/slip-validation';
import { lineStake, systemLineCount } from '@sportsbook/domain/system-bets';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { formatMoney } from '@/shared/money/money-format';
import { useOddsFormatter } from '@/shared/odds/use-odds-type';
import { track } from '@/shared/tracking/data-layer';
import styles from './betslip.module.css';
import { ComboboostRow } from './comboboost-row';
import { FreebetPicker } from './freebet-picker';
import { SelectionRow } from './selection-row';
import { SlipMessages } from './slip-messages';
import { StakeRow } from './stake-row';
import { SystemReturns } from './system-returns';

function kindOf(bet: Bet) {
  if (bet.betType === 'combo') return comboLabel(bet.selections.length);
  return bet.betType;
}

/**
 * One bet of the slip: its kind, selections, price (total odds of a combo, the return range and the stake per
 * line of a system, the bet builder's quote), stake row and the messages that belong to it.
 */
export function BetCard({
  bet,
  index,
  issues,
  onStakeInput,
  onEnter,
}: {
  bet: Bet;
  index: number;
  issues: readonly SlipIssue[];
  onStakeInput(): void;
  onEnter(): void;
}) {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const format = useOddsFormatter();
  const messagesId = useId();
  const key = betKey(bet);
  const quoteError = useSlip((state) => state.quoteErrors[key]);
  const placementError = useSlip((state) => {
    const { ticket, sentKeys } = state;
    if (ticket.ticketState !== 'error') return undefined;
    const sent = sentKeys.indexOf(key);
    return sent >= 0 ? ticket.error?.errorsByBet[sent] : undefined;
  });
  const odds = boostedOdds(bet) ?? betOdds(bet);
  const lines = bet.betType === 'system' && bet.systemType ? systemLineCount(bet.systemType) : 0;
  const own = [
    ...issues.map((issue) => ({ key: issue.key, values: issue.values, kind: issue.kind })),
    ...(placementError ? [{ key: placementError, values: {}, kind: 'error' as const }] : []),
    ...(quoteError ? [{ key: quoteError, values: {}, kind: 'error' as const }] : []),
  ];

  function remove(selectionId: string) {
    const selection = bet.selections.find((s) => s.id === selectionId);
    slipStore.dispatch({ type: 'remove', betIndex: index, selectionId });
    if (!selection) return;
    track({
      event: 'outcome_delete_click',
      matchId: Number(selection.matchId),
      marketId: Number(selection.marketId),
      specifier: selection.specifier,
      outcomeId: selection.outcomeId,
      odds: selection.odds,
    });
  }

  return (
    <article className={styles.bet} aria-label={t(`kind.${kindOf(bet)}`)} data-bet-type={bet.betType}>
      <header className={styles.betHeader}>
        <h3 className={styles.betKind}>{t(`kind.${kindOf(bet)}`)}</h3>
        {bet.betType === 'custom_bet' ? (
          <span className={styles.muted}>{t('custom.legs', { count: bet.selections.length })}</span>
        ) : null}
      </header>
      <ul className={styles.selections}>
        {bet.selections.map((selection) => (
          <SelectionRow key={selection.id} selection={selection} onRemove={() => remove(selection.id)} />
        ))}
      </ul>
      {bet.betType === 'system' ? <SystemReturns bet={bet} /> : null}
      {bet.betType === 'combo' || bet.betType === 'custom_bet' ? (
        <p className={styles.totalOdds}>
          <span>{t('total-odds')}</span>
          <strong data-testid="total-odds">
            {odds === undefined ? (bet.betType === 'custom_bet' ? t('custom.quoting') : '–') : format(odds)}
          </strong>
        </p>
      ) : null}
      {lines > 0 && bet.stake > 0 ? (
        <p className={styles.muted}>
          {t('system.per-line', {
            lines,
            amount: formatMoney(lineStake(bet.stake, lines, lines - 1), bet.currency, locale),
          })}
        </p>
      ) : null}
      <ComboboostRow bet={bet} index={index} />
      <FreebetPicker bet={bet} index={index} />
      <StakeRow
        bet={bet}
        index={index}
        describedBy={own.length > 0 ? messagesId : undefined}
        onInput={onStakeInput}
        onEnter={onEnter}
      />
      <SlipMessages id={messagesId} messages={own} />
    </article>
  );
}
