/**
 * Best-of-three e-sports series: shared state, series probabilities from per-map probabilities, and the series
 * markets (winner, correct score, map handicap, total maps, map winner) with their results.
 */

import type { FinalScore } from '../../adapter';
import { OUTCOME } from '../../markets/catalogue';
import { formatSpecifier } from '../../markets/specifier';
import type { FeedMarketResult, FeedPeriodScore, Side } from '../../types';
import { distributionFrom } from '../pricing/distributions';
import { lineProbabilities, lineResult, resultOf, wonOrLost } from '../pricing/lines';
import { type MarketQuote, type Progress, quote, type ScoreView, type Segment, TARGET } from './engine';
import { checkGoals, invalid } from './final-score';
import { periodScore } from './period-score';

export interface MapScore {
  /** Rounds (CS2) or kills (Dota 2, League of Legends). */
  home: number;
  away: number;
  winner: Side | null;
}

/** Maps played so far; the last one has no winner while it is being played. */
export interface EsportsState {
  maps: MapScore[];
}

export const MAPS_TO_WIN = 2;
export const CORRECT_MAPS = ['2:0', '2:1', '1:2', '0:2'] as const;
export const MAP_HANDICAPS = [-1.5, 1.5] as const;
export const MAP_TOTAL = 2.5;

export function mapsWon(state: EsportsState): { home: number; away: number } {
  return {
    home: state.maps.filter((m) => m.winner === 'home').length,
    away: state.maps.filter((m) => m.winner === 'away').length,
  };
}

export function seriesWinner(state: EsportsState): Side | null {
  const won = mapsWon(state);
  if (won.home >= MAPS_TO_WIN) return 'home';
  if (won.away >= MAPS_TO_WIN) return 'away';
  return null;
}

/** The pause between two maps of a series, in match seconds. */
const MAP_BREAK = 300;

/**
 * Ends the map just scripted (the last of `state.maps`, played from `from` to `to`): its play segment, then the
 * break before the next map unless the series is decided. Answers when the next map starts (or the series ends).
 */
export function closeMap(state: EsportsState, segments: Segment[], from: number, to: number): number {
  const play: Segment = {
    kind: 'play',
    period: state.maps.length,
    from,
    to,
    clockFrom: 0,
    regularEnd: null,
    periodLength: null,
  };
  segments.push(play);
  if (seriesWinner(state)) return to;
  segments.push({ ...play, kind: 'break', from: to, to: to + MAP_BREAK });
  return to + MAP_BREAK;
}

/** The map being played now and not yet won; undefined before the start, in a break and after the end. */
export function mapInPlay(state: EsportsState, progress: Progress): MapScore | undefined {
  const playing =
    progress.started && !progress.ended && !progress.inBreak ? state.maps[progress.period - 1] : undefined;
  return playing && playing.winner === null ? playing : undefined;
}

export interface SeriesOutlook {
  correct: Map<string, number>;
  /** Per map: P(played), P(played and home wins it). */
  maps: { played: number; home: number }[];
}

/** Series probabilities from P(home wins the map in play) and P(home wins a fresh map). */
export function seriesOutlook(state: EsportsState, current: number | null, fresh: number): SeriesOutlook {
  const outlook: SeriesOutlook = { correct: new Map(), maps: [0, 1, 2].map(() => ({ played: 0, home: 0 })) };
  const done = state.maps.filter((m) => m.winner !== null).map((m) => m.winner as Side);
  const walk = (winners: Side[], p: number, next: number) => {
    const home = winners.filter((w) => w === 'home').length;
    const away = winners.length - home;
    if (home === MAPS_TO_WIN || away === MAPS_TO_WIN) {
      const key = `${home}:${away}`;
      outlook.correct.set(key, (outlook.correct.get(key) ?? 0) + p);
      winners.forEach((w, i) => {
        const map = outlook.maps[i];
        if (!map) return;
        map.played += p;
        if (w === 'home') map.home += p;
      });
      return;
    }
    walk([...winners, 'home'], p * next, fresh);
    walk([...winners, 'away'], p * (1 - next), fresh);
  };
  walk(done, 1, current ?? fresh);
  return outlook;
}

export function seriesQuotes(o: SeriesOutlook): MarketQuote[] {
  const p = (key: string) => o.correct.get(key) ?? 0;
  const homeWins = p('2:0') + p('2:1');
  const margin = distributionFrom([
    [2, p('2:0')],
    [1, p('2:1')],
    [-1, p('1:2')],
    [-2, p('0:2')],
  ]);
  const maps = distributionFrom([
    [2, p('2:0') + p('0:2')],
    [3, p('2:1') + p('1:2')],
  ]);
  const [over, under] = lineProbabilities(maps, MAP_TOTAL);
  return [
    quote(
      186,
      '',
      [
        [OUTCOME.homeWinner, homeWins],
        [OUTCOME.awayWinner, 1 - homeWins],
      ],
      TARGET.main,
    ),
    quote(
      199,
      '',
      CORRECT_MAPS.map((k) => [k, p(k)] as const),
    ),
    ...MAP_HANDICAPS.map((hcp) => {
      const [home, away] = lineProbabilities(margin, -hcp);
      return quote(
        327,
        formatSpecifier({ hcp }),
        [
          [OUTCOME.homeHandicap, home],
          [OUTCOME.awayHandicap, away],
        ],
        TARGET.line,
      );
    }),
    quote(
      328,
      formatSpecifier({ total: MAP_TOTAL }),
      [
        [OUTCOME.over, over],
        [OUTCOME.under, under],
      ],
      TARGET.line,
    ),
    // Map markets are void when the map is not played, so they are priced on it being played.
    ...o.maps.map((m, i) => {
      const home = m.home / m.played;
      return quote(330, formatSpecifier({ mapnr: i + 1 }), [
        [OUTCOME.homeWinner, home],
        [OUTCOME.awayWinner, 1 - home],
      ]);
    }),
  ];
}

export function seriesResults(state: EsportsState): FeedMarketResult[] {
  const won = mapsWon(state);
  const score = `${won.home}:${won.away}`;
  const played = state.maps.length;
  return [
    {
      market_id: 186,
      specifier: '',
      outcomes: [
        wonOrLost(OUTCOME.homeWinner, won.home > won.away),
        wonOrLost(OUTCOME.awayWinner, won.away > won.home),
      ],
    },
    { market_id: 199, specifier: '', outcomes: CORRECT_MAPS.map((k) => wonOrLost(k, k === score)) },
    ...MAP_HANDICAPS.map((hcp) => ({
      market_id: 327,
      specifier: formatSpecifier({ hcp }),
      outcomes: [
        resultOf(OUTCOME.homeHandicap, lineResult(won.home - won.away, -hcp, 'over')),
        resultOf(OUTCOME.awayHandicap, lineResult(won.home - won.away, -hcp, 'under')),
      ],
    })),
    {
      market_id: 328,
      specifier: formatSpecifier({ total: MAP_TOTAL }),
      outcomes: [
        resultOf(OUTCOME.over, lineResult(played, MAP_TOTAL, 'over')),
        resultOf(OUTCOME.under, lineResult(played, MAP_TOTAL, 'under')),
      ],
    },
    ...[1, 2, 3].map((n) => {
      const map = state.maps[n - 1];
      return {
        market_id: 330,
        specifier: formatSpecifier({ mapnr: n }),
        outcomes: map
          ? [
              wonOrLost(OUTCOME.homeWinner, map.winner === 'home'),
              wonOrLost(OUTCOME.awayWinner, map.winner === 'away'),
            ]
          : [resultOf(OUTCOME.homeWinner, 'void'), resultOf(OUTCOME.awayWinner, 'void')],
      };
    }),
  ];
}

export function seriesView(state: EsportsState, started: boolean): ScoreView {
  const periods: FeedPeriodScore[] = started
    ? state.maps.map((m, i) => periodScore({ kind: 'map', n: i + 1, number: i + 1 }, m.home, m.away))
    : [];
  return {
    total: mapsWon(state),
    periods,
    gameScore: null,
    server: null,
    innings: null,
    winner: seriesWinner(state),
  };
}

/**
 * A final series score: every map given (each won by the side with more rounds or kills), or completed maps of a
 * running series kept and the rest filled with `typical` scores, the winner taking the last map.
 */
export function imposeSeries(
  state: EsportsState,
  final: FinalScore,
  typical: readonly [number, number],
): EsportsState {
  checkGoals(final);
  const valid = CORRECT_MAPS.includes(`${final.home}:${final.away}` as (typeof CORRECT_MAPS)[number]);
  if (!valid) throw invalid('a best-of-three series ends 2:0, 2:1, 1:2 or 0:2 in maps');
  const winner: Side = final.home > final.away ? 'home' : 'away';
  if (final.periods) {
    const maps = final.periods.map((p) => ({
      home: p.home,
      away: p.away,
      winner: p.home > p.away ? ('home' as const) : p.away > p.home ? ('away' as const) : null,
    }));
    const won = mapsWon({ maps });
    const last = maps[maps.length - 1];
    if (
      maps.some((m) => m.winner === null) ||
      won.home !== final.home ||
      won.away !== final.away ||
      last?.winner !== winner
    ) {
      throw invalid('the maps do not make that score');
    }
    return { maps };
  }
  const maps = seriesWinner(state) ? [] : state.maps.filter((m) => m.winner !== null).map((m) => ({ ...m }));
  const have = mapsWon({ maps });
  const need = { home: final.home - have.home, away: final.away - have.away };
  if (need.home < 0 || need.away < 0 || need[winner] === 0) {
    throw invalid('the completed maps do not lead to that score');
  }
  const loser: Side = winner === 'home' ? 'away' : 'home';
  const mapFor = (side: Side): MapScore =>
    side === 'home'
      ? { home: typical[0], away: typical[1], winner: 'home' }
      : { home: typical[1], away: typical[0], winner: 'away' };
  for (let i = 0; i < need[loser]; i++) maps.push(mapFor(loser));
  for (let i = 0; i < need[winner]; i++) maps.push(mapFor(winner));
  return { maps };
}
