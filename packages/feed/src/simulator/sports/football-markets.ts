/** Football's markets: quotes from the goal model and results from the final score. */

import { OUTCOME } from '../../markets/catalogue';
import type { FeedMarketResult } from '../../types';
import { resultOf, wonOrLost } from '../pricing/lines';
import { type MarketQuote, quote, TARGET } from './engine';
import type { FootballParams, FootballState } from './football';
import {
  differenceDistribution,
  doubleChanceQuote,
  doubleChanceResult,
  forEachScore,
  goalMatrix,
  handicapQuotes,
  handicapResults,
  sideDistribution,
  threeWay,
  threeWayQuote,
  threeWayResult,
  totalDistribution,
  totalQuotes,
  totalResults,
} from './goal-markets';

export const TOTAL_LINES = [0.5, 1.5, 2.25, 2.5, 2.75, 3.5, 4.5] as const;
export const TEAM_TOTAL_LINES = [0.5, 1.5, 2.5] as const;
export const HALF_TOTAL_LINES = [0.5, 1.5] as const;
/** Correct-score outcomes: every score up to 4 goals a side, and 'other'. */
export const CORRECT_SCORES: readonly string[] = Array.from(
  { length: 25 },
  (_, i) => `${Math.floor(i / 5)}:${i % 5}`,
);

export function footballQuotes(
  params: FootballParams,
  state: FootballState,
  [first, second]: [number, number],
): MarketQuote[] {
  const { rateHome, rateAway } = params;
  const full = goalMatrix(state.home, state.away, rateHome * (first + second), rateAway * (first + second));
  const half1 = goalMatrix(state.home1, state.away1, rateHome * first, rateAway * first);
  const half2 = goalMatrix(
    state.home - state.home1,
    state.away - state.away1,
    rateHome * second,
    rateAway * second,
  );
  const total = totalDistribution(full);
  const [home, , away] = threeWay(full);

  let bothScore = 0;
  let odd = 0;
  const scores = new Map<string, number>();
  forEachScore(full, (h, a, p) => {
    if (h > 0 && a > 0) bothScore += p;
    if ((h + a) % 2 === 1) odd += p;
    const key = `${h}:${a}`;
    if (h <= 4 && a <= 4) scores.set(key, (scores.get(key) ?? 0) + p);
  });
  const listed = CORRECT_SCORES.map((score) => [score, scores.get(score) ?? 0] as const);
  const other = Math.max(0, 1 - listed.reduce((sum, [, p]) => sum + p, 0));

  return [
    threeWayQuote(1, '', full),
    doubleChanceQuote(full),
    quote(
      11,
      '',
      [
        [OUTCOME.homeWinner, home / (home + away)],
        [OUTCOME.awayWinner, away / (home + away)],
      ],
      TARGET.main,
    ),
    ...handicapQuotes(16, differenceDistribution(full), params.handicaps),
    ...totalQuotes(18, total, TOTAL_LINES),
    ...totalQuotes(19, sideDistribution(state.home, full.home), TEAM_TOTAL_LINES),
    ...totalQuotes(20, sideDistribution(state.away, full.away), TEAM_TOTAL_LINES),
    quote(26, '', [
      [OUTCOME.odd, odd],
      [OUTCOME.even, 1 - odd],
    ]),
    quote(
      29,
      '',
      [
        [OUTCOME.yes, bothScore],
        [OUTCOME.no, 1 - bothScore],
      ],
      TARGET.main,
    ),
    quote(41, '', [...listed, [OUTCOME.otherScore, other]], TARGET.exotic),
    threeWayQuote(60, '', half1),
    ...totalQuotes(68, totalDistribution(half1), HALF_TOTAL_LINES),
    threeWayQuote(83, '', half2),
    ...totalQuotes(90, totalDistribution(half2), HALF_TOTAL_LINES),
  ];
}

export function footballResults(params: FootballParams, state: FootballState): FeedMarketResult[] {
  const { home, away, home1, away1 } = state;
  const home2 = home - home1;
  const away2 = away - away1;
  const score = `${home}:${away}`;
  const listed = CORRECT_SCORES.includes(score);
  return [
    threeWayResult(1, '', home, away),
    doubleChanceResult(home, away),
    {
      market_id: 11,
      specifier: '',
      outcomes:
        home === away
          ? [resultOf(OUTCOME.homeWinner, 'void'), resultOf(OUTCOME.awayWinner, 'void')]
          : [wonOrLost(OUTCOME.homeWinner, home > away), wonOrLost(OUTCOME.awayWinner, away > home)],
    },
    ...handicapResults(16, home - away, params.handicaps),
    ...totalResults(18, home + away, TOTAL_LINES),
    ...totalResults(19, home, TEAM_TOTAL_LINES),
    ...totalResults(20, away, TEAM_TOTAL_LINES),
    {
      market_id: 26,
      specifier: '',
      outcomes: [
        wonOrLost(OUTCOME.odd, (home + away) % 2 === 1),
        wonOrLost(OUTCOME.even, (home + away) % 2 === 0),
      ],
    },
    {
      market_id: 29,
      specifier: '',
      outcomes: [
        wonOrLost(OUTCOME.yes, home > 0 && away > 0),
        wonOrLost(OUTCOME.no, home === 0 || away === 0),
      ],
    },
    {
      market_id: 41,
      specifier: '',
      outcomes: [
        ...CORRECT_SCORES.map((s) => wonOrLost(s, s === score)),
        wonOrLost(OUTCOME.otherScore, !listed),
      ],
    },
    threeWayResult(60, '', home1, away1),
    ...totalResults(68, home1 + away1, HALF_TOTAL_LINES),
    threeWayResult(83, '', home2, away2),
    ...totalResults(90, home2 + away2, HALF_TOTAL_LINES),
  ];
}
