/** Checking an imposed final score and filling in its period scores. */

import { FeedControlError, type FinalScore } from '../../adapter';

export interface PeriodScore {
  home: number;
  away: number;
}

/**
 * The regular periods for a final score: what was scored in the periods played so far stays (capped so it never
 * exceeds the final), later periods start empty, and the rest goes to the last regular period.
 */
export function fillPeriods(
  played: readonly PeriodScore[],
  regular: number,
  currentPeriod: number,
  final: PeriodScore,
): PeriodScore[] {
  const current = Math.min(Math.max(currentPeriod, 1), regular) - 1;
  const periods: PeriodScore[] = [];
  let home = 0;
  let away = 0;
  for (let i = 0; i < regular; i++) {
    const p = played[i] ?? { home: 0, away: 0 };
    const kept =
      i <= current
        ? { home: Math.min(p.home, final.home - home), away: Math.min(p.away, final.away - away) }
        : { home: 0, away: 0 };
    home += kept.home;
    away += kept.away;
    periods.push(kept);
  }
  const last = periods[regular - 1];
  if (last) {
    last.home += final.home - home;
    last.away += final.away - away;
  }
  return periods;
}

export function invalid(message: string): FeedControlError {
  return new FeedControlError('invalid_score', message);
}

/** Scores are non-negative whole numbers, periods included. */
export function checkGoals(final: FinalScore): void {
  const values = [final.home, final.away, ...(final.periods ?? []).flatMap((p) => [p.home, p.away])];
  if (values.some((v) => !Number.isSafeInteger(v) || v < 0)) {
    throw invalid('scores must be non-negative whole numbers');
  }
}
