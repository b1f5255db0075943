/**
 * Cricket, Twenty20: the home side bats first for 20 overs (120 balls) or ten wickets, the away side chases.
 * Each ball scores 0-6 or takes a wicket with probabilities from the strengths. A tie goes to a super over,
 * decided by a weighted coin. Prices use the normal approximation of the runs from the balls left (wickets
 * falling early are rare enough to leave out), which is what the balls add up to.
 */

import type { FinalScore } from '../../adapter';
import { OUTCOME } from '../../markets/catalogue';
import { formatSpecifier } from '../../markets/specifier';
import type { FeedPeriodScore, Side } from '../../types';
import { normalAbove, normalAt } from '../pricing/distributions';
import { wonOrLost } from '../pricing/lines';
import type { Rng } from '../prng';
import {
  type MarketQuote,
  type MatchScript,
  quote,
  type ScoreView,
  type Segment,
  type SportEngine,
  TARGET,
} from './engine';
import { checkGoals, invalid } from './final-score';
import { totalResults } from './goal-markets';
import { periodScore } from './period-score';

/** Ball outcomes: runs 0, 1, 2, 3, 4, 6, then a wicket (no run). */
const RUNS = [0, 1, 2, 3, 4, 6, 0] as const;
const WICKET = 6;
const BALLS = 120;
const BALL_SECONDS = 24;

export interface CricketParams {
  home: number[];
  away: number[];
  superOverHome: number;
  lines: number[];
}

export interface CricketState {
  innings: 1 | 2 | 3;
  runs: { home: number; away: number };
  wickets: { home: number; away: number };
  balls: { home: number; away: number };
  /** Set by a super over, or when the match ends. */
  winner: Side | null;
}

function ballDistribution(bat: number, bowl: number): number[] {
  const lift = Math.exp(0.15 * (bat - bowl));
  const p = [0.36, 0.36, 0.08, 0.01, 0.11 * lift, 0.05 * lift, 0.03 / lift];
  const rest = p.slice(1).reduce((a, b) => a + b, 0);
  p[0] = 1 - rest;
  return p;
}

export function perBall(dist: readonly number[]): { mean: number; variance: number } {
  let mean = 0;
  let square = 0;
  dist.forEach((p, i) => {
    const runs = RUNS[i] ?? 0;
    mean += p * runs;
    square += p * runs * runs;
  });
  return { mean, variance: square - mean * mean };
}

function copy(s: CricketState): CricketState {
  return { ...s, runs: { ...s.runs }, wickets: { ...s.wickets }, balls: { ...s.balls } };
}

function winnerOf(s: CricketState): Side | null {
  if (s.winner) return s.winner;
  if (s.runs.home === s.runs.away) return null;
  return s.runs.home > s.runs.away ? 'home' : 'away';
}

export const cricket: SportEngine<CricketParams, CricketState> = {
  clock: 'none',
  maxPeriods: 2,

  params(home, away) {
    const h = ballDistribution(home, away);
    const centre = Math.floor(BALLS * perBall(h).mean) + 0.5;
    return {
      home: h,
      away: ballDistribution(away, home),
      superOverHome: Math.min(0.65, Math.max(0.35, 0.5 + 0.05 * (home - away))),
      lines: [centre - 10, centre, centre + 10],
    };
  },

  script(params, rng: Rng): MatchScript<CricketState> {
    let state = cricket.initial(params);
    const events: MatchScript<CricketState>['events'] = [];
    const dangers: number[] = [];
    const segments: Segment[] = [];
    let at = 0;
    for (const side of ['home', 'away'] as const) {
      const from = at;
      const dist = side === 'home' ? params.home : params.away;
      while (state.balls[side] < BALLS && state.wickets[side] < 10) {
        if (side === 'away' && state.runs.away > state.runs.home) break;
        at += BALL_SECONDS;
        const outcome = rng.weighted(dist);
        state = copy(state);
        state.balls[side]++;
        if (outcome === WICKET) {
          state.wickets[side]++;
          dangers.push(at);
        } else {
          state.runs[side] += RUNS[outcome] ?? 0;
        }
        events.push({ at, state });
      }
      const play: Segment = {
        kind: 'play',
        period: side === 'home' ? 1 : 2,
        from,
        to: at + 1,
        clockFrom: 0,
        regularEnd: null,
        periodLength: null,
      };
      segments.push(play);
      at += 1;
      if (side === 'home') {
        segments.push({ ...play, kind: 'break', from: at, to: at + 600 });
        at += 600;
        state = { ...copy(state), innings: 2 };
        events.push({ at, state });
      }
    }
    if (state.runs.home === state.runs.away) {
      segments.push({ ...(segments[segments.length - 1] as Segment), kind: 'break', from: at, to: at + 300 });
      const superOver: Segment = {
        kind: 'play',
        period: 3,
        from: at + 300,
        to: at + 420,
        clockFrom: 0,
        regularEnd: null,
        periodLength: null,
      };
      segments.push(superOver);
      state = { ...copy(state), innings: 3 };
      events.push({ at: superOver.from, state });
      state = { ...copy(state), winner: rng.chance(params.superOverHome) ? 'home' : 'away' };
      events.push({ at: superOver.to - 1, state });
      dangers.push(superOver.to - 1);
      at = superOver.to;
    }
    return { segments, events, dangers, end: at };
  },

  initial() {
    return {
      innings: 1,
      runs: { home: 0, away: 0 },
      wickets: { home: 0, away: 0 },
      balls: { home: 0, away: 0 },
      winner: null,
    };
  },

  quote(params, state, progress): MarketQuote[] {
    const h = perBall(params.home);
    const a = perBall(params.away);
    const ended = progress.ended;
    const left = (side: Side) => (ended || state.wickets[side] >= 10 ? 0 : BALLS - state.balls[side]);
    const homeLeft = state.innings === 1 ? left('home') : 0;
    const awayLeft = left('away');
    const home = { mean: state.runs.home + homeLeft * h.mean, variance: homeLeft * h.variance };
    const away = { mean: state.runs.away + awayLeft * a.mean, variance: awayLeft * a.variance };
    // The chase stops once the target is passed, which does not change who wins: compare full totals.
    const diff = { mean: away.mean - home.mean, sd: Math.sqrt(home.variance + away.variance) };
    const decided = ended ? winnerOf(state) : null;
    const tie = state.innings === 3 ? 1 : normalAt(0, diff.mean, diff.sd);
    const awayWins = state.innings === 3 ? 0 : normalAbove(0.5, diff.mean, diff.sd);
    const homeWins = decided ? (decided === 'home' ? 1 : 0) : 1 - awayWins - tie + tie * params.superOverHome;
    const sd = Math.sqrt(home.variance);
    return [
      quote(
        340,
        '',
        [
          [OUTCOME.homeWinner, homeWins],
          [OUTCOME.awayWinner, 1 - homeWins],
        ],
        TARGET.main,
      ),
      ...params.lines.map((line) => {
        const over = normalAbove(line, home.mean, sd);
        return quote(
          605,
          formatSpecifier({ inningnr: 1, total: line }),
          [
            [OUTCOME.over, over],
            [OUTCOME.under, 1 - over],
          ],
          TARGET.line,
        );
      }),
    ];
  },

  settle(params, state) {
    const winner = winnerOf(state);
    return [
      {
        market_id: 340,
        specifier: '',
        outcomes: [
          wonOrLost(OUTCOME.homeWinner, winner === 'home'),
          wonOrLost(OUTCOME.awayWinner, winner === 'away'),
        ],
      },
      ...totalResults(605, state.runs.home, params.lines, { inningnr: 1 }),
    ];
  },

  view(state, progress): ScoreView {
    const periods: FeedPeriodScore[] = [];
    const innings = (
      n: number,
      home: number,
      away: number,
      type: FeedPeriodScore['type'] = 'regular_period',
    ) =>
      periodScore(
        n === 3 ? { kind: 'super_over', number: n, type } : { kind: 'innings', n, number: n, type },
        home,
        away,
      );
    if (progress.started) periods.push(innings(1, state.runs.home, 0));
    if (state.innings >= 2) periods.push(innings(2, 0, state.runs.away));
    if (state.innings === 3 && state.winner) {
      periods.push(innings(3, state.winner === 'home' ? 1 : 0, state.winner === 'away' ? 1 : 0, 'overtime'));
    }
    return {
      total: { ...state.runs },
      periods,
      gameScore: null,
      server: null,
      innings: progress.started
        ? {
            batting: state.innings === 1 ? 'home' : 'away',
            wickets: { ...state.wickets },
            balls: { ...state.balls },
          }
        : null,
      winner: progress.ended ? winnerOf(state) : null,
    };
  },

  impose(_params, state, _progress, final: FinalScore) {
    checkGoals(final);
    const tied = final.home === final.away;
    if (tied && !final.winner) throw invalid('a tied match needs the super over winner');
    const byRuns: Side | null = tied ? null : final.home > final.away ? 'home' : 'away';
    if (byRuns && final.winner && final.winner !== byRuns) {
      throw invalid('the winner must have the most runs');
    }
    return {
      innings: tied ? 3 : 2,
      runs: { home: final.home, away: final.away },
      wickets: { ...state.wickets },
      balls: { home: BALLS, away: Math.max(state.balls.away, 1) },
      winner: tied ? (final.winner ?? null) : byRuns,
    };
  },
};
