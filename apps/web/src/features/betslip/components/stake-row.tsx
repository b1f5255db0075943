'use client';

import { slipPotentialWin, usesFreebet } from '@sportsbook/domain/slip/freebet-offers';
import type { Bet } from '@sportsbook/domain/slip/types';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { getMaxStake } from '@/features/betslip/api/max-stake';
import { pickKeyOf } from '@/features/betslip/model/pick-to-selection';
import { placementBet } from '@/features/betslip/model/placement-payload';
import { slipStore } from '@/features/betslip/store/slip-instance';
import styles from './betslip.module.css';
import { MoneyField } from './money-field';
import controls from './slip-controls.module.css';
import { StakePresets } from './stake-presets';

/**
 * A bet's stake in major units with the currency, the player's stake presets, the highest allowed stake
 * (POST /bets/max-stake, players only), and the potential win, which the player may edit to derive the stake.
 */
export function StakeRow({
  bet,
  index,
  describedBy,
  onInput,
  onEnter,
}: {
  bet: Bet;
  index: number;
  describedBy?: string;
  /** The player typed or chose a stake (from then on a missing stake is worth saying). */
  onInput(): void;
  onEnter(): void;
}) {
  const t = useTranslations('betslip');
  const id = useId();
  const signedIn = useAuth((state) => state.status === 'logged_in');
  const [maxNote, setMaxNote] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const freebet = usesFreebet(bet);
  // A freebet stake is not returned with a win: the potential win is the profit only.
  const potential = slipPotentialWin(bet);
  const setStake = (stake: number) => {
    onInput();
    setMaxNote(null);
    slipStore.dispatch({ type: 'set_stake', betIndex: index, stake });
  };

  async function askMax() {
    setAsking(true);
    setMaxNote(null);
    try {
      const max = await getMaxStake(placementBet(bet));
      if (max === null) setMaxNote(t('stake.max-none'));
      else slipStore.dispatch({ type: 'set_stake', betIndex: index, stake: max });
    } catch {
      setMaxNote(t('stake.max-failed'));
    } finally {
      setAsking(false);
    }
  }

  return (
    // The picks this stake is for (their odds buttons' "to stake" buttons look for it).
    <div className={controls.stakeRow} data-stake-keys={bet.selections.map(pickKeyOf).join('\n')}>
      <div className={controls.stakeFields}>
        <MoneyField
          id={`${id}-stake`}
          label={t('stake.label', { currency: bet.currency })}
          value={bet.stake}
          currency={bet.currency}
          onChange={setStake}
          describedBy={describedBy}
          readOnly={freebet}
          onEnter={onEnter}
        />
        <MoneyField
          id={`${id}-win`}
          label={t('potential-win', { currency: bet.currency })}
          value={bet.stake > 0 ? (potential ?? 0) : 0}
          currency={bet.currency}
          onChange={(win) => {
            onInput();
            slipStore.dispatch({ type: 'set_potential_win', betIndex: index, potentialWin: win });
          }}
          readOnly={freebet}
          onEnter={onEnter}
        />
      </div>
      {freebet ? null : (
        <StakePresets stake={bet.stake} currency={bet.currency} onPick={setStake}>
          {signedIn ? (
            <button
              type="button"
              className={controls.chip}
              // Named by its visible word (axe: label-content-name-mismatch); the longer words describe it.
              title={t('stake.max-label')}
              disabled={asking}
              onClick={() => void askMax()}
            >
              {t('stake.max')}
            </button>
          ) : null}
        </StakePresets>
      )}
      {maxNote ? (
        <p className={styles.note} role="status">
          {maxNote}
        </p>
      ) : null}
    </div>
  );
}
