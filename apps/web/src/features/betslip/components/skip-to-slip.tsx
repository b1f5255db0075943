'use client';

import { useTranslations } from 'next-intl';
import { slipStore } from '@/features/betslip/store/slip-instance';
import { TICKET_PANEL_ID } from './ticket-panel';

/**
 * The second skip link: straight to the bet slip (opening the phone's sheet first), for keyboard players who
 * picked prices and want their stakes without tabbing through the page.
 */
export function SkipToSlip({ className }: { className?: string }) {
  const t = useTranslations('betslip');
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
