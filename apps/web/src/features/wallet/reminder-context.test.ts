import type { WalletTransaction } from '@sportsbook/contracts/wallet';
import { depositReminderFits } from '@sportsbook/domain/deposit-reminder';
import { describe, expect, it } from 'vitest';
import { reminderContextFrom } from './reminder-context';

const now = new Date('2031-03-01T12:00:00Z');
let id = 1;
const entry = (kind: WalletTransaction['kind'], amount: number, minutesAgo: number, currency = 'EUR') => ({
  id: id++,
  kind,
  currency,
  amount,
  balance_after: 0,
  reference: `ref-${id}`,
  created_at: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
});

describe('deposit reminder context from the history', () => {
  it('reads the latest paid deposit and the stakes of the active currency only', () => {
    const history = [
      entry('bet_stake', -300, 5),
      entry('deposit', 10_000, 20, 'USD'),
      entry('bet_payout', 700, 30),
      entry('bet_stake', -500, 40),
      entry('deposit', 2_000, 90),
    ];
    const context = reminderContextFrom(history, { currency: 'EUR', balance: 100 }, 500, now);
    expect(context.latestStakes).toEqual([-300, -500]);
    expect(context.lastPaidDepositAt?.toISOString()).toBe('2031-03-01T10:30:00.000Z');
    expect(depositReminderFits(context)).toBe(true);
  });

  it('keeps the reminder quiet right after a deposit', () => {
    const history = [entry('deposit', 2_000, 10)];
    const context = reminderContextFrom(history, { currency: 'EUR', balance: 0 }, 500, now);
    expect(depositReminderFits(context)).toBe(false);
  });
});
