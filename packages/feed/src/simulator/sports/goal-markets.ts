/**
 * Markets on two independent goal counts (football, ice hockey): the final score is the current score plus a
 * Poisson number of further goals per side. Quotes and results for the market types these sports share.
 */

import { type MarketTypeId, OUTCOME } from '../../markets/catalogue';
import { formatSpecifier } from '../../markets/specifier';
import type { FeedMarketResult } from '../../types';
import { distributionFrom, type IntDistribution, poissonPmf } from '../pricing/distributions';
import { lineProbabilities, lineResult, resultOf, wonOrLost } from '../pricing/lines';
import { type MarketQuote, quote, TARGET } from './engine';

const MAX_EXTRA = 12;

/** Final goals = base + extra, extra ~ Poisson(mean) per side, independent. */
export interface GoalMatrix {
  baseHome: number;
  baseAway: number;
  home: number[];
  away: number[];
}

export function goalMatrix(
  baseHome: number,
  baseAway: number,
  meanHome: number,
  meanAway: number,
): GoalMatrix {
  return {
    baseHome,
    baseAway,
    home: poissonPmf(meanHome, MAX_EXTRA),
    away: poissonPmf(meanAway, MAX_EXTRA),
  };
}

export function forEachScore(m: GoalMatrix, visit: (home: number, away: number, p: number) => void): void {
  m.home.forEach((ph, i) => {
    m.away.forEach((pa, j) => {
      visit(m.baseHome + i, m.baseAway + j, ph * pa);
    });
  });
}

export function threeWay(m: GoalMatrix): [number, number, number] {
  let home = 0;
  let draw = 0;
  let away = 0;
  forEachScore(m, (h, a, p) => {
    if (h > a) home += p;
    else if (h === a) draw += p;
    else away += p;
  });
  return [home, draw, away];
}

export function totalDistribution(m: GoalMatrix): IntDistribution {
  const entries: [number, number][] = [];
  forEachScore(m, (h, a, p) => entries.push([h + a, p]));
  return distributionFrom(entries);
}

export function differenceDistribution(m: GoalMatrix): IntDistribution {
  const entries: [number, number][] = [];
  forEachScore(m, (h, a, p) => entries.push([h - a, p]));
  return distributionFrom(entries);
}

export function sideDistribution(base: number, pmf: readonly number[]): IntDistribution {
  return distributionFrom(pmf.map((p, k) => [base + k, p] as const));
}

export function threeWayQuote(id: MarketTypeId, specifier: string, m: GoalMatrix): MarketQuote {
  const [h, d, a] = threeWay(m);
  return quote(
    id,
    specifier,
    [
      [OUTCOME.home, h],
      [OUTCOME.draw, d],
      [OUTCOME.away, a],
    ],
    TARGET.main,
  );
}

export function doubleChanceQuote(m: GoalMatrix): MarketQuote {
  const [h, d, a] = threeWay(m);
  // Each result makes two double-chance outcomes win: the probabilities sum to 2.
  return quote(
    10,
    '',
    [
      [OUTCOME.homeOrDraw, h + d],
      [OUTCOME.homeOrAway, h + a],
      [OUTCOME.drawOrAway, d + a],
    ],
    TARGET.other,
    2,
  );
}

/** Total lines on a distribution; `extra` adds specifier parts before the line (e.g. periodnr). */
export function totalQuotes(
  id: MarketTypeId,
  dist: IntDistribution,
  lines: readonly number[],
  extra: Readonly<Record<string, number>> = {},
): MarketQuote[] {
  return lines.map((line) => {
    const [over, under] = lineProbabilities(dist, line);
    return quote(
      id,
      formatSpecifier({ ...extra, total: line }),
      [
        [OUTCOME.over, over],
        [OUTCOME.under, under],
      ],
      TARGET.line,
    );
  });
}

/** Handicap lines on the home-minus-away difference; hcp is the home side's handicap. */
export function handicapQuotes(
  id: MarketTypeId,
  diff: IntDistribution,
  hcps: readonly number[],
): MarketQuote[] {
  return hcps.map((hcp) => {
    const [home, away] = lineProbabilities(diff, -hcp);
    return quote(
      id,
      formatSpecifier({ hcp }),
      [
        [OUTCOME.homeHandicap, home],
        [OUTCOME.awayHandicap, away],
      ],
      TARGET.line,
    );
  });
}

export function threeWayResult(id: number, specifier: string, home: number, away: number): FeedMarketResult {
  return {
    market_id: id,
    specifier,
    outcomes: [
      wonOrLost(OUTCOME.home, home > away),
      wonOrLost(OUTCOME.draw, home === away),
      wonOrLost(OUTCOME.away, home < away),
    ],
  };
}

export function doubleChanceResult(home: number, away: number): FeedMarketResult {
  return {
    market_id: 10,
    specifier: '',
    outcomes: [
      wonOrLost(OUTCOME.homeOrDraw, home >= away),
      wonOrLost(OUTCOME.homeOrAway, home !== away),
      wonOrLost(OUTCOME.drawOrAway, away >= home),
    ],
  };
}

export function totalResults(
  id: number,
  value: number,
  lines: readonly number[],
  extra: Readonly<Record<string, number>> = {},
): FeedMarketResult[] {
  return lines.map((line) => ({
    market_id: id,
    specifier: formatSpecifier({ ...extra, total: line }),
    outcomes: [
      resultOf(OUTCOME.over, lineResult(value, line, 'over')),
      resultOf(OUTCOME.under, lineResult(value, line, 'under')),
    ],
  }));
}

export function handicapResults(id: number, diff: number, hcps: readonly number[]): FeedMarketResult[] {
  return hcps.map((hcp) => ({
    market_id: id,
    specifier: formatSpecifier({ hcp }),
    outcomes: [
      resultOf(OUTCOME.homeHandicap, lineResult(diff, -hcp, 'over')),
      resultOf(OUTCOME.awayHandicap, lineResult(diff, -hcp, 'under')),
    ],
  }));
}

/** The handicap whose home price is closest to even, on a quarter-goal grid. */
export function balancedHandicap(diff: IntDistribution): number {
  let best = 0;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let quarters = -16; quarters <= 16; quarters++) {
    const hcp = quarters / 4;
    const [home] = lineProbabilities(diff, -hcp);
    const gap = Math.abs(home - 0.5);
    if (gap < bestGap - 1e-12) {
      best = hcp;
      bestGap = gap;
    }
  }
  return best;
}
