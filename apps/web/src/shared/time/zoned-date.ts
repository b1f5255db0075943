/** Calendar days in a visitor's time zone, as UTC instants, with Intl only (no time-zone database of our own). */
import { dateTimeFormat } from './date-time-format';

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** `YYYY-MM-DD` of an instant in a zone. */
export function zonedDateKey(instant: number, timeZone: string): string {
  return new Date(instant + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 10);
}

/** Parses `YYYY-MM-DD` (a real calendar day) or answers undefined. */
export function parseDateKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const match = DATE.exec(value);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === value ? value : undefined;
}

/** The instant a day starts in a zone (its local midnight, DST-safe). */
export function zonedDayStart(dateKey: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${dateKey}T00:00:00Z`);
  // Two passes: the offset at the guess, then at the corrected instant (they differ across a DST change).
  let start = utcMidnight - zoneOffsetMs(utcMidnight, timeZone);
  start = utcMidnight - zoneOffsetMs(start, timeZone);
  return start;
}

/** [start, end) of a calendar day in a zone. */
export function zonedDayRange(dateKey: string, timeZone: string): { start: number; end: number } {
  const next = new Date(Date.parse(`${dateKey}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { start: zonedDayStart(dateKey, timeZone), end: zonedDayStart(next, timeZone) };
}

/** The day key `days` after another (negative goes back). */
export function addDays(dateKey: string, days: number): string {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
