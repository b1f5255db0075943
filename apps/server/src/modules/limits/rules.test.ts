import { LIMIT_TYPES, type SetLimitRequest, setLimitRequestSchema } from '@sportsbook/contracts/limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInForce, isLoosening, LIMIT_UNITS, normalizeLimit, strictest, windowStart } from './rules';

const now = new Date('2030-06-01T12:00:00Z');

describe('limit rules', () => {
  it('has a unit for every spec type', () => {
    expect(Object.keys(LIMIT_UNITS).sort()).toEqual([...LIMIT_TYPES].sort());
  });

  it('normalises each request shape into a slot and a value', () => {
    expect(normalizeLimit({ type: 'deposit', period: 'week', amount: 5_000 }, 'EUR', now)).toEqual({
      type: 'deposit',
      period: 'week',
      currency: 'EUR',
      value: 5_000,
      endsAt: null,
    });
    expect(normalizeLimit({ type: 'bet', amount: 100, currency: 'BTC' }, 'EUR', now).currency).toBe('BTC');
    expect(normalizeLimit({ type: 'session', minutes: 30 }, 'EUR', now)).toMatchObject({
      currency: null,
      value: 30,
    });
    expect(normalizeLimit({ type: 'coolingoff', days: 7 }, 'EUR', now).endsAt).toEqual(
      new Date('2030-06-08T12:00:00Z'),
    );
    expect(normalizeLimit({ type: 'selfexclusion', permanent: true }, 'EUR', now)).toMatchObject({
      value: null,
      endsAt: null,
    });
  });

  it('treats a higher value as a loosening and a lower or equal one as tightening (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (current, next) => {
        expect(isLoosening(current, next)).toBe(next > current);
      }),
    );
  });

  it('picks the strictest value and rolling windows', () => {
    expect(strictest([{ value: 30 }, { value: null }, { value: 10 }, { value: 20 }])).toEqual({ value: 10 });
    expect(strictest([])).toBeUndefined();
    expect(windowStart('day', now)).toEqual(new Date('2030-05-31T12:00:00Z'));
    expect(windowStart('month', now)).toEqual(new Date('2030-05-02T12:00:00Z'));
  });

  it('counts the spec statuses active and the two disabled kinds as in force', () => {
    expect(
      ['active', 'unconfirmed_disabled', 'confirmed_disabled'].every((s) => isInForce(s as 'active')),
    ).toBe(true);
    expect(['unconfirmed', 'confirmed', 'disabled'].some((s) => isInForce(s as 'active'))).toBe(false);
  });

  it('validates request shapes per type', () => {
    const ok = (body: unknown) => setLimitRequestSchema.safeParse(body).success;
    expect(ok({ type: 'wager', period: 'month', amount: 10 })).toBe(true);
    expect(ok({ type: 'wager', amount: 10 })).toBe(false);
    expect(ok({ type: 'loss', period: 'year', amount: 10 })).toBe(false);
    expect(ok({ type: 'session', minutes: 0 })).toBe(false);
    expect(ok({ type: 'coolingoff', days: 43 })).toBe(false);
    expect(ok({ type: 'selfexclusion', days: 179 })).toBe(false);
    expect(ok({ type: 'selfexclusion', days: 200, permanent: true })).toBe(false);
    expect(ok({ type: 'selfexclusion' })).toBe(false);
    expect(ok({ type: 'bogus', amount: 1 })).toBe(false);
    const parsed: SetLimitRequest = setLimitRequestSchema.parse({ type: 'selfexclusion', days: 365 });
    expect(parsed).toEqual({ type: 'selfexclusion', days: 365 });
  });
});
