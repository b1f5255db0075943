import { LIMIT_STATUSES, LIMIT_TYPES } from '@sportsbook/contracts/limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasTrackedActivityLimit, isUserActive, shouldPingActivity } from './activity-rules';

const activity = (status: (typeof LIMIT_STATUSES)[number]) => ({ type: 'activity' as const, status });
const on = { loggedIn: true, active: true, limits: [activity('active')], featureEnabled: true };

describe('activity tracking', () => {
  it('counts activity limits that are active or a disabled kind still in force', () => {
    expect(LIMIT_STATUSES.filter((status) => hasTrackedActivityLimit([activity(status)]))).toEqual([
      'active',
      'confirmed_disabled',
      'unconfirmed_disabled',
    ]);
  });

  it('ignores every other type of limit, whatever its status', () => {
    const other = fc.record({
      type: fc.constantFrom(...LIMIT_TYPES.filter((type) => type !== 'activity')),
      status: fc.constantFrom(...LIMIT_STATUSES),
    });
    fc.assert(
      fc.property(fc.array(other), (limits) => {
        expect(hasTrackedActivityLimit(limits)).toBe(false);
      }),
    );
  });

  it('pings only when signed in, active, limited and enabled', () => {
    expect(shouldPingActivity(on)).toBe(true);
    expect(shouldPingActivity({ ...on, loggedIn: false })).toBe(false);
    expect(shouldPingActivity({ ...on, active: false })).toBe(false);
    expect(shouldPingActivity({ ...on, featureEnabled: false })).toBe(false);
    expect(shouldPingActivity({ ...on, limits: [activity('unconfirmed')] })).toBe(false);
  });

  it('counts a visible tab with input in the last minute as active', () => {
    expect(isUserActive({ visible: true, lastInputAt: 1000, now: 61_000 })).toBe(true);
    expect(isUserActive({ visible: true, lastInputAt: 1000, now: 61_001 })).toBe(false);
    expect(isUserActive({ visible: false, lastInputAt: 1000, now: 1000 })).toBe(false);
  });
});
