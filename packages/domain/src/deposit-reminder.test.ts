import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_REMINDER_QUIET_SECONDS,
  type DepositReminderContext,
  depositReminderFits,
  USUAL_STAKE_SAMPLE,
  usualStake,
} from './deposit-reminder';

const now = new Date('2031-03-01T12:00:00Z');
const base: DepositReminderContext = {
  balance: 0,
  latestStakes: [],
  defaultStake: 500,
  lastPaidDepositAt: null,
  now,
};
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('usual stake', () => {
  it('is the default stake for a player who has placed none', () => {
    expect(usualStake([], 500)).toBe(500);
    expect(usualStake([0], 500)).toBe(500);
  });

  it('is the median of the latest stakes, whatever their sign in the ledger', () => {
    expect(usualStake([-1000, -200, -5000], 500)).toBe(1000);
    expect(usualStake([300, 100, 200, 10_000], 500)).toBe(250);
    expect(usualStake([101, 100], 500)).toBe(101);
  });

  it('reads only the latest stakes, so an old habit fades', () => {
    const recent = Array.from({ length: USUAL_STAKE_SAMPLE }, () => 200);
    expect(usualStake([...recent, 90_000, 90_000, 90_000], 500)).toBe(200);
  });
});

describe('deposit reminder in context', () => {
  it('shows when the balance is below the usual stake and no deposit was paid lately', () => {
    expect(depositReminderFits({ ...base, balance: 499 })).toBe(true);
    expect(depositReminderFits({ ...base, balance: 100, lastPaidDepositAt: secondsAgo(2 * 3600) })).toBe(
      true,
    );
  });

  it('stays quiet while the balance covers the usual stake', () => {
    expect(depositReminderFits({ ...base, balance: 500 })).toBe(false);
    expect(depositReminderFits({ ...base, balance: 1_500, latestStakes: [2_000, 1_000, 1_500] })).toBe(false);
    expect(depositReminderFits({ ...base, balance: 1_499, latestStakes: [2_000, 1_000, 1_500] })).toBe(true);
  });

  it('stays quiet for the quiet period after a paid deposit, even with nothing left', () => {
    const justPaid = secondsAgo(DEPOSIT_REMINDER_QUIET_SECONDS - 1);
    expect(depositReminderFits({ ...base, lastPaidDepositAt: justPaid })).toBe(false);
    const quietOver = secondsAgo(DEPOSIT_REMINDER_QUIET_SECONDS);
    expect(depositReminderFits({ ...base, lastPaidDepositAt: quietOver })).toBe(true);
  });
});
