'use client';

import { parseMajor, toMajorString } from '@sportsbook/domain/money';
import { useState } from 'react';
import { currencyOf } from '@/shared/money/money-format';
import controls from './slip-controls.module.css';

const shown = (minor: number, code: string) => (minor > 0 ? toMajorString(minor, currencyOf(code)) : '');

/**
 * An amount typed in major units ("12.50") and handed over in minor units. While the field has focus the
 * player's text stays as typed; the amount the slip settles on is shown once they leave it.
 */
export function MoneyField({
  id,
  label,
  value,
  currency,
  onChange,
  invalid = false,
  describedBy,
  readOnly = false,
  onEnter,
}: {
  id: string;
  label: string;
  value: number;
  currency: string;
  onChange(minor: number): void;
  invalid?: boolean;
  describedBy?: string;
  /** Shown but fixed (a freebet sets the stake). */
  readOnly?: boolean;
  /** Enter in the field (the slip places the bet when it is valid). */
  onEnter?: () => void;
}) {
  const [text, setText] = useState(() => shown(value, currency));
  const [focused, setFocused] = useState(false);
  // The amount the text last followed. When the slip changes it (a freebet dropped, a preset or the highest
  // stake chosen), the text follows in the same render: an effect would leave one frame, long on a busy
  // machine, with the old amount beside the slip's new state.
  const [followed, setFollowed] = useState({ value, currency });
  if (followed.value !== value || followed.currency !== currency) {
    setFollowed({ value, currency });
    if (!focused) setText(shown(value, currency));
  }

  function change(next: string) {
    setText(next);
    if (next.trim() === '') {
      onChange(0);
      return;
    }
    const minor = parseMajor(next, currencyOf(currency));
    if (minor !== undefined) onChange(minor);
  }

  const unreadable = text.trim() !== '' && parseMajor(text, currencyOf(currency)) === undefined;
  return (
    <div className={controls.moneyField}>
      <label htmlFor={id} className={controls.fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        className={controls.moneyInput}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        readOnly={readOnly}
        value={text}
        aria-invalid={invalid || unreadable ? true : undefined}
        aria-describedby={describedBy}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setText(shown(value, currency));
        }}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !onEnter) return;
          event.preventDefault();
          onEnter();
        }}
      />
    </div>
  );
}
