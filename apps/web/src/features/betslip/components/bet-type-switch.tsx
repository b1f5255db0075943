'use client';

import { type BetTypeTarget, changeBetType } from '@sportsbook/domain/slip/bet-type';
import { regularBets } from '@sportsbook/domain/slip/compose';
import { formatSystemId, systemLineCount } from '@sportsbook/domain/system-bets';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { slipStore, useSlip } from '../store/slip-instance';
import controls from './slip-controls.module.css';

const TYPES = ['single', 'combo', 'system'] as const;

/**
 * Singles, combo or system for the slip's regular selections, and the system type (spec part 1 §4). A type
 * the domain would ignore (no multi-single support, no system size that fits) is offered disabled.
 */
export function BetTypeSwitch() {
  const t = useTranslations('betslip');
  const id = useId();
  const bets = useSlip((state) => state.ticket.bets);
  const systemTypes = useSlip((state) => state.ticket.systemTypes);
  const regular = regularBets(bets);
  const first = regular[0];
  if (!first || regular.reduce((n, bet) => n + bet.selections.length, 0) < 2) return null;
  const current = first.betType;
  const ctx = slipStore.context();
  const chosenSystem = first.systemType ?? systemTypes[0];

  const targetOf = (type: (typeof TYPES)[number]): BetTypeTarget | undefined => {
    if (type !== 'system') return { betType: type };
    return chosenSystem ? { betType: 'system', systemType: chosenSystem } : undefined;
  };
  const possible = (type: (typeof TYPES)[number]) => {
    if (type === current) return true;
    const target = targetOf(type);
    return target !== undefined && changeBetType(bets, target, ctx).change !== 'ignored';
  };
  const change = (target: BetTypeTarget | undefined) => {
    if (target) slipStore.dispatch({ type: 'change_bet_type', target, ctx: slipStore.context() });
  };

  return (
    <div className={controls.typeSwitch}>
      <fieldset className={controls.typeOptions}>
        <legend className="visually-hidden">{t('type.label')}</legend>
        {TYPES.map((type) => (
          <label key={type} className={controls.typeOption} data-checked={current === type || undefined}>
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={current === type}
              disabled={!possible(type)}
              onChange={() => change(targetOf(type))}
            />
            {t(`type.${type}`)}
          </label>
        ))}
      </fieldset>
      {current === 'system' && systemTypes.length > 0 ? (
        <div className={controls.systemPicker}>
          <label htmlFor={`${id}-system`} className={controls.fieldLabel}>
            {t('system.label')}
          </label>
          <select
            id={`${id}-system`}
            className={controls.select}
            value={first.systemType ? formatSystemId(first.systemType) : ''}
            onChange={(event) => {
              const chosen = systemTypes.find((s) => formatSystemId(s) === event.target.value);
              if (chosen) change({ betType: 'system', systemType: chosen });
            }}
          >
            {systemTypes.map((s) => (
              <option key={formatSystemId(s)} value={formatSystemId(s)}>
                {t('system.option', { win: s.winCount, total: s.totalCount, lines: systemLineCount(s) })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
