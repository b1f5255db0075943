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

/** The currencies the product knows. Crypto amounts use 8 decimals (satoshi-sized units). */
export const CURRENCIES: readonly Currency[] = [
  { code: 'EUR', subunits: 100, fiat: true },
  { code: 'USD', subunits: 100, fiat: true },
  { code: 'GBP', subunits: 100, fiat: true },
  { code: 'BRL', subunits: 100, fiat: true },
  { code: 'PLN', subunits: 100, fiat: true },
  { code: 'CZK', subunits: 100, fiat: true },
  { code: 'HUF', subunits: 100, fiat: true },
  { code: 'NOK', subunits: 100, fiat: true },
  { code: 'JPY', subunits: 1, fiat: true },
  { code: 'KRW', subunits: 1, fiat: true },
  { code: 'AUD', subunits: 100, fiat: true },
  { code: 'BTC', subunits: 100_000_000, fiat: false },
  { code: 'ETH', subunits: 100_000_000, fiat: false },
  { code: 'USDT', subunits: 1_000_000, fiat: false },
];

const byCode = new Map(CURRENCIES.map((c) => [c.code, c]));

export function findCurrency(code: string): Currency | undefined {
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
