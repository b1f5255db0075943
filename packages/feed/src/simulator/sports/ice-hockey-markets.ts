/** Ice hockey's markets: quotes from the goal model (regular time plus overtime/shoot-out) and results. */

import { OUTCOME } from '../../markets/catalogue';
import { formatSpecifier } from '../../markets/specifier';
import type { FeedMarketResult } from '../../types';
import { wonOrLost } from '../pricing/lines';
import { type MarketQuote, type Progress, quote, TARGET } from './engine';
import {
  differenceDistribution,
  doubleChanceQuote,
  doubleChanceResult,
  goalMatrix,
  handicapQuotes,
  handicapResults,
  threeWay,
  threeWayQuote,
  threeWayResult,
  totalDistribution,
  totalQuotes,
  totalResults,
} from './goal-markets';
import {
  type HockeyParams,
  type HockeyState,
  OVERTIME_BOOST,
  OVERTIME_SECONDS,
  PERIOD_SECONDS,
  regulation,
  totalOf,
} from './ice-hockey-model';

const PERIOD_TOTAL = 1.5;
const REGULATION_SECONDS = 3 * PERIOD_SECONDS;

/** Minutes of a span of clock [from, to) still to play at the given clock reading. */
function minutesLeft(clock: number, from: number, to: number, started: boolean): number {
  const now = started ? clock : 0;
  return Math.max(0, Math.min(to - from, to - Math.max(now, from))) / 60;
}

export function hockeyQuotes(params: HockeyParams, state: HockeyState, progress: Progress): MarketQuote[] {
  const { rateHome, rateAway } = params;
  const ended = progress.ended;
  const left = (from: number, to: number) =>
    ended ? 0 : minutesLeft(progress.clock, from, to, progress.started);
  const reg = regulation(state);
  const regLeft = left(0, REGULATION_SECONDS);
  const full = goalMatrix(reg.home, reg.away, rateHome * regLeft, rateAway * regLeft);
  const [home, level] = threeWay(full);

  // Overtime: sudden death at boosted rates, then a shoot-out.
  const otLeft = left(REGULATION_SECONDS, REGULATION_SECONDS + OVERTIME_SECONDS);
  const otRate = (rateHome + rateAway) * OVERTIME_BOOST;
  const noGoal = Math.exp(-otRate * otLeft);
  const homeInOvertime = (1 - noGoal) * (rateHome / (rateHome + rateAway)) + noGoal * params.shootoutHome;
  const total = totalOf(state);
  const decided = ended ? (total.home > total.away ? 1 : 0) : null;
  const winnerHome = decided ?? (progress.period >= 4 ? homeInOvertime : home + level * homeInOvertime);

  const periods = [1, 2, 3].flatMap((n) => {
    const p = state.periods[n - 1] ?? { home: 0, away: 0 };
    const pLeft = left((n - 1) * PERIOD_SECONDS, n * PERIOD_SECONDS);
    const m = goalMatrix(p.home, p.away, rateHome * pLeft, rateAway * pLeft);
    return [
      threeWayQuote(445, formatSpecifier({ periodnr: n }), m),
      ...totalQuotes(446, totalDistribution(m), [PERIOD_TOTAL], { periodnr: n }),
    ];
  });

  return [
    threeWayQuote(1, '', full),
    doubleChanceQuote(full),
    quote(
      406,
      '',
      [
        [OUTCOME.homeWinner, winnerHome],
        [OUTCOME.awayWinner, 1 - winnerHome],
      ],
      TARGET.main,
    ),
    ...totalQuotes(18, totalDistribution(full), params.totals),
    ...handicapQuotes(16, differenceDistribution(full), params.handicaps),
    ...periods,
  ];
}

export function hockeyResults(params: HockeyParams, state: HockeyState): FeedMarketResult[] {
  const reg = regulation(state);
  const total = totalOf(state);
  return [
    threeWayResult(1, '', reg.home, reg.away),
    doubleChanceResult(reg.home, reg.away),
    {
      market_id: 406,
      specifier: '',
      outcomes: [
        wonOrLost(OUTCOME.homeWinner, total.home > total.away),
        wonOrLost(OUTCOME.awayWinner, total.away > total.home),
      ],
    },
    ...totalResults(18, reg.home + reg.away, params.totals),
    ...handicapResults(16, reg.home - reg.away, params.handicaps),
    ...[1, 2, 3].flatMap((n) => {
      const p = state.periods[n - 1] ?? { home: 0, away: 0 };
      return [
        threeWayResult(445, formatSpecifier({ periodnr: n }), p.home, p.away),
        ...totalResults(446, p.home + p.away, [PERIOD_TOTAL], { periodnr: n }),
      ];
    }),
  ];
}
