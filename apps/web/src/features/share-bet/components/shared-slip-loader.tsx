'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { activeAccount, useAuth } from '@/features/account/auth-store';
import { slipStore } from '@/features/betslip/store/slip-instance';
import { showAlert } from '@/features/modals/alert-store';
import { matchWithMarkets } from '@/shared/api/match-with-markets';
import { currencyOf } from '@/shared/money/money-format';
import { reportError } from '@/shared/monitoring/report-error';
import { fetchSharedBets } from '../api/share-code-api';
import { loadSharedSlip, removeShareCode } from '../model/load-shared-slip';
import { showShareNotice } from '../model/share-notice';

/**
 * Loads the shared slip of a `?shareCode=` link once the session is known: a player reads it in the account's
 * currency (the server converts), a visitor in the slip's. The bets replace the slip's and the slip tab opens.
 * The code leaves the address bar then, after the router's first write of the URL.
 */
export function SharedSlipLoader({ code }: { code: string }) {
  const t = useTranslations('share-bet');
  const locale = useLocale() as Locale;
  // Known: signed out, or signed in with the account read (its currency is the slip's).
  const known = useAuth(
    (state) => state.status === 'not_logged_in' || (state.status === 'logged_in' && !!activeAccount(state)),
  );
  const visitor = useAuth((state) => state.status === 'not_logged_in');
  const started = useRef(false);

  useEffect(() => {
    if (!known || started.current) return;
    started.current = true;
    removeShareCode(window.location, window.history);
    const currency = visitor ? slipStore.getState().currency.code : undefined;
    void loadSharedSlip(code, {
      fetchShared: (shareCode) => fetchSharedBets(shareCode, currency),
      loadMatch: (matchId) => matchWithMarkets(locale, matchId),
      subunitsOf: (code) => currencyOf(code).subunits,
      apply: (bets) => {
        slipStore.dispatch({ type: 'load', bets, restoring: false });
        slipStore.openTab('betslip');
      },
      notify: showShareNotice,
      warnDropped: (count) => showAlert('warning', t('dropped', { count })),
      report: reportError,
    });
  }, [known, visitor, code, locale, t]);

  return null;
}
