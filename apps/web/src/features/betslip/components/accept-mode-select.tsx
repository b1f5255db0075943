'use client';

import { isOddsAcceptMode, ODDS_ACCEPT_MODES, type OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { saveOddsAcceptMode, settingsQueryKey } from '@/features/betslip/api/settings';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import styles from './betslip.module.css';
import controls from './slip-controls.module.css';

/**
 * What happens when odds change (spec part 1 §4): ask every time, take higher odds, take any change. A player's
 * choice is saved with POST /settings; a visitor's holds for the visit.
 */
export function AcceptModeSelect() {
  const t = useTranslations('betslip');
  const id = useId();
  const mode = useSlip((state) => state.settings.mode);
  const signedIn = useAuth((state) => state.status === 'logged_in');
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);

  async function choose(next: OddsAcceptMode) {
    const before = mode;
    slipStore.setMode(next);
    setFailed(false);
    if (!signedIn) return;
    try {
      queryClient.setQueryData(settingsQueryKey, await saveOddsAcceptMode(next));
    } catch {
      slipStore.setMode(before);
      setFailed(true);
    }
  }

  return (
    <div className={controls.acceptMode}>
      <label htmlFor={id} className={controls.fieldLabel}>
        {t('accept-mode.label')}
      </label>
      <select
        id={id}
        className={controls.select}
        value={mode}
        onChange={(event) => {
          if (isOddsAcceptMode(event.target.value)) void choose(event.target.value);
        }}
        aria-describedby={failed ? `${id}-error` : undefined}
      >
        {ODDS_ACCEPT_MODES.map((value) => (
          <option key={value} value={value}>
            {t(`accept-mode.${value}`)}
          </option>
        ))}
      </select>
      {failed ? (
        <p id={`${id}-error`} className={styles.note} role="alert">
          {t('accept-mode.failed')}
        </p>
      ) : null}
    </div>
  );
}
