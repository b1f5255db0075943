import type { Incident } from '@sportsbook/contracts/match-info';
import { type IncidentKind, SCORING_INCIDENTS, TIMELINE_LENGTH } from '@sportsbook/domain/match-incidents';

/**
 * Adds incidents that arrived live to the ones shown: by seq, so a repeated or late publication (a reconnect
 * replays history) neither doubles nor reorders them; only the latest TIMELINE_LENGTH are kept, as the server does.
 */
export function mergeIncidents(shown: readonly Incident[], arrived: readonly Incident[]): Incident[] {
  if (arrived.length === 0) return shown as Incident[];
  const bySeq = new Map(shown.map((incident) => [incident.seq, incident]));
  for (const incident of arrived) bySeq.set(incident.seq, incident);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq).slice(-TIMELINE_LENGTH);
}

/** Where the action is on a strip from the home goal (0) to the away goal (100), for the side that has it. */
const DEPTH: Record<IncidentKind, number> = {
  attack: 66,
  dangerous_attack: 84,
  shot: 93,
  corner: 98,
  goal: 97,
  penalty: 50,
  yellow_card: 50,
  red_card: 50,
  point: 75,
  basket: 92,
  runs: 70,
  wicket: 50,
  round: 75,
  kill: 75,
};

export function stripPosition(incident: Incident): number {
  const depth = DEPTH[incident.kind];
  return incident.side === 'home' ? depth : 100 - depth;
}

/** Moments a tracker shows as danger: near a goal, or scoring. */
export function isDanger(kind: IncidentKind): boolean {
  return kind === 'dangerous_attack' || kind === 'shot' || kind === 'corner' || SCORING_INCIDENTS.has(kind);
}

export const isScoring = (kind: IncidentKind) => SCORING_INCIDENTS.has(kind);

/** The minute a match clock shows for an incident (the 1st minute is 0:00-0:59); null without a clock. */
export function incidentMinute(incident: Incident): number | null {
  return incident.match_time === null ? null : Math.floor(incident.match_time / 60) + 1;
}
