import { currencyOf } from '@/shared/money/money-format';

/**
 * Amounts offered in one tap, in minor units: 10, 20, 50, 100 of a currency with cents; 1,000 to 10,000 of one
 * without (JPY, KRW); 0.001 to 0.01 of a crypto currency.
 */
export function quickDepositPresets(code: string): number[] {
  const currency = currencyOf(code);
  const base = !currency.fiat
    ? Math.max(1, Math.round(currency.subunits / 1000))
    : currency.subunits === 1
      ? 1000
      : 10 * currency.subunits;
  return [1, 2, 5, 10].map((factor) => factor * base);
}
