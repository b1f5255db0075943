import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMIT_COOLING_SECONDS,
  isLimitChangeDue,
  LIMIT_COOLING_SECONDS_RANGE,
  limitChangeDueAt,
} from './limit-cooling';

describe('limit cooling period', () => {
  it('is 24 hours by default, within the range an operator may configure', () => {
    expect(DEFAULT_LIMIT_COOLING_SECONDS).toBe(86_400);
    expect(DEFAULT_LIMIT_COOLING_SECONDS).toBeGreaterThanOrEqual(LIMIT_COOLING_SECONDS_RANGE.min);
    expect(DEFAULT_LIMIT_COOLING_SECONDS).toBeLessThanOrEqual(LIMIT_COOLING_SECONDS_RANGE.max);
  });

  it('makes a change due exactly the configured period after it was asked for', () => {
    const asked = new Date('2031-03-01T10:00:00Z');
    expect(limitChangeDueAt(asked, DEFAULT_LIMIT_COOLING_SECONDS).toISOString()).toBe(
      '2031-03-02T10:00:00.000Z',
    );
    expect(limitChangeDueAt(asked, 5).toISOString()).toBe('2031-03-01T10:00:05.000Z');
  });

  it('is due from the due time on, not a millisecond earlier', () => {
    const due = new Date('2031-03-02T10:00:00Z');
    expect(isLimitChangeDue(due, due.getTime() - 1)).toBe(false);
    expect(isLimitChangeDue(due, due)).toBe(true);
    expect(isLimitChangeDue(due.toISOString(), due.getTime() + 1)).toBe(true);
  });

  it('is never due without a due time or with an unreadable one', () => {
    expect(isLimitChangeDue(null, Date.now())).toBe(false);
    expect(isLimitChangeDue('not a date', Date.now())).toBe(false);
  });
});
