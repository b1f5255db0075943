/**
 * Money is an integer count of a currency's smallest unit ("minor units"), never a float.
 * Amounts are JS numbers restricted to safe integers so they travel through JSON unchanged;
 * products that could leave the safe range (stake x odds) are computed with bigint.
 */

export interface Currency {
  code: string;
  /** How many minor units make one major unit: 100 for EUR, 10^8 for BTC. */
  subunits: number;
  fiat: boolean;
}

/** A currency the product offers, with the largest single deposit it takes. */
export interface CurrencyDefinition extends Currency {
  /**
   * The largest single deposit, minor units: about 50,000 EUR in each currency (1 BTC, 20 ETH). A payment method
   * may allow less (`METHOD_DEPOSIT_MAX` in deposits.ts). Far below LEDGER_LIMIT, so no deposit can overflow.
   */
  maxDeposit: number;
  /**
   * The smallest single deposit, minor units: about 1 EUR in each currency (1 GBP, 5 BRL, 400 HUF, 150 JPY,
   * 0.00002 BTC, 1 USDT), so no deposit costs the provider more than it brings. The same for every method.
   */
  minDeposit: number;
}

/** The currency a new visitor is offered first (system data defaultCurrencyCode, the sign-up form's default). */
export const DEFAULT_CURRENCY_CODE = 'EUR';

/** The currencies the product knows. Crypto amounts use 8 decimals (satoshi-sized units). */
export const CURRENCIES: readonly CurrencyDefinition[] = [
  { code: 'EUR', subunits: 100, fiat: true, maxDeposit: 5_000_000, minDeposit: 100 },
  { code: 'USD', subunits: 100, fiat: true, maxDeposit: 5_000_000, minDeposit: 100 },
  { code: 'GBP', subunits: 100, fiat: true, maxDeposit: 4_000_000, minDeposit: 100 },
  { code: 'BRL', subunits: 100, fiat: true, maxDeposit: 30_000_000, minDeposit: 500 },
  { code: 'PLN', subunits: 100, fiat: true, maxDeposit: 20_000_000, minDeposit: 500 },
  { code: 'CZK', subunits: 100, fiat: true, maxDeposit: 125_000_000, minDeposit: 2_500 },
  { code: 'HUF', subunits: 100, fiat: true, maxDeposit: 2_000_000_000, minDeposit: 40_000 },
  { code: 'NOK', subunits: 100, fiat: true, maxDeposit: 60_000_000, minDeposit: 1_000 },
  { code: 'JPY', subunits: 1, fiat: true, maxDeposit: 8_000_000, minDeposit: 150 },
  { code: 'KRW', subunits: 1, fiat: true, maxDeposit: 75_000_000, minDeposit: 1_500 },
  { code: 'AUD', subunits: 100, fiat: true, maxDeposit: 8_000_000, minDeposit: 200 },
  { code: 'BTC', subunits: 100_000_000, fiat: false, maxDeposit: 100_000_000, minDeposit: 2_000 },
  { code: 'ETH', subunits: 100_000_000, fiat: false, maxDeposit: 2_000_000_000, minDeposit: 40_000 },
  { code: 'USDT', subunits: 1_000_000, fiat: false, maxDeposit: 50_000_000_000, minDeposit: 1_000_000 },
];

/**
 * No ledger amount and no ledger balance goes beyond plus or minus this many minor units (10^15: 10^13 EUR,
 * 10^7 BTC). Twice the limit is still a safe integer, so a balance plus an amount is exact in a JS number and a
 * posting can be checked before it is written; the database holds the same bound (CHECK constraints).
 */
export const LEDGER_LIMIT = 1_000_000_000_000_000;

export const isWithinLedgerLimit = (minor: number): boolean =>
  Number.isSafeInteger(minor) && minor >= -LEDGER_LIMIT && minor <= LEDGER_LIMIT;

const byCode = new Map(CURRENCIES.map((c) => [c.code, c]));

export function findCurrency(code: string): CurrencyDefinition | undefined {
  return byCode.get(code.toUpperCase());
}

export function isMinorAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Parses a decimal string ("12.5") into minor units; undefined when it has more decimals than the currency. */
export function parseMajor(text: string, currency: Currency): number | undefined {
  const match = /^\s*(\d+)(?:[.,](\d*))?\s*$/.exec(text);
  if (!match) return undefined;
  const decimals = Math.round(Math.log10(currency.subunits));
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  const minor = BigInt(whole) * BigInt(currency.subunits) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : undefined;
}

/** Minor units as a plain decimal string ("1050" EUR -> "10.50"), exact for every currency. */
export function toMajorString(minor: number, currency: Currency): string {
  const decimals = Math.round(Math.log10(currency.subunits));
  const negative = minor < 0;
  const digits = Math.abs(minor)
    .toString()
    .padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? '' : `.${digits.slice(-decimals)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
