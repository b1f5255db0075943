'use client';

import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { freebetOfferActions } from '@/features/betslip/model/freebet-sync';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { freebetsKeys, useActiveFreebets } from '@/features/bonuses/api/get-freebets';
import { useChannel } from '@/shared/realtime/use-channel';

/**
 * Keeps every bet's freebet offers in line with the signed-in player's active freebets (none for a visitor):
 * a bet a freebet suits offers it, a chosen freebet no longer offered is dropped with its stake.
 */
export function FreebetOffersSync() {
  const status = useAuth((state) => state.status);
  const playerId = useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
  const freebets = useActiveFreebets(playerId);
  const bets = useSlip((state) => state.ticket.bets);
  const restoring = useSlip((state) => state.ticket.isRestoring);
  const queryClient = useQueryClient();

  // A refused or voided bet may give its freebet back: read the list again.
  useChannel(playerId === null ? null : realtimeChannels.player(String(playerId)), (event) => {
    if (event.type !== 'bet_changed') return;
    if (event.data.status === 'rejected' || event.data.result === 'refund') {
      void queryClient.invalidateQueries({ queryKey: freebetsKeys.all });
    }
  });

  useEffect(() => {
    // Wait for the list (or a settled visitor state) so a restored freebet is not dropped while it loads.
    if (restoring) return;
    const list = status === 'logged_in' ? freebets.data : status === 'not_logged_in' ? [] : undefined;
    if (!list) return;
    for (const action of freebetOfferActions(bets, list, Date.now())) slipStore.dispatch(action);
  }, [bets, freebets.data, status, restoring]);

  return null;
}
