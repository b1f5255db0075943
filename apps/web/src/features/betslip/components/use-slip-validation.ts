'use client';

import { type SlipValidation, validateSlip } from '@sportsbook/domain/slip-validation';
import { useMemo } from 'react';
import { currencyOf } from '../../../shared/money/money-format';
import { useAuth } from '../../account/auth-store';
import { useSlip } from '../store/slip-instance';

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
