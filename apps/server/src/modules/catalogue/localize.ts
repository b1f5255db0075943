import type { Statistics } from '@sportsbook/contracts/catalogue';
import { type Locale, negotiateLocale } from '@sportsbook/contracts/locales';
import { periodName } from '@sportsbook/feed/names';
import type { FastifyRequest } from 'fastify';
import type { LocalizedNames } from '../../db/schema/catalogue';

/** The locale of a catalogue request, from Accept-Language (br -> pt as the spec's br -> pt-BR). */
export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale(request.headers['accept-language']);
}

/** A name in the locale, else its language (en-IE -> en), else English, else any name at all. */
export function pickName(names: LocalizedNames, locale: Locale): string {
  return names[locale] ?? names[locale.split('-')[0] ?? 'en'] ?? names.en ?? Object.values(names)[0] ?? '';
}

/**
 * Statistics with period names in the locale. The feed's text is stored; names are rendered from the period
 * key, and a key the period catalogue does not know keeps the feed's name.
 */
export function localizeStatistics(statistics: Statistics, locale: Locale): Statistics {
  if (statistics.period_score.length === 0) return statistics;
  return {
    ...statistics,
    period_score: statistics.period_score.map((period) => ({
      ...period,
      period_name: periodName(period.period_key, locale) ?? period.period_name,
    })),
  };
}
