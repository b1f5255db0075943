import { LIMIT_TYPES, setLimitRequestSchema } from '@sportsbook/contracts/limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedValueFrom,
  isChangeable,
  isConfirmable,
  isRemovable,
  LIMIT_RANGES,
  type LimitDraft,
  limitRequestFrom,
} from './limit-drafts';

const draft = (overrides: Partial<LimitDraft>): LimitDraft => ({
  type: 'deposit',
  period: 'day',
  amount: '',
  count: '',
  permanent: false,
  ...overrides,
});

describe('limit forms', () => {
  it('builds a money limit in minor units of the active currency', () => {
    expect(limitRequestFrom(draft({ type: 'deposit', period: 'week', amount: '50,5' }), 'EUR')).toEqual({
      ok: true,
      request: { type: 'deposit', period: 'week', amount: 5050, currency: 'EUR' },
    });
    expect(limitRequestFrom(draft({ type: 'bet', amount: '0.001' }), 'BTC')).toEqual({
      ok: true,
      request: { type: 'bet', amount: 100_000, currency: 'BTC' },
    });
    expect(limitRequestFrom(draft({ type: 'loss', amount: '0' }), 'EUR')).toEqual({
      ok: false,
      field: 'amount',
    });
  });

  it('builds time limits in minutes and exclusions in days or permanent', () => {
    expect(limitRequestFrom(draft({ type: 'session', count: '90' }), 'EUR')).toMatchObject({
      request: { type: 'session', minutes: 90 },
    });
    expect(limitRequestFrom(draft({ type: 'time', period: 'month', count: '600' }), 'EUR')).toMatchObject({
      request: { type: 'time', period: 'month', minutes: 600 },
    });
    expect(limitRequestFrom(draft({ type: 'coolingoff', count: '7' }), 'EUR')).toMatchObject({
      request: { type: 'coolingoff', days: 7 },
    });
    expect(limitRequestFrom(draft({ type: 'selfexclusion', permanent: true }), 'EUR')).toMatchObject({
      request: { type: 'selfexclusion', permanent: true },
    });
  });

  it('refuses counts outside the range the API accepts, naming the range', () => {
    expect(limitRequestFrom(draft({ type: 'reality_check', count: '4' }), 'EUR')).toEqual({
      ok: false,
      field: 'count',
      range: { min: 5, max: 1440 },
    });
    expect(limitRequestFrom(draft({ type: 'selfexclusion', count: '30' }), 'EUR')).toMatchObject({
      ok: false,
    });
    expect(limitRequestFrom(draft({ type: 'coolingoff', count: '1.5' }), 'EUR')).toMatchObject({ ok: false });
  });

  it('every accepted draft is a body the API contract accepts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LIMIT_TYPES),
        fc.constantFrom('day', 'week', 'month' as const),
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 0, max: 2000 }).map(String),
        fc.boolean(),
        (type, period, amount, count, permanent) => {
          const result = limitRequestFrom({ type, period, amount, count, permanent }, 'EUR');
          if (result.ok) expect(setLimitRequestSchema.safeParse(result.request).success).toBe(true);
          else if (result.range && result.field === 'count') {
            const value = Number(count);
            const range = LIMIT_RANGES[type];
            expect(range && value >= range.min && value <= range.max).toBeFalsy();
          }
        },
      ),
    );
  });

  it('reads a changed value in the limit unit', () => {
    expect(changedValueFrom({ type: 'deposit', unit: 'minor', currency: 'EUR' }, '20')).toBe(2000);
    expect(changedValueFrom({ type: 'session', unit: 'minutes', currency: null }, '45')).toBe(45);
    expect(changedValueFrom({ type: 'session', unit: 'minutes', currency: null }, '2000')).toBeUndefined();
    expect(changedValueFrom({ type: 'session', unit: 'minutes', currency: null }, 'x')).toBeUndefined();
  });

  it('lets exclusions be neither changed nor removed, and pending changes be confirmed', () => {
    expect(isChangeable({ type: 'selfexclusion', status: 'active' })).toBe(false);
    expect(isRemovable({ type: 'coolingoff', status: 'active' })).toBe(false);
    expect(isChangeable({ type: 'deposit', status: 'active' })).toBe(true);
    expect(isChangeable({ type: 'deposit', status: 'unconfirmed' })).toBe(false);
    expect(isRemovable({ type: 'deposit', status: 'unconfirmed' })).toBe(true);
    expect(isRemovable({ type: 'deposit', status: 'confirmed_disabled' })).toBe(false);
    const due = '2031-06-02T10:00:00.000Z';
    const now = Date.parse(due);
    expect(isConfirmable({ status: 'unconfirmed_disabled', effective_at: due }, now)).toBe(true);
    expect(isConfirmable({ status: 'unconfirmed', effective_at: due }, now)).toBe(true);
    // Not before its cooling period is over.
    expect(isConfirmable({ status: 'unconfirmed', effective_at: due }, now - 1)).toBe(false);
    expect(isConfirmable({ status: 'confirmed', effective_at: due }, now)).toBe(false);
  });
});
