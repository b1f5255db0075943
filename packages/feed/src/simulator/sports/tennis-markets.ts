/** Tennis markets: quotes from the point model's match outlook, results from the final sets. */

import { OUTCOME } from '../../markets/catalogue';
import { formatSpecifier } from '../../markets/specifier';
import type { FeedMarketResult, Side } from '../../types';
import { lineProbabilities, lineResult, resultOf, wonOrLost } from '../pricing/lines';
import { type MarketQuote, otherSide, type Progress, quote, TARGET } from './engine';
import { holdFrom, type MatchOutlook, type MatchPosition, matchOutlook, tiebreakFrom } from './tennis-model';
import { setsWon, type TennisParams, type TennisState } from './tennis-state';

export const CORRECT_SETS = ['2:0', '2:1', '1:2', '0:2'] as const;
const SETS = [1, 2, 3] as const;

function position(params: TennisParams, state: TennisState): MatchPosition {
  if (state.winner) return { sets: state.sets, current: null, nextFirst: 'home' };
  const { games, points, server } = state;
  const played = games.home + games.away;
  const first: Side = played % 2 === 0 ? server : otherSide(server);
  const homeWinsCurrent = state.tiebreak
    ? tiebreakFrom(params.serveHome, params.serveAway, points.home, points.away, server)
    : server === 'home'
      ? holdFrom(params.serveHome, points.home, points.away)
      : 1 - holdFrom(params.serveAway, points.away, points.home);
  return { sets: state.sets, current: { games, first, homeWinsCurrent }, nextFirst: first };
}

function outlookOf(params: TennisParams, state: TennisState, progress: Progress): MatchOutlook {
  if (!progress.started) return params.prematch;
  return matchOutlook(
    { home: params.serveHome, away: params.serveAway },
    params.fresh,
    position(params, state),
    params.setLine,
  );
}

export function tennisQuotes(params: TennisParams, state: TennisState, progress: Progress): MarketQuote[] {
  const o = outlookOf(params, state, progress);
  return [
    quote(
      186,
      '',
      [
        [OUTCOME.homeWinner, o.homeWins],
        [OUTCOME.awayWinner, 1 - o.homeWins],
      ],
      TARGET.main,
    ),
    quote(
      199,
      '',
      CORRECT_SETS.map((score) => [score, o.correct.get(score) ?? 0] as const),
    ),
    ...params.totals.map((line) => {
      const [over, under] = lineProbabilities(o.totalGames, line);
      return quote(
        189,
        formatSpecifier({ total: line }),
        [
          [OUTCOME.over, over],
          [OUTCOME.under, under],
        ],
        TARGET.line,
      );
    }),
    ...params.handicaps.map((hcp) => {
      const [home, away] = lineProbabilities(o.gameMargin, -hcp);
      return quote(
        187,
        formatSpecifier({ hcp }),
        [
          [OUTCOME.homeHandicap, home],
          [OUTCOME.awayHandicap, away],
        ],
        TARGET.line,
      );
    }),
    // Set markets are void when the set is not played, so they are priced on the set being played.
    ...SETS.flatMap((n) => {
      const set = o.sets[n - 1] ?? { played: 0, home: 0, over: 0 };
      const home = set.home / set.played;
      const over = set.over / set.played;
      return [
        quote(202, formatSpecifier({ setnr: n }), [
          [OUTCOME.homeWinner, home],
          [OUTCOME.awayWinner, 1 - home],
        ]),
        quote(
          204,
          formatSpecifier({ setnr: n, total: params.setLine }),
          [
            [OUTCOME.over, over],
            [OUTCOME.under, 1 - over],
          ],
          TARGET.line,
        ),
      ];
    }),
  ];
}

export function tennisResults(params: TennisParams, state: TennisState): FeedMarketResult[] {
  const won = setsWon(state);
  const score = `${won.home}:${won.away}`;
  const games = state.sets.reduce((sum, s) => sum + s.home + s.away, 0);
  const margin = state.sets.reduce((sum, s) => sum + s.home - s.away, 0);
  return [
    {
      market_id: 186,
      specifier: '',
      outcomes: [
        wonOrLost(OUTCOME.homeWinner, won.home > won.away),
        wonOrLost(OUTCOME.awayWinner, won.away > won.home),
      ],
    },
    { market_id: 199, specifier: '', outcomes: CORRECT_SETS.map((s) => wonOrLost(s, s === score)) },
    ...params.totals.map((line) => ({
      market_id: 189,
      specifier: formatSpecifier({ total: line }),
      outcomes: [
        resultOf(OUTCOME.over, lineResult(games, line, 'over')),
        resultOf(OUTCOME.under, lineResult(games, line, 'under')),
      ],
    })),
    ...params.handicaps.map((hcp) => ({
      market_id: 187,
      specifier: formatSpecifier({ hcp }),
      outcomes: [
        resultOf(OUTCOME.homeHandicap, lineResult(margin, -hcp, 'over')),
        resultOf(OUTCOME.awayHandicap, lineResult(margin, -hcp, 'under')),
      ],
    })),
    ...SETS.flatMap((n) => {
      const set = state.sets[n - 1];
      const winner = set
        ? [
            wonOrLost(OUTCOME.homeWinner, set.home > set.away),
            wonOrLost(OUTCOME.awayWinner, set.away > set.home),
          ]
        : [resultOf(OUTCOME.homeWinner, 'void'), resultOf(OUTCOME.awayWinner, 'void')];
      const total = set
        ? [
            resultOf(OUTCOME.over, lineResult(set.home + set.away, params.setLine, 'over')),
            resultOf(OUTCOME.under, lineResult(set.home + set.away, params.setLine, 'under')),
          ]
        : [resultOf(OUTCOME.over, 'void'), resultOf(OUTCOME.under, 'void')];
      return [
        { market_id: 202, specifier: formatSpecifier({ setnr: n }), outcomes: winner },
        { market_id: 204, specifier: formatSpecifier({ setnr: n, total: params.setLine }), outcomes: total },
      ];
    }),
  ];
}
