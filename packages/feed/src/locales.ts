import { locales } from '@sportsbook/contracts/locales';

/** The product's 16 locales (spec part 1 §1/§9): every user-facing name the feed carries has a text for each. */
export const FEED_LOCALES = locales;

export type FeedLocale = (typeof FEED_LOCALES)[number];

/** One text per locale. */
export type LocalizedNames = Readonly<Record<FeedLocale, string>>;

export function isFeedLocale(value: unknown): value is FeedLocale {
  return typeof value === 'string' && (FEED_LOCALES as readonly string[]).includes(value);
}

/** A locale tag to the nearest feed locale: exact, then the language alone, then English. */
export function resolveFeedLocale(tag: string): FeedLocale {
  if (isFeedLocale(tag)) return tag;
  const language = tag.split('-')[0]?.toLowerCase() ?? '';
  if (language === 'nb' || language === 'nn') return 'no';
  return isFeedLocale(language) ? language : 'en';
}
