import { describe, expect, it } from 'vitest';
import { type DepositReminderInput, depositReminderDelayMs } from './deposit-reminder';

const base: DepositReminderInput = {
  config: { showDepositReminder: true, playerGroupId: null, remindAfter: 10 },
  loggedIn: true,
  statuses: [],
  quickDepositEnabled: true,
  cookieSet: false,
};

describe('deposit reminder', () => {
  it('appears after remindAfter seconds when every condition holds', () => {
    expect(depositReminderDelayMs(base)).toBe(10_000);
  });

  it('needs the setting, quick deposit, a signed-in player and no reminder cookie', () => {
    expect(
      depositReminderDelayMs({ ...base, config: { ...base.config, showDepositReminder: false } }),
    ).toBeNull();
    expect(depositReminderDelayMs({ ...base, quickDepositEnabled: false })).toBeNull();
    expect(depositReminderDelayMs({ ...base, loggedIn: false })).toBeNull();
    expect(depositReminderDelayMs({ ...base, cookieSet: true })).toBeNull();
  });

  it('shows only to players in the reminder group when one is set', () => {
    const grouped = { ...base, config: { ...base.config, playerGroupId: 'vip' } };
    expect(depositReminderDelayMs(grouped)).toBeNull();
    expect(depositReminderDelayMs({ ...grouped, statuses: [{ id: 'spi_test' }, { id: 'vip' }] })).toBe(
      10_000,
    );
  });
});
