/**
 * Counter-Strike 2, best of three maps. A map is a race to 13 rounds; from 12-12 it goes on until a side leads by
 * two. Each round is won by the home side with a probability from the strengths, which prices the map exactly
 * (and its total rounds); maps then price the series.
 */

import type { FinalScore } from '../../adapter';
import { OUTCOME } from '../../markets/catalogue';
import { formatSpecifier } from '../../markets/specifier';
import type { FeedMarketResult } from '../../types';
import { lineProbabilities, lineResult, resultOf } from '../pricing/lines';
import type { Rng } from '../prng';
import type { MarketQuote, MatchScript, Segment, SportEngine } from './engine';
import { quote, TARGET } from './engine';
import {
  closeMap,
  type EsportsState,
  imposeSeries,
  mapInPlay,
  seriesOutlook,
  seriesQuotes,
  seriesResults,
  seriesView,
  seriesWinner,
} from './esports-series';

export interface Cs2Params {
  round: number;
  /** A map from 0-0: P(home wins it) and its total rounds. */
  fresh: { home: number; totals: Map<number, number> };
  roundLines: number[];
}

const ROUND_SECONDS = 100;

export function mapOver(home: number, away: number): boolean {
  return Math.max(home, away) >= 13 && Math.abs(home - away) >= 2;
}

/** P(home wins the map) and the distribution of its total rounds, from a rounds score. */
export function mapOutlook(
  p: number,
  home: number,
  away: number,
): { home: number; totals: Map<number, number> } {
  const totals = new Map<number, number>();
  let homeWins = 0;
  // Walk the score diagonal by diagonal (one round at a time); past 12-12 only the lead matters.
  let reach = new Map<number, number>([[home - away, 1]]);
  let played = home + away;
  const homeAt = (lead: number) => (played + lead) / 2;
  for (let step = 0; step < 80 && reach.size > 0; step++) {
    const next = new Map<number, number>();
    for (const [lead, prob] of reach) {
      const h = homeAt(lead);
      const a = played - h;
      if (mapOver(h, a)) {
        totals.set(played, (totals.get(played) ?? 0) + prob);
        if (h > a) homeWins += prob;
        continue;
      }
      next.set(lead + 1, (next.get(lead + 1) ?? 0) + prob * p);
      next.set(lead - 1, (next.get(lead - 1) ?? 0) + prob * (1 - p));
    }
    reach = next;
    played++;
  }
  return { home: homeWins, totals };
}

export const cs2: SportEngine<Cs2Params, EsportsState> = {
  clock: 'none',
  maxPeriods: 3,

  params(home, away) {
    const round = Math.min(0.68, Math.max(0.32, 0.5 + 0.035 * (home - away)));
    const fresh = mapOutlook(round, 0, 0);
    // The line closest to even, and one on each side of it.
    let best = 22.5;
    let gap = 1;
    for (let line = 18.5; line <= 26.5; line++) {
      const [over] = lineProbabilities(fresh.totals, line);
      if (Math.abs(over - 0.5) < gap) {
        gap = Math.abs(over - 0.5);
        best = line;
      }
    }
    return { round, fresh, roundLines: [best - 2, best, best + 2] };
  },

  script(params, rng: Rng): MatchScript<EsportsState> {
    const state: EsportsState = { maps: [] };
    const events: MatchScript<EsportsState>['events'] = [];
    const segments: Segment[] = [];
    const dangers: number[] = [];
    let at = 0;
    while (!seriesWinner(state)) {
      const from = at;
      state.maps.push({ home: 0, away: 0, winner: null });
      const map = state.maps[state.maps.length - 1];
      if (!map) break;
      while (!mapOver(map.home, map.away)) {
        at += ROUND_SECONDS;
        map[rng.chance(params.round) ? 'home' : 'away']++;
        if (mapOver(map.home, map.away)) {
          map.winner = map.home > map.away ? 'home' : 'away';
          dangers.push(at);
        }
        events.push({ at, state: { maps: state.maps.map((m) => ({ ...m })) } });
      }
      at = closeMap(state, segments, from, at + 1);
    }
    return { segments, events, dangers, end: at };
  },

  initial() {
    return { maps: [] };
  },

  quote(params, state, progress): MarketQuote[] {
    const playing = mapInPlay(state, progress);
    const current = playing ? mapOutlook(params.round, playing.home, playing.away) : null;
    const outlook = seriesOutlook(state, current?.home ?? null, params.fresh.home);
    const fresh = params.fresh;
    const rounds = [1, 2, 3].flatMap((n) => {
      const map = state.maps[n - 1];
      const totals = map
        ? map.winner
          ? new Map([[map.home + map.away, 1]])
          : (current?.totals ?? fresh.totals)
        : fresh.totals;
      return params.roundLines.map((line) => {
        const [over, under] = lineProbabilities(totals, line);
        return quote(
          331,
          formatSpecifier({ mapnr: n, total: line }),
          [
            [OUTCOME.over, over],
            [OUTCOME.under, under],
          ],
          TARGET.line,
        );
      });
    });
    return [...seriesQuotes(outlook), ...rounds];
  },

  settle(params, state): FeedMarketResult[] {
    return [
      ...seriesResults(state),
      ...[1, 2, 3].flatMap((n) => {
        const map = state.maps[n - 1];
        return params.roundLines.map((line) => ({
          market_id: 331,
          specifier: formatSpecifier({ mapnr: n, total: line }),
          outcomes: map
            ? [
                resultOf(OUTCOME.over, lineResult(map.home + map.away, line, 'over')),
                resultOf(OUTCOME.under, lineResult(map.home + map.away, line, 'under')),
              ]
            : [resultOf(OUTCOME.over, 'void'), resultOf(OUTCOME.under, 'void')],
        }));
      }),
    ];
  },

  view(state, progress) {
    return seriesView(state, progress.started);
  },

  impose(_params, state, _progress, final: FinalScore) {
    return imposeSeries(state, final, [13, 8]);
  },
};
