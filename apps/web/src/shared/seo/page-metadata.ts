import { defaultLocale, type Locale, locales } from '@sportsbook/contracts/locales';
import type { Metadata } from 'next';
import { localePath } from '@/shared/i18n/locale-path';

export interface PageMetadataInput {
  locale: Locale;
  /** Path after the locale prefix; '' is the locale root. */
  path: string;
  title: string;
  description?: string;
  /** False keeps the page out of search results (status, account and profile pages). */
  index: boolean;
}

/** Alternate URLs of one page in every locale, plus x-default (English) for other visitors. */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = localePath(locale, path);
  languages['x-default'] = localePath(defaultLocale, path);
  return languages;
}

/**
 * Metadata of one page: localised title and description, a canonical URL with the locale prefix and the
 * same page in every other locale. URLs are relative; the layout's metadataBase makes them absolute.
 */
export function pageMetadata({ locale, path, title, description, index }: PageMetadataInput): Metadata {
  const canonical = localePath(locale, path);
  return {
    title,
    ...(description ? { description } : {}),
    alternates: { canonical, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      url: canonical,
      title,
      ...(description ? { description } : {}),
      locale: locale.replace('-', '_'),
    },
    robots: index ? { index: true, follow: true } : { index: false, follow: true },
  };
}
