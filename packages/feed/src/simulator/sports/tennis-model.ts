/**
 * Tennis as a chain of points: each side wins a point on its own serve with a fixed probability. From any score
 * this gives exact probabilities of holding serve, winning the tie-break, each final set score, and (enumerating
 * the sets of a best-of-three) the match, correct score, total games and game margin.
 */

import type { Side } from '../../types';

/** P(the server wins the game) from a points score (server first). */
export function holdFrom(p: number, server: number, receiver: number): number {
  if (server >= 4 && server - receiver >= 2) return 1;
  if (receiver >= 4 && receiver - server >= 2) return 0;
  const q = 1 - p;
  if (server >= 3 && receiver >= 3) {
    const deuce = (p * p) / (p * p + q * q);
    const lead = server - receiver;
    return lead === 0 ? deuce : lead > 0 ? p + q * deuce : p * deuce;
  }
  return p * holdFrom(p, server + 1, receiver) + q * holdFrom(p, server, receiver + 1);
}

/** Who serves point n (0-based) of a tie-break: the first server once, then two each. */
export function tiebreakServer(first: Side, pointsPlayed: number): Side {
  const firstServes = Math.floor((pointsPlayed + 1) / 2) % 2 === 0;
  return firstServes ? first : first === 'home' ? 'away' : 'home';
}

/** P(home wins the tie-break) from a points score. */
export function tiebreakFrom(
  serveHome: number,
  serveAway: number,
  home: number,
  away: number,
  first: Side,
): number {
  const winsPoint = (n: number) => (tiebreakServer(first, n) === 'home' ? serveHome : 1 - serveAway);
  // From a level score with both on 6+, each pair of points is served once by each: a closed form.
  const level = (serveHome * (1 - serveAway)) / (serveHome * (1 - serveAway) + (1 - serveHome) * serveAway);
  const memo = new Map<string, number>();
  const from = (h: number, a: number): number => {
    if (h >= 7 && h - a >= 2) return 1;
    if (a >= 7 && a - h >= 2) return 0;
    if (h >= 6 && a >= 6) {
      if (h === a) return level;
      const w = winsPoint(h + a);
      return h > a ? w + (1 - w) * level : w * level;
    }
    const key = `${h}:${a}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const w = winsPoint(h + a);
    const value = w * from(h + 1, a) + (1 - w) * from(h, a + 1);
    memo.set(key, value);
    return value;
  };
  return from(home, away);
}

export interface SetScore {
  home: number;
  away: number;
  p: number;
}

export interface ServeStrength {
  home: number;
  away: number;
}

function other(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

/** Who serves the game after `games` games of a set that `first` opened. */
export function serverAfter(first: Side, games: number): Side {
  return games % 2 === 0 ? first : other(first);
}

export function isSetOver(home: number, away: number): boolean {
  const top = Math.max(home, away);
  const gap = Math.abs(home - away);
  return (top >= 6 && gap >= 2) || top === 7;
}

/**
 * Final set scores from a games score, given P(home wins the game being played now) and who opened the set.
 */
export function setOutcomes(
  serve: ServeStrength,
  games: { home: number; away: number },
  first: Side,
  homeWinsCurrent: number,
): SetScore[] {
  const holdHome = holdFrom(serve.home, 0, 0);
  const holdAway = holdFrom(serve.away, 0, 0);
  const gameWin = (h: number, a: number): number => {
    if (h === 6 && a === 6) return tiebreakFrom(serve.home, serve.away, 0, 0, serverAfter(first, 12));
    return serverAfter(first, h + a) === 'home' ? holdHome : 1 - holdAway;
  };
  const reach = new Map<string, number>([[`${games.home}:${games.away}`, 1]]);
  const finals: SetScore[] = [];
  for (let total = games.home + games.away; total <= 13; total++) {
    for (let h = 0; h <= total; h++) {
      const a = total - h;
      const p = reach.get(`${h}:${a}`);
      if (p === undefined || p === 0) continue;
      if (isSetOver(h, a)) {
        finals.push({ home: h, away: a, p });
        continue;
      }
      const w = total === games.home + games.away ? homeWinsCurrent : gameWin(h, a);
      reach.set(`${h + 1}:${a}`, (reach.get(`${h + 1}:${a}`) ?? 0) + p * w);
      reach.set(`${h}:${a + 1}`, (reach.get(`${h}:${a + 1}`) ?? 0) + p * (1 - w));
    }
  }
  return finals;
}

export interface MatchOutlook {
  homeWins: number;
  /** '2:0', '2:1', '1:2', '0:2' -> probability. */
  correct: Map<string, number>;
  /** Per set (index 0-2): P(played), P(played and home wins it), P(played and more games than the line). */
  sets: { played: number; home: number; over: number }[];
  totalGames: Map<number, number>;
  gameMargin: Map<number, number>;
}

export interface MatchPosition {
  /** Completed sets' games. */
  sets: readonly { home: number; away: number }[];
  /** The set in play: its games, who opened it, and P(home wins the game in progress). */
  current: { games: { home: number; away: number }; first: Side; homeWinsCurrent: number } | null;
  /** Who opens the next set when no set is in play. */
  nextFirst: Side;
}

const SETS_TO_WIN = 2;
const MAX_GAMES = 40;
const CORRECT_KEYS = ['2:0', '2:1', '1:2', '0:2'] as const;

/** Outcomes of a set from 0-0 for each opening server: they recur in every quote, so params keep them. */
export interface FreshSets {
  home: SetScore[];
  away: SetScore[];
}

export function freshSets(serve: ServeStrength): FreshSets {
  return {
    home: setOutcomes(serve, { home: 0, away: 0 }, 'home', holdFrom(serve.home, 0, 0)),
    away: setOutcomes(serve, { home: 0, away: 0 }, 'away', 1 - holdFrom(serve.away, 0, 0)),
  };
}

export function matchOutlook(
  serve: ServeStrength,
  fresh: FreshSets,
  position: MatchPosition,
  setLine: number,
): MatchOutlook {
  const correct = [0, 0, 0, 0];
  const sets = [0, 1, 2].map(() => ({ played: 0, home: 0, over: 0 }));
  const totals = new Float64Array(MAX_GAMES);
  const margins = new Float64Array(2 * MAX_GAMES + 1);
  let homeWins = 0;

  // A path through the sets is carried in counters and bit masks (set i won by home / over the line).
  const walk = (
    home: number,
    away: number,
    count: number,
    homeMask: number,
    overMask: number,
    games: number,
    margin: number,
    p: number,
    outcomes: readonly SetScore[],
    first: Side,
  ): void => {
    if (home === SETS_TO_WIN || away === SETS_TO_WIN) {
      if (home > away) homeWins += p;
      const index = home === 2 ? away : 3 - home;
      correct[index] = (correct[index] ?? 0) + p;
      for (let i = 0; i < count; i++) {
        const set = sets[i];
        if (!set) continue;
        set.played += p;
        if (homeMask & (1 << i)) set.home += p;
        if (overMask & (1 << i)) set.over += p;
      }
      const g = Math.min(games, MAX_GAMES - 1);
      const m = Math.max(0, Math.min(2 * MAX_GAMES, margin + MAX_GAMES));
      totals[g] = (totals[g] ?? 0) + p;
      margins[m] = (margins[m] ?? 0) + p;
      return;
    }
    for (const o of outcomes) {
      const homeWon = o.home > o.away;
      const played = o.home + o.away;
      const next = serverAfter(first, played);
      walk(
        home + (homeWon ? 1 : 0),
        away + (homeWon ? 0 : 1),
        count + 1,
        homeWon ? homeMask | (1 << count) : homeMask,
        played > setLine ? overMask | (1 << count) : overMask,
        games + played,
        margin + o.home - o.away,
        p * o.p,
        fresh[next],
        next,
      );
    }
  };

  let home = 0;
  let away = 0;
  let homeMask = 0;
  let overMask = 0;
  let games = 0;
  let margin = 0;
  position.sets.forEach((s, i) => {
    if (s.home > s.away) {
      home++;
      homeMask |= 1 << i;
    } else away++;
    if (s.home + s.away > setLine) overMask |= 1 << i;
    games += s.home + s.away;
    margin += s.home - s.away;
  });
  const count = position.sets.length;
  const current = position.current;
  if (current && home < SETS_TO_WIN && away < SETS_TO_WIN) {
    const outcomes = setOutcomes(serve, current.games, current.first, current.homeWinsCurrent);
    walk(home, away, count, homeMask, overMask, games, margin, 1, outcomes, current.first);
  } else {
    walk(
      home,
      away,
      count,
      homeMask,
      overMask,
      games,
      margin,
      1,
      fresh[position.nextFirst],
      position.nextFirst,
    );
  }
  const totalGames = new Map<number, number>();
  totals.forEach((p, g) => {
    if (p > 0) totalGames.set(g, p);
  });
  const gameMargin = new Map<number, number>();
  margins.forEach((p, m) => {
    if (p > 0) gameMargin.set(m - MAX_GAMES, p);
  });
  return {
    homeWins,
    correct: new Map(CORRECT_KEYS.map((k, i) => [k, correct[i] ?? 0])),
    sets,
    totalGames,
    gameMargin,
  };
}

/** Before the toss either side may serve first: the even mixture of both outlooks. */
export function prematchOutlook(serve: ServeStrength, fresh: FreshSets, setLine: number): MatchOutlook {
  const [a, b] = (['home', 'away'] as const).map((nextFirst) =>
    matchOutlook(serve, fresh, { sets: [], current: null, nextFirst }, setLine),
  );
  if (!a || !b) throw new Error('no outlook');
  const mix = <K>(x: Map<K, number>, y: Map<K, number>) => {
    const out = new Map<K, number>();
    for (const [k, p] of x) out.set(k, p / 2);
    for (const [k, p] of y) out.set(k, (out.get(k) ?? 0) + p / 2);
    return out;
  };
  return {
    homeWins: (a.homeWins + b.homeWins) / 2,
    correct: mix(a.correct, b.correct),
    sets: a.sets.map((s, i) => {
      const t = b.sets[i] ?? s;
      return { played: (s.played + t.played) / 2, home: (s.home + t.home) / 2, over: (s.over + t.over) / 2 };
    }),
    totalGames: mix(a.totalGames, b.totalGames),
    gameMargin: mix(a.gameMargin, b.gameMargin),
  };
}
