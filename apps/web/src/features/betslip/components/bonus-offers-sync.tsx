'use client';

import { BONUS_ERROR_CODES } from '@sportsbook/contracts/bonuses';
import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { bonusOffersKeys, bonusOffersQueryOptions } from '@/features/betslip/api/bonus-offers';
import { bonusOfferActions, offersRequest } from '@/features/betslip/model/bonus-offers';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { useDebouncedValue } from '@/features/search/use-debounced-value';
import { readAgain } from '@/shared/api/query-client';
import { useChannel } from '@/shared/realtime/use-channel';

/** Legs picked in a quick run are asked about once: the question waits until the slip is still this long. */
export const OFFERS_DEBOUNCE_MS = 300;

/**
 * Keeps every bet's bonus offers in line with what `POST /bonuses` answers for the slip's bets (none for a
 * visitor): the freebets a bet may use and the comboboost it reaches; the domain picks among them. A chosen
 * freebet no longer offered is dropped with its stake. While a question is pending the bets keep their offers,
 * and their comboboost range follows their legs locally (domain `rederiveBonus`).
 */
export function BonusOffersSync() {
  const status = useAuth((state) => state.status);
  const playerId = useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
  const bets = useSlip((state) => state.ticket.bets);
  const restoring = useSlip((state) => state.ticket.isRestoring);
  const bonusRefused = useSlip((state) => {
    const code = state.ticket.ticketState === 'error' ? state.ticket.error?.code : undefined;
    return code === BONUS_ERROR_CODES.comboboostUnavailable || code === BONUS_ERROR_CODES.freebetUnavailable;
  });
  const queryClient = useQueryClient();
  const request = useMemo(() => offersRequest(bets), [bets]);
  const settledKey = useDebouncedValue(request?.key, OFFERS_DEBOUNCE_MS);
  const asked = settledKey === request?.key ? request : undefined;
  const offers = useQuery(bonusOffersQueryOptions(playerId, asked));

  // A refused or voided bet may give its freebet back, and a new bonus may fit: ask again.
  useChannel(playerId === null ? null : realtimeChannels.player(String(playerId)), (event) => {
    const givesBack =
      event.type === 'bet_changed' && (event.data.status === 'rejected' || event.data.result === 'refund');
    if (givesBack || event.type === 'bonus_issued') {
      void readAgain(queryClient, bonusOffersKeys.all);
    }
  });

  // Placement refused a bonus the slip offered: the offers were stale, ask again.
  useEffect(() => {
    if (bonusRefused) void readAgain(queryClient, bonusOffersKeys.all);
  }, [bonusRefused, queryClient]);

  useEffect(() => {
    // Wait for the answer (or a settled visitor state) so a restored freebet is not dropped while it loads.
    if (restoring) return;
    const { ticket } = slipStore.getState();
    if (status === 'not_logged_in') {
      for (const action of bonusOfferActions(ticket.bets, undefined, undefined)) slipStore.dispatch(action);
      return;
    }
    if (status !== 'logged_in' || request === undefined) return;
    // Only the answer to the slip's current question: a stale one would offer what no longer fits.
    if (asked === undefined || !offers.isSuccess || offers.isPlaceholderData) return;
    for (const action of bonusOfferActions(ticket.bets, asked, offers.data)) slipStore.dispatch(action);
  }, [status, restoring, request, asked, offers.isSuccess, offers.isPlaceholderData, offers.data]);

  return null;
}
