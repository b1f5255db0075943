import { dateTimeFormat } from './date-time-format';
import { zonedDateKey } from './zoned-date';

/**
 * A start time for a list or match header, in the visitor's language and time zone: the time alone when it
 * falls today, otherwise weekday, day, month and time.
 */
export function formatStartTime(iso: string, locale: string, timeZone: string, now: number): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const sameDay = zonedDateKey(instant, timeZone) === zonedDateKey(now, timeZone);
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit', timeZone }
    : { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone };
  return dateTimeFormat(locale, options).format(instant);
}

/** A calendar day (`YYYY-MM-DD`) named in a language: "Sat 4 Jul". */
export function formatDay(dateKey: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(Date.parse(`${dateKey}T12:00:00Z`));
}
