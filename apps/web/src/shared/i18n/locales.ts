// The 16 locales of the product (spec part 1 §1). The first path segment is always one of these.
export const locales = [
  'en',
  'es',
  'pl',
  'fr',
  'de',
  'pt',
  'hu',
  'el',
  'cs',
  'it',
  'ru',
  'no',
  'ko',
  'ja',
  'en-IE',
  'en-AU',
] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** Each locale named in its own language, for the locale switcher. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  pl: 'Polski',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  hu: 'Magyar',
  el: 'Ελληνικά',
  cs: 'Čeština',
  it: 'Italiano',
  ru: 'Русский',
  no: 'Norsk',
  ko: '한국어',
  ja: '日本語',
  'en-IE': 'English (Ireland)',
  'en-AU': 'English (Australia)',
};

const byLowerCase = new Map<string, Locale>(locales.map((locale) => [locale.toLowerCase(), locale]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale a tag names, ignoring case (`en-ie` -> `en-IE`), or undefined. */
export function canonicalLocale(value: string): Locale | undefined {
  return byLowerCase.get(value.toLowerCase());
}
