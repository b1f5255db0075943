import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  isValidTimeZone,
  parseDateKey,
  zonedDateKey,
  zonedDayRange,
  zonedDayStart,
  zoneOffsetMs,
} from './zoned-date';

const HOUR = 3_600_000;

describe('zoned dates', () => {
  it('knows real zones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('finds local midnight, including across daylight-saving changes', () => {
    expect(new Date(zonedDayStart('2026-07-01', 'Europe/Berlin')).toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    expect(new Date(zonedDayStart('2026-01-15', 'Europe/Berlin')).toISOString()).toBe(
      '2026-01-14T23:00:00.000Z',
    );
    expect(new Date(zonedDayStart('2026-03-10', 'America/New_York')).toISOString()).toBe(
      '2026-03-10T04:00:00.000Z',
    );
    const { start, end } = zonedDayRange('2026-03-29', 'Europe/Berlin'); // clocks go forward: 23 hours
    expect(end - start).toBe(23 * HOUR);
  });

  it('reads only real calendar days', () => {
    expect(parseDateKey('2026-02-28')).toBe('2026-02-28');
    expect(parseDateKey('2026-02-30')).toBeUndefined();
    expect(parseDateKey('tomorrow')).toBeUndefined();
    expect(parseDateKey(undefined)).toBeUndefined();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('puts every instant inside the day range of its own local date', () => {
    const zones = [
      'UTC',
      'Europe/Berlin',
      'America/New_York',
      'Asia/Tokyo',
      'Australia/Adelaide',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const key = zonedDateKey(instant, zone);
          const { start, end } = zonedDayRange(key, zone);
          expect(instant).toBeGreaterThanOrEqual(start);
          expect(instant).toBeLessThan(end);
          expect(Math.abs(zoneOffsetMs(instant, zone))).toBeLessThanOrEqual(14 * HOUR);
        },
      ),
    );
  });
});
