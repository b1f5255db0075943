import { describe, expect, it } from 'vitest';
import { formatDays, formatMinutes } from './durations';

describe('durations', () => {
  it('writes minutes, hours, or both, in the page language', () => {
    expect(formatMinutes(45, 'en')).toBe('45 minutes');
    expect(formatMinutes(120, 'en')).toBe('2 hours');
    expect(formatMinutes(90, 'en')).toBe('1 hour 30 minutes');
    expect(formatMinutes(1, 'de')).toBe('1 Minute');
    expect(formatDays(7, 'en')).toBe('7 days');
  });
});
