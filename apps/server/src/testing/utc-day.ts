import { utcDay } from '@sportsbook/domain/reports';
import { vi } from 'vitest';

const DAY_MS = 86_400_000;

/**
 * The UTC day a test's rows will all fall on. Reports count bets by the UTC day they were placed or settled (the
 * database's clock), so a setup that runs across midnight splits its rows over two days. When fewer than
 * `setupMs` remain of today, this waits for the day to turn and answers the new one.
 */
export async function dayClearOfMidnight(setupMs: number): Promise<string> {
  const today = utcDay(new Date());
  const left = DAY_MS - (Date.now() % DAY_MS);
  if (left >= setupMs) return today;
  await vi.waitUntil(() => utcDay(new Date()) !== today, { timeout: left + 5_000, interval: 250 });
  return utcDay(new Date());
}
