import { describe, expect, it } from 'vitest';
import { formatDay, formatStartTime } from './format-time';

const now = Date.parse('2026-07-01T10:00:00Z');

describe('formatStartTime', () => {
  it('shows only the time for today, in the visitor zone', () => {
    expect(formatStartTime('2026-07-01T18:30:00Z', 'en-GB', 'Europe/London', now)).toBe('19:30');
    expect(formatStartTime('2026-07-01T18:30:00Z', 'en-GB', 'UTC', now)).toBe('18:30');
  });

  it('adds the day for another day, which depends on the zone', () => {
    // 23:30 UTC on 1 July is already 2 July in Tokyo.
    expect(formatStartTime('2026-07-01T23:30:00Z', 'en-GB', 'Asia/Tokyo', now)).toMatch(/Thu.*2 Jul.*08:30/);
    expect(formatStartTime('2026-07-01T23:30:00Z', 'en-GB', 'UTC', now)).toBe('23:30');
  });

  it('writes the date in the page language', () => {
    expect(formatStartTime('2026-07-04T15:00:00Z', 'de', 'UTC', now)).toMatch(/Sa.*4.*Juli?.*15:00/);
    expect(formatStartTime('not a date', 'en', 'UTC', now)).toBe('');
  });
});

describe('formatDay', () => {
  it('names a calendar day', () => {
    expect(formatDay('2026-07-04', 'en-GB')).toBe('Sat 4 Jul');
  });
});
