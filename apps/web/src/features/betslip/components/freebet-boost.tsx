'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { bonusOffersKeys } from '@/features/betslip/api/bonus-offers';
import { boostFreebet } from '@/features/betslip/api/boost-freebet';
import { freebetsKeys, useActiveFreebets } from '@/features/bonuses/api/get-freebets';
import { readAgain } from '@/shared/api/query-client';
import { formatMoney } from '@/shared/money/money-format';
import controls from './slip-controls.module.css';

type Outcome = { kind: 'boosted'; amount: number } | { kind: 'refused' };

/**
 * The boost of the freebet a bet uses, where its campaign sets `boost_multiplier` and it is unused: one press
 * calls `POST /bonuses/{id}/boost`, says the new amount, and asks for the offers again, which stake the bet at it
 * (domain `applyAvailableBonuses`). A refusal (already boosted, no longer active) says it cannot be boosted.
 */
export function FreebetBoost({ bonusId, currency }: { bonusId: string; currency: string }) {
  const t = useTranslations('betslip-bonus.freebet');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const playerId = useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
  const freebets = useActiveFreebets(playerId);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const freebet = freebets.data?.find((f) => f.id === bonusId);
  const boostable = freebet?.boost_multiplier != null && freebet.issued.used_in_bet === null;

  async function boost() {
    setBusy(true);
    try {
      const boosted = await boostFreebet(bonusId);
      setOutcome({ kind: 'boosted', amount: boosted.amount });
      void readAgain(queryClient, bonusOffersKeys.all);
      void readAgain(queryClient, freebetsKeys.all);
    } catch {
      setOutcome({ kind: 'refused' });
    } finally {
      setBusy(false);
    }
  }

  if (outcome) {
    return (
      <p className={controls.freebetNote} role="status">
        {outcome.kind === 'boosted'
          ? t('boosted', { amount: formatMoney(outcome.amount, currency, locale) })
          : t('boost-failed')}
      </p>
    );
  }
  if (!boostable) return null;
  return (
    <button type="button" className={controls.chip} disabled={busy} onClick={() => void boost()}>
      {t('boost')}
    </button>
  );
}
