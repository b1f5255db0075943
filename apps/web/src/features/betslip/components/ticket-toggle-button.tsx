'use client';

import { selectionCount } from '@sportsbook/domain/slip/compose';
import { useTranslations } from 'next-intl';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { IconGlyph } from '@/shared/ui/icons';
import { SlipBar } from './slip-bar';
import { TICKET_PANEL_ID } from './ticket-panel';
import styles from './ticket-panel.module.css';

/**
 * The tab bar's bet-slip button (below 780 px): opens and closes the bottom sheet, with the selection count; the
 * slip bar floats above the tab bar while the sheet is closed.
 */
export function TicketToggleButton({ className }: { className?: string }) {
  const t = useTranslations('betslip');
  const open = useSlip((state) => state.panel.open);
  const count = useSlip((state) => selectionCount(state.ticket.bets));
  return (
    <>
      <SlipBar />
      <button
        type="button"
        className={[className, styles.sheetToggle].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={TICKET_PANEL_ID}
        onClick={() => slipStore.setPanel({ open: !open })}
      >
        <span className={styles.sheetIcon}>
          <IconGlyph name="ticket" size={22} />
          {count > 0 ? (
            <span className={styles.countBadge} aria-hidden="true">
              {count}
            </span>
          ) : null}
        </span>
        <span>{t('open-button')}</span>
        {count > 0 ? <span className="visually-hidden">{t('count', { count })}</span> : null}
      </button>
    </>
  );
}
