/**
 * The match preview's statistics (issue 17, ADR 031): form, head-to-head and the tournament's table, made up by
 * the simulator as a pure function of the tournament and its field. Every match of a tournament reads the same
 * made-up season, so a team's form, its meetings and its row in the table agree wherever they overlap.
 */

import { hash32, Rng } from '../simulator/prng';

export interface PreviewTeam {
  id: string;
  name: string;
}

export interface PreviewInput {
  /** The tournament's id (its URN): the season is drawn from it. */
  tournamentId: string;
  sportKey: string;
  /** The tournament's competitors; home and away are added when missing. */
  field: readonly PreviewTeam[];
  home: PreviewTeam;
  away: PreviewTeam;
}

/** A finished game of the made-up history; season 0 is the current one, -1 the one before. */
export interface PastGame {
  season: number;
  round: number;
  home: PreviewTeam;
  away: PreviewTeam;
  score: { home: number; away: number };
}

export type FormResult = 'W' | 'D' | 'L';

export interface FormEntry {
  game: PastGame;
  venue: 'home' | 'away';
  result: FormResult;
}

export interface StandingsRow {
  position: number;
  team: PreviewTeam;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  points: number;
}

/** How many of a team's latest results the form shows, and how many meetings the head-to-head shows. */
export const FORM_LENGTH = 5;
export const H2H_LENGTH = 5;
/** Seasons before the current one kept for meetings. */
const PAST_SEASONS = 2;

interface Scoring {
  /** Lowest and highest score of one side. */
  min: number;
  max: number;
  draws: boolean;
}

// Scores by sport, so a preview reads like the sport's results; sports not named here score like football.
const SCORING: Readonly<Record<string, Scoring>> = {
  football: { min: 0, max: 4, draws: true },
  'ice-hockey': { min: 0, max: 6, draws: false },
  basketball: { min: 78, max: 118, draws: false },
  tennis: { min: 0, max: 2, draws: false },
  cricket: { min: 120, max: 210, draws: false },
  cs2: { min: 0, max: 2, draws: false },
  dota2: { min: 0, max: 2, draws: false },
  lol: { min: 0, max: 2, draws: false },
};

function scoringOf(sportKey: string): Scoring {
  return SCORING[sportKey] ?? { min: 0, max: 4, draws: true };
}

/** The tournament's field: its competitors and the match's, once each, ordered by id. */
function fieldOf(input: PreviewInput): PreviewTeam[] {
  const byId = new Map<string, PreviewTeam>();
  for (const team of [...input.field, input.home, input.away]) byId.set(team.id, team);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Double round robin by the circle method: each pair meets once at each venue. */
function roundRobin(teams: readonly PreviewTeam[]): [PreviewTeam, PreviewTeam][][] {
  const slots: (PreviewTeam | null)[] = [...teams];
  if (slots.length % 2 === 1) slots.push(null);
  const n = slots.length;
  const firstHalf: [PreviewTeam, PreviewTeam][][] = [];
  for (let round = 0; round < n - 1; round++) {
    const pairs: [PreviewTeam, PreviewTeam][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = slots[i];
      const b = slots[n - 1 - i];
      if (!a || !b) continue;
      // Alternate venues so no team is always at home.
      pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    firstHalf.push(pairs);
    // Rotate every slot but the first.
    const last = slots.pop() ?? null;
    slots.splice(1, 0, last);
  }
  const secondHalf = firstHalf.map((pairs) => pairs.map(([a, b]): [PreviewTeam, PreviewTeam] => [b, a]));
  return [...firstHalf, ...secondHalf];
}

function drawScore(scoring: Scoring, ...key: (string | number)[]): { home: number; away: number } {
  const rng = Rng.of(...key);
  const home = rng.int(scoring.min, scoring.max);
  let away = rng.int(scoring.min, scoring.max);
  if (!scoring.draws && home === away) {
    // A sport without draws settles it: one side wins by one (a set, a map, an overtime goal).
    if (rng.chance(0.5) || home === scoring.min) return { home: home + 1, away };
    away = home - 1;
  }
  return { home, away };
}

/** How many rounds of the current season have been played: between a third and all but the last two. */
function playedRounds(tournamentId: string, rounds: number): number {
  const least = Math.max(1, Math.floor(rounds / 3));
  const most = Math.max(least, rounds - 2);
  return least + (hash32(tournamentId, 'played-rounds') % (most - least + 1));
}

/** The current season's games played so far, oldest first. */
export function currentSeason(input: PreviewInput): PastGame[] {
  const scoring = scoringOf(input.sportKey);
  const schedule = roundRobin(fieldOf(input));
  const played = playedRounds(input.tournamentId, schedule.length);
  return schedule.slice(0, played).flatMap((pairs, index) =>
    pairs.map(([home, away]) => ({
      season: 0,
      round: index + 1,
      home,
      away,
      score: drawScore(scoring, input.tournamentId, 'season', 0, home.id, away.id),
    })),
  );
}

function resultFor(game: PastGame, teamId: string): FormResult {
  const own = game.home.id === teamId ? game.score.home : game.score.away;
  const other = game.home.id === teamId ? game.score.away : game.score.home;
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

/** A team's latest results, newest first. */
export function formOf(season: readonly PastGame[], teamId: string): FormEntry[] {
  return season
    .filter((game) => game.home.id === teamId || game.away.id === teamId)
    .slice(-FORM_LENGTH)
    .reverse()
    .map((game) => ({
      game,
      venue: game.home.id === teamId ? 'home' : 'away',
      result: resultFor(game, teamId),
    }));
}

/**
 * The latest meetings of the match's two teams, newest first: this season's (the same games their form shows)
 * and both legs of each of the seasons before.
 */
export function headToHead(input: PreviewInput, season: readonly PastGame[]): PastGame[] {
  const scoring = scoringOf(input.sportKey);
  const pair = new Set([input.home.id, input.away.id]);
  const earlier: PastGame[] = [];
  for (let past = -PAST_SEASONS; past < 0; past++) {
    // Before this season the teams met once at each venue; which came first is drawn per season.
    const homeFirst =
      hash32(input.tournamentId, 'season', past, 'order', [...pair].sort().join('|')) % 2 === 0;
    const legs = homeFirst ? [input.home, input.away] : [input.away, input.home];
    legs.forEach((host, leg) => {
      const guest = host.id === input.home.id ? input.away : input.home;
      earlier.push({
        season: past,
        round: leg + 1,
        home: host,
        away: guest,
        score: drawScore(scoring, input.tournamentId, 'season', past, host.id, guest.id),
      });
    });
  }
  const thisSeason = season.filter((game) => pair.has(game.home.id) && pair.has(game.away.id));
  return [...earlier, ...thisSeason].slice(-H2H_LENGTH).reverse();
}

/** The tournament's table after the games played: points (3 a win, 1 a draw), then goal difference, goals, name. */
export function standingsOf(input: PreviewInput, season: readonly PastGame[]): StandingsRow[] {
  const rows = new Map<string, StandingsRow>(
    fieldOf(input).map((team) => [
      team.id,
      { position: 0, team, played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, points: 0 },
    ]),
  );
  for (const game of season) {
    for (const side of [game.home, game.away]) {
      const row = rows.get(side.id);
      if (!row) continue;
      const atHome = side.id === game.home.id;
      const result = resultFor(game, side.id);
      row.played++;
      row.scored += atHome ? game.score.home : game.score.away;
      row.conceded += atHome ? game.score.away : game.score.home;
      if (result === 'W') row.won++;
      else if (result === 'D') row.drawn++;
      else row.lost++;
      row.points = 3 * row.won + row.drawn;
    }
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.scored - b.conceded - (a.scored - a.conceded) ||
        b.scored - a.scored ||
        a.team.name.localeCompare(b.team.name, 'en'),
    )
    .map((row, index) => ({ ...row, position: index + 1 }));
}

export interface MatchPreview {
  form: { home: FormEntry[]; away: FormEntry[] };
  h2h: PastGame[];
  standings: StandingsRow[];
}

/** The whole preview of one match. */
export function matchPreview(input: PreviewInput): MatchPreview {
  const season = currentSeason(input);
  return {
    form: { home: formOf(season, input.home.id), away: formOf(season, input.away.id) },
    h2h: headToHead(input, season),
    standings: standingsOf(input, season),
  };
}
