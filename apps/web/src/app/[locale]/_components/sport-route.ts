import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isSportKey, type SportKey } from '../../../features/catalogue/sport-keys';
import type { Locale } from '../../../shared/i18n/locales';
import { slugPattern } from '../../../shared/routing/routes';
import { requireLocale } from './locale-param';

/** The sport a catalogue path names, or the 404 page. */
export function requireSport(value: string): SportKey {
  if (!isSportKey(value)) notFound();
  return value;
}

/** A catalogue slug, or the 404 page. */
export function requireSlug(value: string): string {
  if (!slugPattern.test(value)) notFound();
  return value;
}

/** A readable name from a slug until the catalogue supplies real names: `premier-league` -> `Premier League`. */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Metadata for a path that does not exist: the 404 title (Next.js adds noindex to every 404). */
export async function notFoundMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  const locale: Locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'page.not-found' });
  return { title: t('meta-title') };
}
