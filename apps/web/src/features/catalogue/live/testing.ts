import type { Statistics } from '@sportsbook/contracts/catalogue';
import type { useLiveStore } from './live-store';

/** A live match's statistics at kick-off: what tests seed the live store with. */
export const kickOffStatistics: Statistics = {
  clock: null,
  phase: 'in_play',
  period_number: 1,
  total_score: { home: 0, away: 0 },
  game_score: null,
  period_score: [],
  current_server: null,
  max_period_number: 2,
};

type Seeded = Parameters<ReturnType<typeof useLiveStore.getState>['seedMatch']>[0];

/** A match as the live store is seeded with it, in the status given. */
export const seededMatch = (id: number, status: number): Seeded => ({
  id,
  status,
  provider: 'betradar',
  statistics: kickOffStatistics,
});
