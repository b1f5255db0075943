// The 16 locales of the product (spec part 1 §1) and the negotiation of a visitor's language, shared by the
// web app (first path segment, `/` redirect) and the API (Accept-Language localisation of names).
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

// Tags that visitors send for a language we serve under another code. Keys are lower case.
const aliases: Record<string, Locale> = {
  // Norwegian: Bokmål and Nynorsk both read the Norwegian catalogue.
  nb: 'no',
  nn: 'no',
  // Country codes some clients send as language codes (Brazil, Greece, Czechia, Japan, Korea).
  br: 'pt',
  gr: 'el',
  cz: 'cs',
  jp: 'ja',
  kr: 'ko',
  // Swiss German speakers read standard German.
  gsw: 'de',
  // Irish speakers are in Ireland; we have no Irish catalogue, Irish English is the nearest.
  ga: 'en-IE',
  // New Zealand English is closer to Australian English than to the default.
  'en-nz': 'en-AU',
};

export interface LanguageRange {
  tag: string;
  q: number;
}

const TAG = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/;
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
// A header longer than this is not a browser's; reading only its start keeps the cost bounded.
const MAX_RANGES = 32;

/** Parses an Accept-Language header into ranges, best first; malformed parts and q=0 are dropped. */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  if (!header) return [];
  const ranges: { tag: string; q: number; index: number }[] = [];
  for (const [index, part] of header.split(',').slice(0, MAX_RANGES).entries()) {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag?.trim() ?? '';
    if (!TAG.test(tag)) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name?.toLowerCase() !== 'q') continue;
      if (value === undefined || !QVALUE.test(value)) valid = false;
      else q = Number(value);
    }
    if (valid && q > 0) ranges.push({ tag, q, index });
  }
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map(({ tag, q }) => ({ tag, q }));
}

/**
 * The locale we serve for one language tag: an exact match (any case), then an alias, then the same
 * checks on the tag with its last subtag removed (en-GB -> en, pt-BR -> pt), down to the primary subtag.
 */
export function resolveLanguageTag(tag: string): Locale | undefined {
  if (tag === '*') return defaultLocale;
  const subtags = tag.split('-');
  for (let length = subtags.length; length > 0; length--) {
    const candidate = subtags.slice(0, length).join('-');
    const found = canonicalLocale(candidate) ?? aliases[candidate.toLowerCase()];
    if (found) return found;
  }
  return undefined;
}

/**
 * The best locale for a visitor: an explicit earlier choice (the locale cookie) when it names one of
 * ours, else the first Accept-Language range, by q-value, that resolves to one of ours, else English.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined, chosen?: string | null): Locale {
  const remembered = chosen ? canonicalLocale(chosen) : undefined;
  if (remembered) return remembered;
  for (const { tag } of parseAcceptLanguage(acceptLanguage)) {
    const locale = resolveLanguageTag(tag);
    if (locale) return locale;
  }
  return defaultLocale;
}
