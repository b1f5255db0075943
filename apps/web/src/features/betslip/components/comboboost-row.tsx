'use client';

import type { Bet } from '@sportsbook/domain/slip/types';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { useComboboostTitle } from '@/features/betslip/api/comboboosts';
import { comboboostView, formatBoost } from '@/features/betslip/model/comboboost-view';
import { slipStore } from '@/features/betslip/store/slip-instance';
import { formatMoney } from '@/shared/money/money-format';
import { useOddsFormatter } from '@/shared/odds/use-odds-type';
import styles from './bonus.module.css';

/**
 * A combo's comboboost (spec part 2 §3): its name, the boost of the range its legs reach, the boosted total odds
 * and the win the boost adds, with a switch to turn it off and on; a combo short of a range is told how many
 * qualifying legs the next one needs.
 */
export function ComboboostRow({ bet, index }: { bet: Bet; index: number }) {
  const t = useTranslations('betslip-bonus.comboboost');
  const locale = useLocale();
  const format = useOddsFormatter();
  const id = useId();
  const playerId = useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
  const view = comboboostView(bet);
  const title = useComboboostTitle(playerId, view?.bonusId ?? '');
  if (!view) return null;
  const boost = formatBoost(view.bonusOdds, locale);
  if (view.kind === 'short') {
    return (
      <p className={styles.hint} data-testid="comboboost-hint">
        {t('short', { count: view.needed, odds: format(view.minOdds), percent: boost })}
      </p>
    );
  }
  const name = title ?? t('name');
  return (
    <section className={styles.comboboost} aria-labelledby={`${id}-name`} data-testid="comboboost">
      <div className={styles.header}>
        <h4 id={`${id}-name`} className={styles.name}>
          {name}
        </h4>
        <span className={styles.badge} data-testid="comboboost-percent">
          {t('percent', { percent: boost })}
        </span>
      </div>
      <div className={styles.toggle}>
        <input
          id={`${id}-on`}
          type="checkbox"
          checked={view.on}
          onChange={(event) =>
            slipStore.dispatch({ type: 'set_comboboost', betIndex: index, on: event.target.checked })
          }
        />
        <label htmlFor={`${id}-on`}>{t('toggle')}</label>
      </div>
      {view.on ? (
        <dl className={styles.figures}>
          <div>
            <dt>{t('odds')}</dt>
            <dd>
              <span data-testid="comboboost-odds">{format(view.boostedOdds)}</span>{' '}
              <span className={styles.muted}>{t('instead', { odds: format(view.plainOdds) })}</span>
            </dd>
          </div>
          {bet.stake > 0 ? (
            <div>
              <dt>{t('extra-win')}</dt>
              <dd data-testid="comboboost-extra-win">{formatMoney(view.extraWin, bet.currency, locale)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
