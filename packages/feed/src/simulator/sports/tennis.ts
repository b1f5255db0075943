/**
 * Tennis, best of three sets with tie-breaks at 6-6, played point by point. Each side's chance of winning a point
 * on serve comes from the ratings; the same point model prices every market (see tennis-model).
 */

import type { FinalScore } from '../../adapter';
import type { FeedPeriodScore, Side } from '../../types';
import type { Rng } from '../prng';
import { type MatchScript, otherSide, type ScoreView, type Segment, type SportEngine } from './engine';
import { checkGoals, invalid } from './final-score';
import { periodScore } from './period-score';
import { tennisQuotes, tennisResults } from './tennis-markets';
import { freshSets, prematchOutlook } from './tennis-model';
import {
  gameScore,
  playPoint,
  pointServer,
  SET_LINE,
  setsWon,
  type TennisParams,
  type TennisState,
} from './tennis-state';

export const tennis: SportEngine<TennisParams, TennisState> = {
  clock: 'none',
  maxPeriods: 3,

  params(home, away) {
    const edge = 0.035 * (home - away);
    const serveHome = Math.min(0.78, Math.max(0.5, 0.63 + edge));
    const serveAway = Math.min(0.78, Math.max(0.5, 0.63 - edge));
    const serve = { home: serveHome, away: serveAway };
    const fresh = freshSets(serve);
    const prematch = prematchOutlook(serve, fresh, SET_LINE);
    const expected = { total: 0, margin: 0 };
    for (const [games, p] of prematch.totalGames) expected.total += games * p;
    for (const [margin, p] of prematch.gameMargin) expected.margin += margin * p;
    const total = Math.floor(expected.total) + 0.5;
    const hcp = Math.round(-expected.margin) + 0.5;
    return {
      serveHome,
      serveAway,
      fresh,
      prematch,
      totals: [-2, -1, 0, 1, 2].map((step) => total + step),
      handicaps: [-4, -2, 0, 2, 4].map((step) => hcp + step),
      setLine: SET_LINE,
    };
  },

  script(params, rng: Rng): MatchScript<TennisState> {
    let state = tennis.initial(params);
    state.server = rng.chance(0.5) ? 'home' : 'away';
    // The toss is known at the start: the state at kick-off says who serves.
    const events: MatchScript<TennisState>['events'] = [{ at: 0, state }];
    const segments: Segment[] = [];
    let at = 0;
    let setStart = 0;
    while (!state.winner) {
      const server = pointServer(state);
      const p = server === 'home' ? params.serveHome : params.serveAway;
      const before = state;
      state = playPoint(state, rng.chance(p) ? server : otherSide(server));
      at += rng.int(35, 55);
      events.push({ at, state });
      const setOver = state.sets.length > before.sets.length;
      const gameOver = setOver || state.games.home + state.games.away > before.games.home + before.games.away;
      if (setOver) {
        const play: Segment = {
          kind: 'play',
          period: state.sets.length,
          from: setStart,
          to: at + 1,
          clockFrom: 0,
          regularEnd: null,
          periodLength: null,
        };
        segments.push(play);
        if (!state.winner) {
          segments.push({ ...play, kind: 'break', from: at + 1, to: at + 120 });
          at += 120;
          setStart = at;
        }
      } else if (gameOver) {
        // Players change ends after odd games, with a rest.
        at += (state.games.home + state.games.away) % 2 === 1 ? 90 : 20;
      }
    }
    return { segments, events, dangers: [], end: at + 1 };
  },

  initial() {
    return {
      sets: [],
      games: { home: 0, away: 0 },
      points: { home: 0, away: 0 },
      server: 'home',
      tiebreak: false,
      winner: null,
    };
  },

  quote(params, state, progress) {
    return tennisQuotes(params, state, progress);
  },

  settle(params, state) {
    return tennisResults(params, state);
  },

  view(state, progress): ScoreView {
    const periods: FeedPeriodScore[] = state.sets.map((s, i) => setScore(i + 1, s));
    if (progress.started && !state.winner) periods.push(setScore(state.sets.length + 1, state.games));
    return {
      total: setsWon(state),
      periods,
      gameScore: progress.started && !state.winner ? gameScore(state) : null,
      server: progress.started && !state.winner ? pointServer(state) : null,
      innings: null,
      winner: state.winner,
    };
  },

  impose(_params, state, _progress, final: FinalScore) {
    checkGoals(final);
    const valid = [
      [2, 0],
      [2, 1],
      [1, 2],
      [0, 2],
    ].some(([h, a]) => h === final.home && a === final.away);
    if (!valid) throw invalid('a best-of-three match ends 2:0, 2:1, 1:2 or 0:2 in sets');
    const winner: Side = final.home > final.away ? 'home' : 'away';
    const done = {
      ...state,
      games: { home: 0, away: 0 },
      points: { home: 0, away: 0 },
      tiebreak: false,
      winner,
    };
    if (final.periods) {
      const sets = final.periods.map((p) => ({ home: p.home, away: p.away }));
      if (!sets.every((set) => isValidSet(set.home, set.away))) {
        throw invalid('each set must be a finished set score (6-4, 7-5, 7-6 ...)');
      }
      const won = setsWon({ ...done, sets });
      const before = setsWon({ ...done, sets: sets.slice(0, -1) });
      if (won.home !== final.home || won.away !== final.away || before.home === 2 || before.away === 2) {
        throw invalid('the sets do not make that score');
      }
      return { ...done, sets };
    }
    // Keep the completed sets (of a match still running), then let each side win the sets it still needs 6-4,
    // the winner taking the last.
    const sets = state.winner ? [] : state.sets.map((s) => ({ ...s }));
    const have = setsWon({ ...done, sets });
    const needHome = final.home - have.home;
    const needAway = final.away - have.away;
    if (needHome < 0 || needAway < 0) throw invalid('the completed sets already exceed that score');
    const loser = winner === 'home' ? 'away' : 'home';
    const loserNeeds = loser === 'home' ? needHome : needAway;
    const winnerNeeds = winner === 'home' ? needHome : needAway;
    for (let i = 0; i < loserNeeds; i++)
      sets.push(loser === 'home' ? { home: 6, away: 4 } : { home: 4, away: 6 });
    for (let i = 0; i < winnerNeeds; i++)
      sets.push(winner === 'home' ? { home: 6, away: 4 } : { home: 4, away: 6 });
    if (winnerNeeds === 0) throw invalid('that winner has not won the last set');
    return { ...done, sets };
  },
};

function isValidSet(home: number, away: number): boolean {
  const top = Math.max(home, away);
  const low = Math.min(home, away);
  return (top === 6 && low <= 4) || (top === 7 && (low === 5 || low === 6));
}

function setScore(n: number, s: { home: number; away: number }): FeedPeriodScore {
  return periodScore({ kind: 'set', n, number: n }, s.home, s.away);
}
