'use client';

import { type SlipValidation, validateSlip } from '@sportsbook/domain/slip-validation';
import { useMemo } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { useSlip } from '@/features/betslip/store/slip-instance';
import { currencyOf } from '@/shared/money/money-format';

/** The domain's slip validation with the operator's bet limits, run on every change of the slip. */
export function useSlipValidation(): SlipValidation {
  const bets = useSlip((state) => state.ticket.bets);
  const limits = useSlip((state) => state.settings.limits);
  const code = useSlip((state) => state.currency.code);
  const isPve = useAuth((state) => state.player.pve);
  return useMemo(() => {
    const currency = currencyOf(code);
    return validateSlip({
      bets,
      currency: { code: currency.code, fiat: currency.fiat },
      ...(limits ? { limits } : {}),
      isPve,
    });
  }, [bets, limits, code, isPve]);
}
