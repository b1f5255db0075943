import { describe, expect, it } from 'vitest';
import { grossGamingRevenue, holdBasisPoints, REPORT_MAX_DAYS, reportWindow, utcDay } from './reports';

describe('report figures', () => {
  it('takes GGR as stakes less payouts and hold as GGR over handle in basis points', () => {
    expect(grossGamingRevenue(10_000, 9_475)).toBe(525);
    expect(holdBasisPoints(525, 10_000)).toBe(525);
    expect(holdBasisPoints(-3_000, 2_000)).toBe(-15_000);
    expect(holdBasisPoints(1, 3)).toBe(3_333);
    expect(holdBasisPoints(-1, 3)).toBe(-3_333);
    expect(holdBasisPoints(0, 0)).toBeNull();
  });

  it('covers whole UTC days, the last one included, and refuses reversed or overlong ranges', () => {
    expect(reportWindow('2026-03-01', '2026-03-02')).toEqual({
      from: new Date('2026-03-01T00:00:00Z'),
      until: new Date('2026-03-03T00:00:00Z'),
      days: 2,
    });
    expect(reportWindow('2026-03-02', '2026-03-01')).toBeNull();
    expect(reportWindow('2025-01-01', '2025-12-31')?.days).toBe(365);
    expect(reportWindow('2024-01-01', '2025-01-01')).toBeNull();
    expect(reportWindow('2024-01-01', '2024-12-31')?.days).toBe(REPORT_MAX_DAYS);
    expect(utcDay(new Date('2026-03-01T23:59:59.999-01:00'))).toBe('2026-03-02');
  });
});
