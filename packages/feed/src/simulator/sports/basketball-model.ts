/** Basketball's possession model: shapes and constants shared by the script and the prices. */

import type { Side } from '../../types';

export interface BasketballParams {
  /** P(0, 1, 2, 3 points) per possession. */
  home: number[];
  away: number[];
  handicaps: number[];
  totals: number[];
  quarterTotal: number;
}

/** Points per quarter, then per overtime. */
export interface BasketballState {
  periods: { home: number; away: number }[];
}

export const QUARTER_SECONDS = 720;
export const OVERTIME_SECONDS = 300;
export const POSSESSION_SECONDS = 30;
/** Where in each 30-second cycle each side's possession falls. */
export const POSSESSION_OFFSET: Readonly<Record<Side, number>> = { home: 10, away: 25 };
export const MAX_OVERTIMES = 4;

export function perPossession(dist: readonly number[]): { mean: number; variance: number } {
  let mean = 0;
  let square = 0;
  dist.forEach((p, points) => {
    mean += p * points;
    square += p * points * points;
  });
  return { mean, variance: square - mean * mean };
}

export function totalsOf(state: BasketballState): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const p of state.periods) {
    home += p.home;
    away += p.away;
  }
  return { home, away };
}
