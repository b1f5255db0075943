import { BET_LIMIT_KEYS } from '@sportsbook/domain/bet-limits';
import { PLACEMENT_ERROR_KEYS, WRONG_ODDS_KEYS } from '@sportsbook/domain/placement-errors';
import { SLIP_ISSUE_KEYS } from '@sportsbook/domain/slip-validation';
import { API_CODE_KEYS, COMBOBOOST_REFUSAL_KEYS } from './placement-failure';

/**
 * Every message key the slip may be handed by the domain or the API (spec part 1 §8): each one is in all the
 * catalogues (a test checks), so a key is translated wherever it shows up.
 */
export const SLIP_MESSAGE_KEYS: readonly string[] = [
  ...new Set([
    ...Object.values(SLIP_ISSUE_KEYS),
    ...Object.values(BET_LIMIT_KEYS),
    ...Object.values(PLACEMENT_ERROR_KEYS),
    ...WRONG_ODDS_KEYS,
    ...Object.values(API_CODE_KEYS),
    ...Object.values(COMBOBOOST_REFUSAL_KEYS),
  ]),
];

const known: ReadonlySet<string> = new Set(SLIP_MESSAGE_KEYS);

export function isSlipMessageKey(text: string): boolean {
  return known.has(text);
}

/** Values of limit messages as they should read: odds limits in the player's odds format, amounts as money. */
export function displayValues(
  key: string,
  values: Readonly<Record<string, string | number>>,
  format: { odds(odds: number): string; money(minor: number, currency: string): string },
  currency: string,
): Record<string, string | number> {
  const shown: Record<string, string | number> = { ...values };
  if (
    (key === BET_LIMIT_KEYS.oddsLimitExceeded || key === BET_LIMIT_KEYS.oddsLimitWarning) &&
    typeof values.value === 'number'
  ) {
    shown.value = format.odds(values.value);
  }
  if (typeof values.amount === 'number') {
    shown.amount = format.money(
      values.amount,
      typeof values.currency === 'string' ? values.currency : currency,
    );
  }
  return shown;
}
