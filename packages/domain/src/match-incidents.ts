/**
 * What a match tracker shows (issue 17, ADR 031): scoring (goal, point, basket, run, wicket, round, kill) and,
 * for open-play sports, the play around it (attacks, dangerous attacks, shots, corners, cards, penalties). The one
 * list the feed emits, the database checks, the API describes and the web draws; the web's words for each are in
 * its catalogues.
 */
export const INCIDENT_KINDS = [
  'attack',
  'dangerous_attack',
  'shot',
  'corner',
  'yellow_card',
  'red_card',
  'penalty',
  'goal',
  'point',
  'basket',
  'runs',
  'wicket',
  'round',
  'kill',
] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** Incidents that change the score: the tracker marks them. */
export const SCORING_INCIDENTS: ReadonlySet<IncidentKind> = new Set([
  'goal',
  'point',
  'basket',
  'runs',
  'round',
  'kill',
]);

/** How many of a match's latest incidents the server keeps and a late page is shown. */
export const TIMELINE_LENGTH = 40;
