import { type Locale, negotiateLocale } from '@sportsbook/contracts/locales';
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
