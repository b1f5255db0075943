/** Ice hockey's goal model: shapes and constants shared by the script and the prices. */

export interface HockeyParams {
  /** Goals per minute of regular time. */
  rateHome: number;
  rateAway: number;
  /** Probability the home side wins a shoot-out. */
  shootoutHome: number;
  totals: number[];
  handicaps: number[];
}

/** Goals per period: three regular periods, then overtime and shoot-out when played. */
export interface HockeyState {
  periods: { home: number; away: number }[];
}

export const PERIOD_SECONDS = 1200;
export const OVERTIME_SECONDS = 300;
export const OVERTIME_BOOST = 1.3;

export function regulation(state: HockeyState): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const p of state.periods.slice(0, 3)) {
    home += p.home;
    away += p.away;
  }
  return { home, away };
}

export function totalOf(state: HockeyState): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const p of state.periods) {
    home += p.home;
    away += p.away;
  }
  return { home, away };
}
