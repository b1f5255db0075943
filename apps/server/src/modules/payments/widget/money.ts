import { type Currency, toMajorString } from '@sportsbook/domain/money';

/**
 * Minor units as the locale writes money, exact for every currency (the decimal string goes to Intl, never a
 * float), as the web app writes them; codes Intl does not take as currencies (USDT) as a number and the code.
 */
export function formatMinor(minor: number, currency: Currency, locale: string): string {
  const decimals = Math.round(Math.log10(currency.subunits));
  const exact = toMajorString(minor, currency);
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  // Intl takes decimal strings (ES2023); the widget's lib is older, so the type is widened here.
  const format = (options: Intl.NumberFormatOptions) =>
    (new Intl.NumberFormat(locale, options).format as unknown as (value: string) => string)(exact);
  try {
    return format({ style: 'currency', currency: currency.code, ...digits });
  } catch {
    return `${format(digits)} ${currency.code}`;
  }
}
