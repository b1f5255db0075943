/** Tennis scoring: the state of a match and how a point changes it. */

import type { Side } from '../../types';
import { otherSide } from './engine';
import { type FreshSets, isSetOver, type MatchOutlook, tiebreakServer } from './tennis-model';

export interface TennisParams {
  serveHome: number;
  serveAway: number;
  fresh: FreshSets;
  prematch: MatchOutlook;
  totals: number[];
  handicaps: number[];
  setLine: number;
}

export interface TennisState {
  sets: { home: number; away: number }[];
  games: { home: number; away: number };
  points: { home: number; away: number };
  /** Serves the current game; in a tie-break, served its first point. */
  server: Side;
  tiebreak: boolean;
  winner: Side | null;
}

export const SET_LINE = 9.5;

export function setsWon(state: TennisState): { home: number; away: number } {
  return {
    home: state.sets.filter((s) => s.home > s.away).length,
    away: state.sets.filter((s) => s.away > s.home).length,
  };
}

export function pointServer(state: TennisState): Side {
  return state.tiebreak ? tiebreakServer(state.server, state.points.home + state.points.away) : state.server;
}

function copy(state: TennisState): TennisState {
  return {
    ...state,
    sets: state.sets.map((s) => ({ ...s })),
    games: { ...state.games },
    points: { ...state.points },
  };
}

/** The state after `winner` takes a point. */
export function playPoint(state: TennisState, winner: Side): TennisState {
  const next = copy(state);
  next.points[winner]++;
  const { home, away } = next.points;
  const target = next.tiebreak ? 7 : 4;
  if (Math.max(home, away) < target || Math.abs(home - away) < 2) return next;
  next.games[winner]++;
  next.points = { home: 0, away: 0 };
  next.server = otherSide(next.server);
  next.tiebreak = false;
  if (isSetOver(next.games.home, next.games.away)) {
    next.sets.push(next.games);
    next.games = { home: 0, away: 0 };
    const won = setsWon(next);
    if (won.home === 2 || won.away === 2) next.winner = won.home === 2 ? 'home' : 'away';
  } else if (next.games.home === 6 && next.games.away === 6) {
    next.tiebreak = true;
  }
  return next;
}

const POINT_NAMES = ['0', '15', '30', '40'] as const;

export function gameScore(state: TennisState): { home: string; away: string } {
  const { home, away } = state.points;
  if (state.tiebreak) return { home: String(home), away: String(away) };
  if (home >= 3 && away >= 3) {
    if (home === away) return { home: '40', away: '40' };
    return home > away ? { home: 'A', away: '40' } : { home: '40', away: 'A' };
  }
  return { home: POINT_NAMES[home] ?? '40', away: POINT_NAMES[away] ?? '40' };
}
