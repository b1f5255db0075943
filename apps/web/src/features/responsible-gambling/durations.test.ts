import { describe, expect, it } from 'vitest';
import { formatCoolingPeriod, formatDays, formatMinutes } from './durations';

describe('durations', () => {
  it('writes minutes, hours, or both, in the page language', () => {
    expect(formatMinutes(45, 'en')).toBe('45 minutes');
    expect(formatMinutes(120, 'en')).toBe('2 hours');
    expect(formatMinutes(90, 'en')).toBe('1 hour 30 minutes');
    expect(formatMinutes(1, 'de')).toBe('1 Minute');
    expect(formatDays(7, 'en')).toBe('7 days');
  });

  it('writes the cooling period in the largest unit that fits', () => {
    expect(formatCoolingPeriod(86_400, 'en')).toBe('24 hours');
    expect(formatCoolingPeriod(1800, 'en')).toBe('30 minutes');
    expect(formatCoolingPeriod(8, 'en')).toBe('8 seconds');
    expect(formatCoolingPeriod(86_400, 'de')).toBe('24 Stunden');
  });
});
