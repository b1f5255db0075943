/**
 * Ice hockey: Poisson goals over three 20-minute periods (18-minute breaks); a level game goes to five minutes of
 * sudden-death overtime (scoring rates a little higher, three against three), then a shoot-out whose winner gets
 * the deciding goal. 1x2, totals, handicaps and period markets are on regular time; market 406 includes both.
 */

import type { FinalScore } from '../../adapter';
import type { FeedPeriodScore } from '../../types';
import type { Rng } from '../prng';
import type { MatchScript, ScoreView, Segment, SportEngine } from './engine';
import { checkGoals, fillPeriods, invalid } from './final-score';
import { poissonGoals } from './goal-script';
import { hockeyQuotes, hockeyResults } from './ice-hockey-markets';
import {
  type HockeyParams,
  type HockeyState,
  OVERTIME_BOOST,
  OVERTIME_SECONDS,
  PERIOD_SECONDS,
  regulation,
  totalOf,
} from './ice-hockey-model';
import { periodScore } from './period-score';

const blank = () => [0, 1, 2].map(() => ({ home: 0, away: 0 }));

export const iceHockey: SportEngine<HockeyParams, HockeyState> = {
  clock: 'up',
  maxPeriods: 3,

  params(home, away) {
    const edge = 0.2 * (home - away) + 0.06;
    const rateHome = (3 * Math.exp(edge)) / 60;
    const rateAway = (3 * Math.exp(-edge)) / 60;
    const expected = (rateHome + rateAway) * 60;
    const centre = Math.floor(expected) + 0.5;
    return {
      rateHome,
      rateAway,
      shootoutHome: Math.min(0.65, Math.max(0.35, 0.5 + 0.05 * (home - away))),
      totals: [centre - 1, centre, centre + 1],
      handicaps: [-2.5, -1.5, 1.5, 2.5],
    };
  },

  script(params, rng: Rng): MatchScript<HockeyState> {
    const segments: Segment[] = [];
    let at = 0;
    for (let period = 1; period <= 3; period++) {
      const play: Segment = {
        kind: 'play',
        period,
        from: at,
        to: at + PERIOD_SECONDS,
        clockFrom: (period - 1) * PERIOD_SECONDS,
        regularEnd: null,
        periodLength: PERIOD_SECONDS,
      };
      segments.push(play);
      at = play.to;
      if (period < 3) {
        segments.push({ ...play, kind: 'break', from: at, to: at + 1080 });
        at += 1080;
      }
    }
    const state: HockeyState = { periods: blank() };
    const events: MatchScript<HockeyState>['events'] = [];
    const dangers: number[] = [];
    const score = (segment: Segment, rateHome: number, rateAway: number, first: boolean) => {
      const goals = poissonGoals(rng, segment, rateHome / 60, rateAway / 60, first);
      for (const goal of goals) {
        const period = state.periods[segment.period - 1];
        if (!period) continue;
        period[goal.side]++;
        events.push({ at: goal.at, state: { periods: state.periods.map((p) => ({ ...p })) } });
        dangers.push(goal.at);
      }
      dangers.push(...poissonGoals(rng, segment, rateHome / 60, rateAway / 60).map((d) => d.at));
      return goals;
    };
    for (const segment of segments)
      if (segment.kind === 'play') score(segment, params.rateHome, params.rateAway, false);

    let end = at;
    const level = () => regulation(state).home === regulation(state).away;
    if (level()) {
      const overtime: Segment = {
        kind: 'play',
        period: 4,
        from: at + 180,
        to: at + 180 + OVERTIME_SECONDS,
        clockFrom: 3 * PERIOD_SECONDS,
        regularEnd: null,
        periodLength: OVERTIME_SECONDS,
      };
      segments.push({
        ...overtime,
        kind: 'break',
        period: 3,
        from: at,
        to: at + 180,
        clockFrom: 2 * PERIOD_SECONDS,
      });
      state.periods.push({ home: 0, away: 0 });
      const [decider] = score(
        overtime,
        params.rateHome * OVERTIME_BOOST,
        params.rateAway * OVERTIME_BOOST,
        true,
      );
      overtime.to = decider ? decider.at : overtime.to;
      segments.push(overtime);
      end = overtime.to;
      if (!decider) {
        const shootout: Segment = {
          kind: 'play',
          period: 5,
          from: end + 60,
          to: end + 300,
          clockFrom: 3 * PERIOD_SECONDS + OVERTIME_SECONDS,
          regularEnd: null,
          periodLength: null,
        };
        segments.push({ ...overtime, kind: 'break', from: end, to: end + 60 });
        segments.push(shootout);
        const winner = rng.chance(params.shootoutHome) ? 'home' : 'away';
        state.periods.push({ home: winner === 'home' ? 1 : 0, away: winner === 'away' ? 1 : 0 });
        events.push({ at: shootout.to - 1, state: { periods: state.periods.map((p) => ({ ...p })) } });
        dangers.push(shootout.from + 1);
        end = shootout.to;
      }
    }
    dangers.sort((a, b) => a - b);
    return { segments, events, dangers, end };
  },

  initial() {
    return { periods: blank() };
  },

  quote(params, state, progress) {
    return hockeyQuotes(params, state, progress);
  },

  settle(params, state) {
    return hockeyResults(params, state);
  },

  view(state, progress): ScoreView {
    const shown = !progress.started
      ? 0
      : progress.ended
        ? state.periods.length
        : Math.min(progress.period, 5);
    const periods: FeedPeriodScore[] = [];
    for (let i = 0; i < shown; i++) {
      const p = state.periods[i] ?? { home: 0, away: 0 };
      const n = i + 1;
      periods.push(
        periodScore(
          n <= 3
            ? { kind: 'period', n, number: n }
            : n === 4
              ? { kind: 'overtime', number: n, type: 'overtime' }
              : { kind: 'penalties', number: n, type: 'penalties' },
          p.home,
          p.away,
        ),
      );
    }
    const total = totalOf(state);
    const winner =
      progress.ended && total.home !== total.away ? (total.home > total.away ? 'home' : 'away') : null;
    return { total, periods, gameScore: null, server: null, innings: null, winner };
  },

  impose(_params, state, progress, final: FinalScore) {
    checkGoals(final);
    if (final.home === final.away) {
      throw invalid('ice hockey has no draws: give the total including the overtime or shoot-out goal');
    }
    if (final.periods) {
      const periods = final.periods.map((p) => ({ home: p.home, away: p.away }));
      const sum = totalOf({ periods });
      if (periods.length < 3 || periods.length > 5 || sum.home !== final.home || sum.away !== final.away) {
        throw invalid('give three to five periods that add up to the final score');
      }
      const reg = regulation({ periods });
      const extra = periods.slice(3);
      if (extra.length > 0 && reg.home !== reg.away) {
        throw invalid('overtime is only played after a level game');
      }
      const decisive = (p: { home: number; away: number }) => p.home + p.away === 1;
      const [ot, so] = extra;
      if (ot && !so && !decisive(ot)) throw invalid('overtime ends with one goal');
      if (ot && so && (ot.home + ot.away !== 0 || !decisive(so))) {
        throw invalid('a shoot-out follows a goalless overtime');
      }
      return { periods };
    }
    const periods = fillPeriods(state.periods, 3, progress.period, final);
    return { periods };
  },
};
