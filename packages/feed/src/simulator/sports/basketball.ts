/**
 * Basketball: four 12-minute quarters of possessions (one per side every 30 clock seconds); each possession
 * scores 0-3 points with probabilities set by the sides' strengths. A level game adds five-minute overtimes.
 * Prices use the normal approximation of the points still to come, with the exact mean and variance of this
 * possession process, so they match what the script plays out.
 */

import type { FinalScore } from '../../adapter';
import type { FeedPeriodScore } from '../../types';
import type { Rng } from '../prng';
import { basketballQuotes, basketballResults } from './basketball-markets';
import {
  type BasketballParams,
  type BasketballState,
  MAX_OVERTIMES,
  OVERTIME_SECONDS,
  POSSESSION_OFFSET,
  POSSESSION_SECONDS,
  perPossession,
  QUARTER_SECONDS,
  totalsOf,
} from './basketball-model';
import type { MatchScript, ScoreView, Segment, SportEngine } from './engine';
import { checkGoals, fillPeriods, invalid } from './final-score';
import { periodScore } from './period-score';

function possessionDistribution(own: number, opponent: number, home: boolean): number[] {
  const lift = Math.exp(0.07 * (own - opponent) + (home ? 0.03 : -0.03));
  const scoring = [0.05, 0.32, 0.15].map((p) => p * lift);
  return [1 - scoring.reduce((a, b) => a + b, 0), ...scoring];
}

function playPeriod(
  rng: Rng,
  params: BasketballParams,
  segment: Segment,
  state: BasketballState,
  events: MatchScript<BasketballState>['events'],
): void {
  const length = segment.to - segment.from;
  const period = state.periods[segment.period - 1];
  if (!period) return;
  for (let cycle = 0; cycle * POSSESSION_SECONDS < length; cycle++) {
    for (const side of ['home', 'away'] as const) {
      const points = rng.weighted(side === 'home' ? params.home : params.away);
      if (points === 0) continue;
      period[side] += points;
      const at = segment.from + cycle * POSSESSION_SECONDS + POSSESSION_OFFSET[side];
      events.push({ at, state: { periods: state.periods.map((p) => ({ ...p })) } });
    }
  }
}

export const basketball: SportEngine<BasketballParams, BasketballState> = {
  clock: 'down',
  maxPeriods: 4,

  params(home, away) {
    const h = possessionDistribution(home, away, true);
    const a = possessionDistribution(away, home, false);
    const possessions = (4 * QUARTER_SECONDS) / POSSESSION_SECONDS;
    const margin = possessions * (perPossession(h).mean - perPossession(a).mean);
    const total = possessions * (perPossession(h).mean + perPossession(a).mean);
    const hcp = Math.round(-margin) + 0.5;
    const centre = Math.floor(total) + 0.5;
    return {
      home: h,
      away: a,
      handicaps: [-4, -2, 0, 2, 4].map((step) => hcp + step),
      totals: [-6, -3, 0, 3, 6].map((step) => centre + step),
      quarterTotal: Math.floor(total / 4) + 0.5,
    };
  },

  script(params, rng: Rng): MatchScript<BasketballState> {
    const breaks = [120, 900, 120];
    const segments: Segment[] = [];
    const state: BasketballState = { periods: [0, 1, 2, 3].map(() => ({ home: 0, away: 0 })) };
    const events: MatchScript<BasketballState>['events'] = [];
    let at = 0;
    for (let q = 1; q <= 4; q++) {
      const play: Segment = {
        kind: 'play',
        period: q,
        from: at,
        to: at + QUARTER_SECONDS,
        clockFrom: (q - 1) * QUARTER_SECONDS,
        regularEnd: null,
        periodLength: QUARTER_SECONDS,
      };
      segments.push(play);
      playPeriod(rng, params, play, state, events);
      at = play.to;
      const rest = breaks[q - 1];
      if (rest) {
        segments.push({ ...play, kind: 'break', from: at, to: at + rest });
        at += rest;
      }
    }
    for (let ot = 1; totalsOf(state).home === totalsOf(state).away; ot++) {
      const last = segments[segments.length - 1];
      if (last) segments.push({ ...last, kind: 'break', from: at, to: at + 120 });
      at += 120;
      const play: Segment = {
        kind: 'play',
        period: 4 + ot,
        from: at,
        to: at + OVERTIME_SECONDS,
        clockFrom: 4 * QUARTER_SECONDS + (ot - 1) * OVERTIME_SECONDS,
        regularEnd: null,
        periodLength: OVERTIME_SECONDS,
      };
      segments.push(play);
      state.periods.push({ home: 0, away: 0 });
      playPeriod(rng, params, play, state, events);
      at = play.to;
      const period = state.periods[play.period - 1];
      if (ot === MAX_OVERTIMES && period && totalsOf(state).home === totalsOf(state).away) {
        // A last free throw settles an endless game.
        period[rng.chance(0.5) ? 'home' : 'away']++;
        events.push({ at: at - 1, state: { periods: state.periods.map((p) => ({ ...p })) } });
      }
    }
    return { segments, events, dangers: [], end: at };
  },

  initial() {
    return { periods: [0, 1, 2, 3].map(() => ({ home: 0, away: 0 })) };
  },

  quote(params, state, progress) {
    return basketballQuotes(params, state, progress);
  },

  settle(params, state) {
    return basketballResults(params, state);
  },

  view(state, progress): ScoreView {
    const shown = !progress.started ? 0 : progress.ended ? state.periods.length : progress.period;
    const periods: FeedPeriodScore[] = [];
    for (let i = 0; i < shown; i++) {
      const p = state.periods[i] ?? { home: 0, away: 0 };
      const n = i + 1;
      const overtime = n > 4;
      periods.push(
        periodScore(
          overtime
            ? { kind: 'numbered_overtime', n: n - 4, number: n, type: 'overtime' }
            : { kind: 'quarter', n, number: n },
          p.home,
          p.away,
        ),
      );
    }
    const total = totalsOf(state);
    const winner =
      progress.ended && total.home !== total.away ? (total.home > total.away ? 'home' : 'away') : null;
    return { total, periods, gameScore: null, server: null, innings: null, winner };
  },

  impose(_params, state, progress, final: FinalScore) {
    checkGoals(final);
    if (final.home === final.away) throw invalid('a basketball game cannot end level');
    if (final.periods) {
      const periods = final.periods.map((p) => ({ home: p.home, away: p.away }));
      const sum = totalsOf({ periods });
      if (periods.length < 4 || sum.home !== final.home || sum.away !== final.away) {
        throw invalid('give at least four periods that add up to the final score');
      }
      // Each overtime is played only because the game was level after the periods before it.
      for (let n = 4; n < periods.length; n++) {
        const before = totalsOf({ periods: periods.slice(0, n) });
        if (before.home !== before.away) throw invalid('overtime is only played after a level game');
      }
      return { periods };
    }
    const periods = fillPeriods(state.periods, 4, progress.period, final);
    return { periods };
  },
};
