import { isLocale, type Locale } from '@sportsbook/contracts/locales';
import { notFound } from 'next/navigation';

/** The [locale] segment as a Locale; anything else is a page that does not exist. */
export function requireLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}
