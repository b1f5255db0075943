/**
 * Line markets (totals and handicaps). A bet on a line wins when the measured value is above the line ('over';
 * a home handicap is 'over' on the goal difference at -hcp) or below it ('under'), pushes when equal. Quarter lines
 * (2.25, -0.75) split the stake over the two neighbouring lines, which is where half won / half lost come from.
 */

import type { FeedOutcomeResult, OutcomeResultKind } from '../../types';
import type { IntDistribution } from './distributions';

export type LineSide = 'over' | 'under';

export function lineResult(value: number, line: number, side: LineSide): OutcomeResultKind {
  const quarters = Math.round(line * 4);
  const sign = side === 'over' ? 1 : -1;
  const part = (at: number): number => {
    const diff = sign * (value - at);
    return diff > 1e-9 ? 1 : diff < -1e-9 ? -1 : 0;
  };
  if (Math.abs(quarters) % 2 === 0) {
    const r = part(line);
    return r > 0 ? 'won' : r < 0 ? 'lost' : 'void';
  }
  // A quarter line: half the stake on each neighbouring line.
  const a = part((quarters - 1) / 4);
  const b = part((quarters + 1) / 4);
  if (a === b) return a > 0 ? 'won' : a < 0 ? 'lost' : 'void';
  if (a > 0 || b > 0) return a === 0 || b === 0 ? 'half_won' : 'void';
  return 'half_lost';
}

export function resultOf(outcomeId: string, result: OutcomeResultKind): FeedOutcomeResult {
  const voidFactor = result === 'void' ? 1 : result === 'half_won' || result === 'half_lost' ? 0.5 : 0;
  return { outcome_id: outcomeId, result, void_factor: voidFactor };
}

export function wonOrLost(outcomeId: string, won: boolean): FeedOutcomeResult {
  return resultOf(outcomeId, won ? 'won' : 'lost');
}

/**
 * Fair "probabilities" of both sides of a line: the inverse of the odds at which each side's expected return is
 * the stake, given pushes and half results. They sum to 1, so a margin can be applied as for any market.
 */
export function lineProbabilities(dist: IntDistribution, line: number): [number, number] {
  return [sideProbability(dist, line, 'over'), sideProbability(dist, line, 'under')];
}

function sideProbability(dist: IntDistribution, line: number, side: LineSide): number {
  let won = 0;
  let halfWon = 0;
  let voided = 0;
  let halfLost = 0;
  for (const [value, p] of dist) {
    const result = lineResult(value, line, side);
    if (result === 'won') won += p;
    else if (result === 'half_won') halfWon += p;
    else if (result === 'void') voided += p;
    else if (result === 'half_lost') halfLost += p;
  }
  // Expected return at odds o: won*o + halfWon*(o+1)/2 + voided + halfLost/2 = 1.
  const denominator = 1 - halfWon / 2 - voided - halfLost / 2;
  if (denominator <= 1e-12) return Number.NaN;
  return (won + halfWon / 2) / denominator;
}
