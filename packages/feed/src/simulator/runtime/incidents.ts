/**
 * A match's tracker incidents, planned once from its script and its own seed. Scoring incidents are the script's
 * score changes (so the tracker and the score never disagree); for open-play sports the play between them is
 * drawn from a separate random stream (`Rng.of(seed, 'incidents')`), so adding it changes no script or price.
 */

import type { FeedIncident, IncidentKind, Side } from '../../types';
import type { Rng } from '../prng';
import type { MatchScript, ScoreView, Segment } from '../sports/engine';
import { progressAt } from './timeline';

/** An incident on the match's elapsed-time axis (seconds since kick-off). */
export interface PlannedIncident {
  e: number;
  incident: FeedIncident;
}

/** What each sport's scoring incident is called; cricket's wickets are found from the innings. */
const SCORING_KIND: Record<string, IncidentKind> = {
  football: 'goal',
  'ice-hockey': 'goal',
  basketball: 'basket',
  tennis: 'point',
  cricket: 'runs',
  cs2: 'round',
  dota2: 'kill',
  lol: 'kill',
};

/** Open play per match second of each kind, with the share of attacks that turn dangerous and shoot. */
interface OpenPlay {
  attack: number;
  dangerous: number;
  shot: number;
  corner: number;
  cards: number;
  /** A card, or a two-minute penalty in ice hockey. */
  card: IncidentKind;
  red: number;
}

const OPEN_PLAY: Record<string, OpenPlay> = {
  // About 110 attacks, 10 corners and 4 cards a match.
  football: {
    attack: 110 / 5400,
    dangerous: 0.45,
    shot: 0.4,
    corner: 10 / 5400,
    cards: 4 / 5400,
    card: 'yellow_card',
    red: 0.06,
  },
  // About 70 attacks and 8 minor penalties in 60 minutes.
  'ice-hockey': {
    attack: 70 / 3600,
    dangerous: 0.5,
    shot: 0.7,
    corner: 0,
    cards: 8 / 3600,
    card: 'penalty',
    red: 0,
  },
};

/** One number per side that grows with every scoring unit, so the side whose number grew more scored. */
function tally(view: ScoreView, side: Side): number {
  const periods = view.periods.reduce((sum, p) => sum + p[side], 0);
  return view.total[side] * 10_000 + periods * 100 + gamePoints(view.gameScore?.[side]);
}

const GAME_POINTS: Record<string, number> = { '0': 0, '15': 1, '30': 2, '40': 3, A: 4 };
function gamePoints(value: string | undefined): number {
  if (value === undefined) return 0;
  return GAME_POINTS[value] ?? (Number.parseInt(value, 10) || 0);
}

interface Reading {
  view(index: number): ScoreView;
  clock(e: number): { period: number; matchTime: number | null };
}

export function planIncidents<S>(
  sportKey: string,
  script: MatchScript<S>,
  reading: Reading,
  tilt: number,
  rng: Rng,
): PlannedIncident[] {
  const scoring = scoringIncidents(sportKey, script, reading);
  const play = OPEN_PLAY[sportKey];
  const open = play ? openPlay(play, script.segments, script.end, scoring, tilt, rng) : [];
  const all = [...scoring, ...open].sort((a, b) => a.e - b.e || a.order - b.order);
  let score = { home: 0, away: 0 };
  return all.map((item, seq) => {
    if (item.score) score = item.score;
    const { period, matchTime } = reading.clock(item.e);
    return {
      e: item.e,
      incident: {
        seq,
        kind: item.kind,
        side: item.side,
        period,
        match_time: matchTime,
        points: item.points,
        score,
        server: item.server,
      },
    };
  });
}

interface Draft {
  e: number;
  /** Ties on the same second: the build-up first, the score last. */
  order: number;
  kind: IncidentKind;
  side: Side;
  points: number;
  score: { home: number; away: number } | null;
  server: Side | null;
}

function scoringIncidents<S>(sportKey: string, script: MatchScript<S>, reading: Reading): Draft[] {
  const kind = SCORING_KIND[sportKey] ?? 'point';
  const drafts: Draft[] = [];
  let before = reading.view(-1);
  script.events.forEach((event, index) => {
    const after = reading.view(index);
    const home = tally(after, 'home') - tally(before, 'home');
    const away = tally(after, 'away') - tally(before, 'away');
    const wicket = wicketSide(before, after);
    if (wicket) {
      drafts.push({
        e: event.at,
        order: 2,
        kind: 'wicket',
        side: wicket,
        points: 0,
        score: after.total,
        server: null,
      });
    } else if (home !== 0 || away !== 0) {
      const side: Side = home >= away ? 'home' : 'away';
      const points = Math.max(0, after.total[side] - before.total[side]);
      drafts.push({ e: event.at, order: 2, kind, side, points, score: after.total, server: after.server });
    }
    before = after;
  });
  return drafts;
}

/** Cricket: the batting side lost a wicket. */
function wicketSide(before: ScoreView, after: ScoreView): Side | null {
  if (!before.innings || !after.innings) return null;
  for (const side of ['home', 'away'] as const) {
    if (after.innings.wickets[side] > before.innings.wickets[side]) return side;
  }
  return null;
}

function openPlay(
  play: OpenPlay,
  segments: readonly Segment[],
  end: number,
  scoring: readonly Draft[],
  tilt: number,
  rng: Rng,
): Draft[] {
  const drafts: Draft[] = [];
  const draft = (e: number, kind: IncidentKind, side: Side): Draft => ({
    e,
    order: 1,
    kind,
    side,
    points: 0,
    score: null,
    server: null,
  });
  const sideOf = () => (rng.chance(tilt) ? 'home' : 'away');
  for (const segment of segments) {
    if (segment.kind !== 'play') continue;
    const to = Math.min(segment.to, end);
    for (const e of arrivals(rng, segment.from, to, play.attack)) {
      const side = sideOf();
      drafts.push(draft(e, 'attack', side));
      if (!rng.chance(play.dangerous)) continue;
      const danger = Math.min(e + rng.int(3, 12), to - 1e-3);
      drafts.push(draft(danger, 'dangerous_attack', side));
      if (rng.chance(play.shot))
        drafts.push(draft(Math.min(danger + rng.int(1, 4), to - 1e-3), 'shot', side));
    }
    for (const e of arrivals(rng, segment.from, to, play.corner)) drafts.push(draft(e, 'corner', sideOf()));
    for (const e of arrivals(rng, segment.from, to, play.cards)) {
      const red = play.red > 0 && rng.chance(play.red);
      drafts.push(draft(e, red ? 'red_card' : play.card, sideOf()));
    }
  }
  // Every goal comes out of its side's dangerous attack and a shot.
  for (const goal of scoring) {
    drafts.push(draft(Math.max(goal.e - rng.int(6, 15), 0), 'dangerous_attack', goal.side));
    drafts.push({ ...draft(goal.e, 'shot', goal.side), order: 1 });
  }
  return drafts;
}

/** Poisson arrival times in [from, to) at `rate` per second. */
function arrivals(rng: Rng, from: number, to: number, rate: number): number[] {
  const out: number[] = [];
  if (rate <= 0) return out;
  let at = from;
  for (;;) {
    at += rng.exponential(rate);
    if (at >= to) return out;
    out.push(at);
  }
}

/** The clock reading of a script at elapsed second e, for an incident. */
export function incidentClock<S>(
  script: MatchScript<S>,
  mode: 'up' | 'down' | 'none',
): (e: number) => { period: number; matchTime: number | null } {
  return (e) => {
    const progress = progressAt(script, e);
    return {
      period: Math.max(progress.period, 1),
      matchTime: mode === 'none' ? null : Math.floor(progress.clock),
    };
  };
}
