/**
 * Football: each side scores as a Poisson process whose rate comes from the rating difference (and home
 * advantage). Two halves of 45 minutes plus stoppage, a 15-minute break. The same rates drive the script and the
 * prices, so prices and outcomes agree.
 */

import type { FinalScore } from '../../adapter';
import type { FeedPeriodScore } from '../../types';
import type { Rng } from '../prng';
import type { MarketQuote, MatchScript, Progress, ScoreView, Segment, SportEngine } from './engine';
import { checkGoals, invalid } from './final-score';
import { footballQuotes, footballResults } from './football-markets';
import { balancedHandicap, differenceDistribution, goalMatrix } from './goal-markets';
import { poissonGoals } from './goal-script';
import { periodScore } from './period-score';

export interface FootballParams {
  /** Goals per minute of play. */
  rateHome: number;
  rateAway: number;
  /** Handicap lines offered (home side's handicap). */
  handicaps: number[];
}

export interface FootballState {
  home: number;
  away: number;
  /** Goals in the first half. */
  home1: number;
  away1: number;
}

/** Expected minutes of play per half including stoppage (45 + 2, 45 + 4.5): the script draws from the same. */
const HALF_MINUTES = [47, 49.5] as const;

/** Expected minutes still to play in each half. */
export function remainingMinutes(progress: Progress): [number, number] {
  if (!progress.started) return [HALF_MINUTES[0], HALF_MINUTES[1]];
  if (progress.ended) return [0, 0];
  const minute = progress.clock / 60;
  if (progress.period === 1 && !progress.inBreak) {
    const first = minute < 45 ? 45 - minute + 2 : Math.max(0.25, 2 - (minute - 45));
    return [first, HALF_MINUTES[1]];
  }
  if (progress.period === 1) return [0, HALF_MINUTES[1]];
  return [0, minute < 90 ? 90 - minute + 4.5 : Math.max(0.25, 4.5 - (minute - 90))];
}

export const football: SportEngine<FootballParams, FootballState> = {
  clock: 'up',
  maxPeriods: 2,

  params(home, away) {
    const edge = 0.28 * (home - away) + 0.12;
    const minutes = HALF_MINUTES[0] + HALF_MINUTES[1];
    const rateHome = (1.35 * Math.exp(edge)) / minutes;
    const rateAway = (1.35 * Math.exp(-edge)) / minutes;
    const prematch = goalMatrix(0, 0, rateHome * minutes, rateAway * minutes);
    const centre = balancedHandicap(differenceDistribution(prematch));
    return { rateHome, rateAway, handicaps: [-0.5, -0.25, 0, 0.25, 0.5].map((step) => centre + step) };
  },

  script(params, rng: Rng): MatchScript<FootballState> {
    const stoppage1 = rng.int(1, 3) * 60;
    const stoppage2 = rng.int(3, 6) * 60;
    const first: Segment = {
      kind: 'play',
      period: 1,
      from: 0,
      to: 2700 + stoppage1,
      clockFrom: 0,
      regularEnd: 2700,
      periodLength: 2700,
    };
    const halfTime: Segment = { ...first, kind: 'break', from: first.to, to: first.to + 900 };
    const second: Segment = {
      kind: 'play',
      period: 2,
      from: halfTime.to,
      to: halfTime.to + 2700 + stoppage2,
      clockFrom: 2700,
      regularEnd: 5400,
      periodLength: 2700,
    };
    const state: FootballState = { home: 0, away: 0, home1: 0, away1: 0 };
    const events: MatchScript<FootballState>['events'] = [];
    const dangers: number[] = [];
    for (const segment of [first, second]) {
      for (const goal of poissonGoals(rng, segment, params.rateHome / 60, params.rateAway / 60)) {
        if (goal.side === 'home') state.home++;
        else state.away++;
        if (segment.period === 1) {
          state.home1 = state.home;
          state.away1 = state.away;
        }
        events.push({ at: goal.at, state: { ...state } });
      }
      dangers.push(
        ...poissonGoals(rng, segment, params.rateHome / 60, params.rateAway / 60).map((d) => d.at),
      );
    }
    dangers.push(...events.map((e) => e.at));
    dangers.sort((a, b) => a - b);
    return { segments: [first, halfTime, second], events, dangers, end: second.to };
  },

  initial() {
    return { home: 0, away: 0, home1: 0, away1: 0 };
  },

  quote(params, state, progress): MarketQuote[] {
    return footballQuotes(params, state, remainingMinutes(progress));
  },

  settle(params, state) {
    return footballResults(params, state);
  },

  view(state, progress): ScoreView {
    const periods: FeedPeriodScore[] = [];
    if (progress.started) {
      periods.push(half(1, state.home1, state.away1));
      if (progress.period >= 2 || progress.ended) {
        periods.push(half(2, state.home - state.home1, state.away - state.away1));
      }
    }
    const winner =
      !progress.ended || state.home === state.away ? null : state.home > state.away ? 'home' : 'away';
    return {
      total: { home: state.home, away: state.away },
      periods,
      gameScore: null,
      server: null,
      innings: null,
      winner,
    };
  },

  impose(_params, state, _progress, final: FinalScore) {
    checkGoals(final);
    if (final.periods) {
      const [h1, h2] = final.periods;
      if (!h1 || !h2 || final.periods.length !== 2) throw invalid('football takes two halves');
      if (h1.home + h2.home !== final.home || h1.away + h2.away !== final.away) {
        throw invalid('the halves do not add up to the final score');
      }
      return { home: final.home, away: final.away, home1: h1.home, away1: h1.away };
    }
    return {
      home: final.home,
      away: final.away,
      home1: Math.min(state.home1, final.home),
      away1: Math.min(state.away1, final.away),
    };
  },
};

function half(n: 1 | 2, home: number, away: number): FeedPeriodScore {
  return periodScore({ kind: n === 1 ? 'first_half' : 'second_half', number: n }, home, away);
}
