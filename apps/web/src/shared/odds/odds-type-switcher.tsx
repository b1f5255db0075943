'use client';

import { isOddsType, ODDS_TYPES, type OddsType } from '@sportsbook/domain/odds-formats';
import type { ChangeEvent } from 'react';
import styles from './odds-type-switcher.module.css';
import { setOddsType, useOddsType } from './use-odds-type';

/** A labelled select of the odds formats; the choice applies to every price at once and is remembered. */
export function OddsTypeSwitcher({
  id,
  label,
  names,
}: {
  id: string;
  label: string;
  names: Readonly<Record<OddsType, string>>;
}) {
  const current = useOddsType();
  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    if (isOddsType(event.target.value)) setOddsType(event.target.value);
  }
  return (
    <span className={styles.switcher}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={current} onChange={onChange}>
        {ODDS_TYPES.map((type) => (
          <option key={type} value={type}>
            {names[type]}
          </option>
        ))}
      </select>
    </span>
  );
}
