'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { slipStore } from '@/features/betslip/store/slip-instance';
import { useOutcomeSelection } from '@/shared/betting/outcome-selection';
import { TICKET_PANEL_ID } from './ticket-panel';

/**
 * Opens the slip on its bet slip tab and focuses the stake of the bet that holds the outcome `key` (any stake
 * when none holds it, the panel itself when the slip has none): the picked price's "to stake" button.
 */
export function focusStakeOf(key: string): void {
  slipStore.setPanel({ open: true, tab: 'betslip' });
  // The panel and its tab are shown by this render; focus moves once they are there.
  requestAnimationFrame(() => {
    const panel = document.getElementById(TICKET_PANEL_ID);
    if (!panel) return;
    const rows = [...panel.querySelectorAll<HTMLElement>('[data-stake-keys]')];
    const row = rows.find((el) => el.dataset.stakeKeys?.split('\n').includes(key)) ?? rows[0];
    (row?.querySelector<HTMLInputElement>('input') ?? panel).focus();
  });
}

/**
 * The second skip link: straight to the bet slip (opening the phone's sheet first), for keyboard players who
 * picked prices and want their stakes without tabbing through the page. It also gives the picked odds buttons
 * their way to the stake.
 */
export function SkipToSlip({ className }: { className?: string }) {
  const t = useTranslations('betslip');
  // The odds buttons' "to stake" buttons lead where this one does, to the stake itself.
  useEffect(() => {
    useOutcomeSelection.getState().setGoToStake(focusStakeOf);
    return () => useOutcomeSelection.getState().setGoToStake(null);
  }, []);
  return (
    <a
      href={`#${TICKET_PANEL_ID}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        slipStore.setPanel({ open: true, tab: 'betslip' });
        // The sheet is shown by this render; focus moves once it is there.
        requestAnimationFrame(() => document.getElementById(TICKET_PANEL_ID)?.focus());
      }}
    >
      {t('skip')}
    </a>
  );
}
