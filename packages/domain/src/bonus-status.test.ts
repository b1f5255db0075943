import { describe, expect, it } from 'vitest';
import { ISSUED_BONUS_STATUSES } from './bonus-kinds';
import { campaignHold, type IssuedBonusFacts, issuedBonusStatus } from './bonus-status';

const fresh: IssuedBonusFacts = {
  spent: false,
  deactivated: false,
  expired: false,
  overridden: false,
  hold: undefined,
  activated: false,
};

describe('the status of an issued bonus', () => {
  it('is available until activated, then active', () => {
    expect(issuedBonusStatus(fresh)).toBe('available');
    expect(issuedBonusStatus({ ...fresh, activated: true })).toBe('active');
  });

  it('names the first fact that applies: spent, deactivated, expired, overridden, held', () => {
    const all: IssuedBonusFacts = {
      spent: true,
      deactivated: true,
      expired: true,
      overridden: true,
      hold: 'paused',
      activated: true,
    };
    expect(issuedBonusStatus(all)).toBe('bonus_over');
    expect(issuedBonusStatus({ ...all, spent: false })).toBe('deactivated');
    expect(issuedBonusStatus({ ...all, spent: false, deactivated: false })).toBe('expired');
    expect(issuedBonusStatus({ ...all, spent: false, deactivated: false, expired: false })).toBe(
      'overridden',
    );
    expect(issuedBonusStatus({ ...fresh, hold: 'country', activated: true })).toBe('not_available');
  });

  it('answers every issued status and only those', () => {
    const seen = new Set<string>();
    for (const spent of [false, true])
      for (const deactivated of [false, true])
        for (const expired of [false, true])
          for (const overridden of [false, true])
            for (const hold of [undefined, 'paused' as const])
              for (const activated of [false, true])
                seen.add(issuedBonusStatus({ spent, deactivated, expired, overridden, hold, activated }));
    expect([...seen].sort()).toEqual([...ISSUED_BONUS_STATUSES].sort());
  });
});

describe('what a campaign holds back', () => {
  const running = { status: 'active' as const, countryCodes: [], onlyVerified: false };
  const player = { country: 'DE', verified: false };

  it('holds nothing while it runs for a player within its conditions', () => {
    expect(campaignHold(running, player)).toBeUndefined();
    expect(campaignHold({ ...running, countryCodes: ['DE', 'AT'] }, player)).toBeUndefined();
    expect(campaignHold({ ...running, onlyVerified: true }, { ...player, verified: true })).toBeUndefined();
  });

  it('holds a paused campaign, another country, an unverified player', () => {
    expect(campaignHold({ ...running, status: 'paused' }, player)).toBe('paused');
    expect(campaignHold({ ...running, countryCodes: ['FR'] }, player)).toBe('country');
    expect(campaignHold({ ...running, onlyVerified: true }, player)).toBe('verification');
  });

  it('does not hold what an ended campaign issued', () => {
    expect(campaignHold({ ...running, status: 'ended' }, player)).toBeUndefined();
  });
});
