'use client';

import { regularBets } from '@sportsbook/domain/slip/compose';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { slipStore } from '@/features/betslip/store/slip-instance';
import { useOddsFormatter } from '@/shared/odds/use-odds-type';

const pickIds = (state: ReturnType<typeof slipStore.getState>) =>
  new Set(regularBets(state.ticket.bets).flatMap((bet) => bet.selections.map((s) => s.id)));

/**
 * Says a new pick out loud ("Added Lions at 2.50"): a pick is made on the page while the slip may be out of
 * sight (a closed phone sheet, a sidebar below the fold), so screen-reader users hear that it landed.
 */
export function PickAnnouncer() {
  const t = useTranslations('betslip');
  const format = useOddsFormatter();
  const [message, setMessage] = useState('');

  useEffect(
    () =>
      slipStore.subscribe((state, previous) => {
        if (state.ticket.bets === previous.ticket.bets || state.ticket.isRestoring) return;
        const before = pickIds(previous);
        const added = regularBets(state.ticket.bets)
          .flatMap((bet) => bet.selections)
          .find((s) => !before.has(s.id));
        if (added) setMessage(t('added', { outcome: added.outcomeName, odds: format(added.odds) }));
      }),
    [t, format],
  );

  return (
    <p className="visually-hidden" role="status" data-testid="pick-announcer">
      {message}
    </p>
  );
}
