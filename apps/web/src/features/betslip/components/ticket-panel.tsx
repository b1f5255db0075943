'use client';

import { selectionCount } from '@sportsbook/domain/slip/compose';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { shownTab, TICKET_TABS, type TicketTab } from '@/features/betslip/model/panel';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { BetslipRoot } from './betslip-root';
import { BetslipView } from './betslip-view';
import { PickAnnouncer } from './pick-announcer';
import styles from './ticket-panel.module.css';

export const TICKET_PANEL_ID = 'ticket-panel';
export const TICKET_TITLE_ID = 'betslip-title';

/**
 * The ticket panel (spec part 1 §4): open or closed, on the bet-slip or my-bets tab, both kept for the tab's
 * session. On desktop the right sidebar is its place and it is always shown there; below 780 px it is a bottom
 * sheet, shown while open, opened from the tab bar and closed from its header. `myBets` is the my-bets tab's
 * content; without it (or for a visitor) only the slip is offered.
 */
export function TicketPanel({ myBets }: { myBets?: ReactNode }) {
  const t = useTranslations('betslip');
  const panel = useSlip((state) => state.panel);
  const count = useSlip((state) => selectionCount(state.ticket.bets));
  const signedIn = useAuth((state) => state.status === 'logged_in');
  const myBetsVisible = signedIn && myBets !== undefined;
  const tab = shownTab(panel, myBetsVisible);
  const base = useId();
  const tabId = (name: TicketTab) => `${base}-tab-${name}`;

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: TicketTab = tab === 'betslip' ? 'myBets' : 'betslip';
    slipStore.setPanel({ tab: next });
    document.getElementById(tabId(next))?.focus();
  }

  return (
    <section
      id={TICKET_PANEL_ID}
      className={styles.panel}
      data-ticket-sheet={panel.open ? 'open' : 'closed'}
      aria-labelledby={TICKET_TITLE_ID}
      // The skip link moves focus here.
      tabIndex={-1}
    >
      <BetslipRoot />
      <PickAnnouncer />
      <div className={styles.panelHeader}>
        <h2 id={TICKET_TITLE_ID} className={styles.panelTitle}>
          {t('title')}
          {count > 0 ? (
            <span className={styles.badge}>
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">{t('count', { count })}</span>
            </span>
          ) : null}
        </h2>
        <button
          type="button"
          className={styles.closeSheet}
          aria-controls={TICKET_PANEL_ID}
          onClick={() => slipStore.setPanel({ open: false })}
        >
          {t('close')}
        </button>
      </div>
      <div className={styles.panelBody}>
        {myBetsVisible ? (
          <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
            {TICKET_TABS.map((name) => (
              <button
                key={name}
                id={tabId(name)}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`${base}-panel`}
                tabIndex={tab === name ? 0 : -1}
                className={styles.tab}
                onClick={() => slipStore.setPanel({ tab: name })}
                onKeyDown={onTabKey}
              >
                {name === 'betslip' ? t('tabs.betslip') : t('tabs.my-bets')}
              </button>
            ))}
          </div>
        ) : null}
        <div
          id={`${base}-panel`}
          {...(myBetsVisible ? { role: 'tabpanel', 'aria-labelledby': tabId(tab) } : {})}
        >
          {tab === 'myBets' ? myBets : <BetslipView />}
        </div>
      </div>
    </section>
  );
}
