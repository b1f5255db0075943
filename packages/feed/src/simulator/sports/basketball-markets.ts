/** Basketball's markets: normal approximation of the remaining possessions' points, overtime included. */

import { OUTCOME } from '../../markets/catalogue';
import { formatSpecifier } from '../../markets/specifier';
import type { FeedMarketResult, Side } from '../../types';
import { normalAbove, normalAt } from '../pricing/distributions';
import { lineResult, resultOf, wonOrLost } from '../pricing/lines';
import {
  type BasketballParams,
  type BasketballState,
  OVERTIME_SECONDS,
  POSSESSION_OFFSET,
  POSSESSION_SECONDS,
  perPossession,
  QUARTER_SECONDS,
  totalsOf,
} from './basketball-model';
import { type MarketQuote, type Progress, quote, TARGET } from './engine';
import { threeWayResult, totalResults } from './goal-markets';

const REGULATION = 4 * QUARTER_SECONDS;

/** Possessions a side still has in a span of clock [from, from + length). */
function possessionsLeft(side: Side, from: number, length: number, progress: Progress): number {
  const count = length / POSSESSION_SECONDS;
  if (progress.ended) return 0;
  if (!progress.started) return count;
  const played = Math.floor((progress.clock - from - POSSESSION_OFFSET[side]) / POSSESSION_SECONDS) + 1;
  return Math.min(count, Math.max(0, count - Math.max(0, played)));
}

interface Outlook {
  margin: { mean: number; sd: number };
  total: { mean: number; sd: number };
}

function outlook(
  params: BasketballParams,
  base: { home: number; away: number },
  nh: number,
  na: number,
): Outlook {
  const h = perPossession(params.home);
  const a = perPossession(params.away);
  const sd = Math.sqrt(nh * h.variance + na * a.variance);
  return {
    margin: { mean: base.home - base.away + nh * h.mean - na * a.mean, sd },
    total: { mean: base.home + base.away + nh * h.mean + na * a.mean, sd },
  };
}

function threeWayQuote(id: 235, specifier: string, o: Outlook): MarketQuote {
  const draw = normalAt(0, o.margin.mean, o.margin.sd);
  const home = normalAbove(0.5, o.margin.mean, o.margin.sd);
  return quote(id, specifier, [
    [OUTCOME.home, home],
    [OUTCOME.draw, draw],
    [OUTCOME.away, Math.max(0, 1 - home - draw)],
  ]);
}

function overUnder(id: 225 | 236, specifier: string, over: number): MarketQuote {
  return quote(
    id,
    specifier,
    [
      [OUTCOME.over, over],
      [OUTCOME.under, 1 - over],
    ],
    TARGET.line,
  );
}

export function basketballQuotes(
  params: BasketballParams,
  state: BasketballState,
  progress: Progress,
): MarketQuote[] {
  const totals = totalsOf(state);
  const overtime = progress.period > 4;
  const span = overtime
    ? { from: REGULATION + (progress.period - 5) * OVERTIME_SECONDS, length: OVERTIME_SECONDS }
    : { from: 0, length: REGULATION };
  const now = outlook(
    params,
    totals,
    possessionsLeft('home', span.from, span.length, progress),
    possessionsLeft('away', span.from, span.length, progress),
  );
  const extra = outlook(params, { home: 0, away: 0 }, 10, 10);
  const level = normalAt(0, now.margin.mean, now.margin.sd);
  const extraLevel = normalAt(0, extra.margin.mean, extra.margin.sd);
  // Chance that one overtime (repeated while level) ends with the final margin above x.
  const overtimeAbove = (x: number) =>
    (normalAbove(x, extra.margin.mean, extra.margin.sd) - (x < 0 ? extraLevel : 0)) / (1 - extraLevel);
  const cover = (x: number) =>
    normalAbove(x, now.margin.mean, now.margin.sd) - (x < 0 ? level : 0) + level * overtimeAbove(x);
  const extraTotal = {
    mean: now.total.mean + extra.total.mean,
    sd: Math.hypot(now.total.sd, extra.total.sd),
  };

  const quarters = [1, 2, 3, 4].flatMap((q) => {
    const p = state.periods[q - 1] ?? { home: 0, away: 0 };
    const from = (q - 1) * QUARTER_SECONDS;
    const o = outlook(
      params,
      p,
      possessionsLeft('home', from, QUARTER_SECONDS, progress),
      possessionsLeft('away', from, QUARTER_SECONDS, progress),
    );
    const specifier = formatSpecifier({ quarternr: q });
    return [
      threeWayQuote(235, specifier, o),
      overUnder(
        236,
        formatSpecifier({ quarternr: q, total: params.quarterTotal }),
        normalAbove(params.quarterTotal, o.total.mean, o.total.sd),
      ),
    ];
  });

  const winner = cover(0);
  return [
    quote(
      219,
      '',
      [
        [OUTCOME.homeWinner, winner],
        [OUTCOME.awayWinner, 1 - winner],
      ],
      TARGET.main,
    ),
    ...params.handicaps.map((hcp) => {
      const home = cover(-hcp);
      return quote(
        223,
        formatSpecifier({ hcp }),
        [
          [OUTCOME.homeHandicap, home],
          [OUTCOME.awayHandicap, 1 - home],
        ],
        TARGET.line,
      );
    }),
    ...params.totals.map((line) => {
      const plain = normalAbove(line, now.total.mean, now.total.sd);
      const over = plain + level * (normalAbove(line, extraTotal.mean, extraTotal.sd) - plain);
      return overUnder(225, formatSpecifier({ total: line }), over);
    }),
    ...quarters,
  ];
}

export function basketballResults(params: BasketballParams, state: BasketballState): FeedMarketResult[] {
  const { home, away } = totalsOf(state);
  return [
    {
      market_id: 219,
      specifier: '',
      outcomes: [wonOrLost(OUTCOME.homeWinner, home > away), wonOrLost(OUTCOME.awayWinner, away > home)],
    },
    ...params.handicaps.map((hcp) => ({
      market_id: 223,
      specifier: formatSpecifier({ hcp }),
      outcomes: [
        resultOf(OUTCOME.homeHandicap, lineResult(home - away, -hcp, 'over')),
        resultOf(OUTCOME.awayHandicap, lineResult(home - away, -hcp, 'under')),
      ],
    })),
    ...totalResults(225, home + away, params.totals),
    ...[1, 2, 3, 4].flatMap((q) => {
      const p = state.periods[q - 1] ?? { home: 0, away: 0 };
      return [
        threeWayResult(235, formatSpecifier({ quarternr: q }), p.home, p.away),
        ...totalResults(236, p.home + p.away, [params.quarterTotal], { quarternr: q }),
      ];
    }),
  ];
}
