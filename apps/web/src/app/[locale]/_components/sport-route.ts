import type { Sport } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cachedSports } from '@/features/catalogue/server/catalogue-lookup';
import { requireLocale } from './locale-param';

/** The sport a catalogue path names, or undefined (the proxy has already sent unknown sports to the 404 page). */
export async function findSport(locale: Locale, key: string): Promise<Sport | undefined> {
  return (await cachedSports(locale)).find((sport) => sport.key === key);
}

/** The sport a catalogue path names, or the 404 page. */
export async function requireSport(locale: Locale, key: string): Promise<Sport> {
  const sport = await findSport(locale, key);
  if (!sport) notFound();
  return sport;
}

/** Metadata for a path that does not exist: the 404 title (Next.js adds noindex to every 404). */
export async function notFoundMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  const locale: Locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'page.not-found' });
  return { title: t('meta-title') };
}
