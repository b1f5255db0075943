'use client';

import { PLACEMENT_ERROR_KEYS } from '@sportsbook/domain/placement-errors';
import { betKey } from '@sportsbook/domain/slip/ticket';
import { useEffect, useRef } from 'react';
import { getCustomBetOdds } from '@/features/betslip/api/custom-bet-odds';
import { placementBet } from '@/features/betslip/model/placement-payload';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { isApiError } from '@/shared/api/api-error';

/**
 * Keeps every custom bet priced: its legs go to the bet builder (POST /bets/custom/odds) whenever they or their
 * prices change, and the quote becomes the bet's custom odds; legs that cannot combine get error 120's message.
 */
export function CustomBetQuotes() {
  const bets = useSlip((state) => state.ticket.bets);
  const asked = useRef(new Set<string>());

  useEffect(() => {
    for (const bet of bets) {
      if (bet.betType !== 'custom_bet') continue;
      const key = betKey(bet);
      const signature = `${key}@${bet.selections.map((s) => s.odds).join(',')}`;
      if (asked.current.has(signature)) continue;
      asked.current.add(signature);
      getCustomBetOdds(placementBet(bet).selections)
        .then((odds) => {
          slipStore.setQuoteError(key, null);
          const index = slipStore.getState().ticket.bets.findIndex((b) => betKey(b) === key);
          const current = slipStore.getState().ticket.bets[index];
          if (current && current.customOdds !== odds) {
            slipStore.dispatch({ type: 'set_custom_odds', betIndex: index, customOdds: odds });
          }
        })
        .catch((error: unknown) => {
          const refused = isApiError(error) && error.status === 400;
          // A refusal stands until the legs change; anything else may be asked again.
          if (!refused) asked.current.delete(signature);
          slipStore.setQuoteError(
            key,
            refused ? PLACEMENT_ERROR_KEYS.invalidOddsCustomBet : PLACEMENT_ERROR_KEYS.default,
          );
        });
    }
  }, [bets]);

  return null;
}
