import { findCurrency, toMajorString } from '@sportsbook/domain/money';
import { ODDS_SCALE } from '@sportsbook/domain/odds';

/** Minor units as the currency's decimal amount with its code. */
export const money = (minor: number, code: string) => {
  const currency = findCurrency(code);
  return `${currency ? toMajorString(minor, currency) : minor} ${code}`;
};

export const odds = (thousandths: number) => (thousandths / ODDS_SCALE).toFixed(2);

export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
