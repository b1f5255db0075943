import { findCurrency } from './money';

/**
 * Deposit rules: the payment methods and how much one deposit may bring. The smallest and largest deposit per
 * currency sit with the currency (`minDeposit`, `maxDeposit` in money.ts); a method may allow less in some
 * currencies (below). The amount buttons of the deposit form are multiples of the minimum.
 */

export const FIAT_PAYMENT_METHODS = ['card', 'bank_transfer', 'pix', 'e_wallet'] as const;
export const PAYMENT_METHODS = [...FIAT_PAYMENT_METHODS, 'crypto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The spi_test quick deposit (operator money for test players), a method no player chooses. */
export type DepositMethod = PaymentMethod | 'test';

/**
 * Lower caps of a method per currency, minor units: cards take up to about 10,000 EUR at once, e-wallets about
 * 5,000 EUR (issuers' and wallets' own limits). A currency missing here takes the currency's maximum.
 */
export const METHOD_DEPOSIT_MAX: Readonly<Partial<Record<DepositMethod, Readonly<Record<string, number>>>>> =
  {
    card: {
      EUR: 1_000_000,
      USD: 1_000_000,
      GBP: 800_000,
      BRL: 6_000_000,
      PLN: 4_000_000,
      CZK: 25_000_000,
      HUF: 400_000_000,
      NOK: 12_000_000,
      JPY: 1_600_000,
      KRW: 15_000_000,
      AUD: 1_600_000,
    },
    e_wallet: {
      EUR: 500_000,
      USD: 500_000,
      GBP: 400_000,
      BRL: 3_000_000,
      PLN: 2_000_000,
      CZK: 12_500_000,
      HUF: 200_000_000,
      NOK: 6_000_000,
      JPY: 800_000,
      KRW: 7_500_000,
      AUD: 800_000,
    },
  };

/** The largest single deposit in a currency by a method, minor units; undefined for an unknown currency. */
export function maxDeposit(currencyCode: string, method: DepositMethod): number | undefined {
  const currency = findCurrency(currencyCode);
  if (!currency) return undefined;
  const methodMax = METHOD_DEPOSIT_MAX[method]?.[currency.code];
  return methodMax === undefined ? currency.maxDeposit : Math.min(methodMax, currency.maxDeposit);
}

/** The smallest single deposit in a currency, minor units (about 1 EUR, money.ts); undefined for an unknown one. */
export function minDeposit(currencyCode: string): number | undefined {
  return findCurrency(currencyCode)?.minDeposit;
}

/**
 * The amounts a deposit form offers in one tap, as multiples of the currency's minimum: with a minimum of about
 * 1 EUR that is 10, 20, 50, 100 EUR (10 to 100 GBP, 1,500 to 15,000 JPY, 0.0002 to 0.002 BTC).
 */
export const DEPOSIT_STEP_FACTORS = [10, 20, 50, 100] as const;

/**
 * The amount buttons for a currency and method, minor units, ascending: the steps the method's maximum allows
 * (every one of them today); empty for an unknown currency.
 */
export function depositSteps(currencyCode: string, method: DepositMethod): number[] {
  const min = minDeposit(currencyCode);
  const max = maxDeposit(currencyCode, method);
  if (min === undefined || max === undefined) return [];
  return DEPOSIT_STEP_FACTORS.map((factor) => factor * min).filter((amount) => amount <= max);
}

/** Where an amount stands against a currency's and method's bounds: below the minimum, above the maximum, or ok. */
export function depositAmountCheck(
  amount: number,
  currencyCode: string,
  method: DepositMethod,
): 'below_min' | 'above_max' | 'ok' {
  const min = minDeposit(currencyCode) ?? 1;
  const max = maxDeposit(currencyCode, method) ?? Number.MAX_SAFE_INTEGER;
  if (amount < min) return 'below_min';
  if (amount > max) return 'above_max';
  return 'ok';
}
