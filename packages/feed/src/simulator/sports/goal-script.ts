/** Scoring events of two independent Poisson processes over one period of play. */

import type { Side } from '../../types';
import type { Rng } from '../prng';
import type { Segment } from './engine';

export interface GoalEvent {
  at: number;
  side: Side;
}

/** Events in [segment.from, segment.to) at the given rates per second; `first` stops at the first one. */
export function poissonGoals(
  rng: Rng,
  segment: Segment,
  rateHome: number,
  rateAway: number,
  first = false,
): GoalEvent[] {
  const total = rateHome + rateAway;
  const goals: GoalEvent[] = [];
  if (total <= 0) return goals;
  let at = segment.from;
  for (;;) {
    at += rng.exponential(total);
    if (at >= segment.to) return goals;
    goals.push({ at, side: rng.chance(rateHome / total) ? 'home' : 'away' });
    if (first) return goals;
  }
}
