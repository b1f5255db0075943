import { describe, expect, it } from 'vitest';
import { findCurrency } from './money';
import {
  ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR,
  ADJUSTMENT_PENDING_DAYS,
  adjustmentExpiresAt,
  adjustmentNeedsApproval,
  adjustmentThresholdMinor,
} from './player-support';

const currency = (code: string) => {
  const found = findCurrency(code);
  if (!found) throw new Error(code);
  return found;
};

describe('the second approver threshold of manual adjustments', () => {
  it('is 500.00 major units in each currency by default', () => {
    expect(adjustmentThresholdMinor(ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR, currency('EUR'))).toBe(50_000);
    expect(adjustmentThresholdMinor(ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR, currency('JPY'))).toBe(500);
    expect(adjustmentThresholdMinor(ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR, currency('BTC'))).toBe(
      50_000_000_000,
    );
    expect(adjustmentThresholdMinor('12.345', currency('EUR'))).toBe(1234);
    expect(adjustmentThresholdMinor('lots', currency('EUR'))).toBeUndefined();
  });

  it('asks for approval strictly above the threshold, credits and debits alike', () => {
    expect(adjustmentNeedsApproval(50_000, 50_000)).toBe(false);
    expect(adjustmentNeedsApproval(50_001, 50_000)).toBe(true);
    expect(adjustmentNeedsApproval(-50_001, 50_000)).toBe(true);
    expect(adjustmentNeedsApproval(-100, 50_000)).toBe(false);
  });
});

describe('the deadline of a pending adjustment', () => {
  it('falls the configured number of whole days after the request', () => {
    const requested = new Date('2026-03-28T10:15:00.000Z');
    expect(adjustmentExpiresAt(requested, ADJUSTMENT_PENDING_DAYS).toISOString()).toBe(
      '2026-04-04T10:15:00.000Z',
    );
    expect(adjustmentExpiresAt(requested, 1).toISOString()).toBe('2026-03-29T10:15:00.000Z');
  });
});
