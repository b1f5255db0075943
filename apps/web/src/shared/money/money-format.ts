import { type Currency, findCurrency, parseMajor, toMajorString } from '@sportsbook/domain/money';

/** The currency's details; an unknown code is treated as a fiat currency with cents. */
export function currencyOf(code: string): Currency {
  return findCurrency(code) ?? { code: code.toUpperCase(), subunits: 100, fiat: true };
}

export function decimalsOf(currency: Currency): number {
  return Math.round(Math.log10(currency.subunits));
}

/**
 * Minor units as the locale writes money ("1050" EUR in de -> "10,50 €"), exact for every currency: the
 * amount goes to Intl as a decimal string, never through a float. Codes Intl does not take as currencies
 * (USDT) are written as a number and the code.
 */
export function formatMoney(minor: number, code: string, locale: string): string {
  const currency = currencyOf(code);
  const decimals = decimalsOf(currency);
  const exact = toMajorString(minor, currency) as `${number}`;
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.code, ...digits }).format(
      exact,
    );
  } catch {
    return `${new Intl.NumberFormat(locale, digits).format(exact)} ${currency.code}`;
  }
}

/** A typed amount ("12.50" or "12,5") in minor units; undefined when it is not a positive amount. */
export function parseAmount(text: string, code: string): number | undefined {
  const minor = parseMajor(text, currencyOf(code));
  return minor !== undefined && minor > 0 ? minor : undefined;
}
