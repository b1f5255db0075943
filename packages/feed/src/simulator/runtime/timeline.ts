/** Reading a match script at a moment of its elapsed-time axis: progress, clock, suspensions, moments. */

import type { FeedClock } from '../../types';
import type { MatchScript, Progress, Segment } from '../sports/engine';

export const NOT_STARTED: Progress = {
  started: false,
  ended: false,
  period: 0,
  inBreak: false,
  clock: 0,
  segment: -1,
};

function clockAtEndOf(segment: Segment): number {
  return segment.clockFrom + (segment.to - segment.from);
}

/** The clock reading during a segment: play segments run it, breaks hold the previous period's final reading. */
function clockIn(segments: readonly Segment[], index: number, e: number): number {
  const segment = segments[index];
  if (!segment) return 0;
  if (segment.kind === 'play') return segment.clockFrom + Math.max(0, Math.min(e, segment.to) - segment.from);
  for (let i = index - 1; i >= 0; i--) {
    const previous = segments[i];
    if (previous?.kind === 'play') return clockAtEndOf(previous);
  }
  return 0;
}

export function progressAt<S>(script: MatchScript<S>, e: number): Progress {
  if (e < 0) return NOT_STARTED;
  const segments = script.segments;
  if (e >= script.end) {
    let index = segments.length - 1;
    while (index > 0 && (segments[index]?.from ?? 0) >= script.end) index--;
    const segment = segments[index];
    return {
      started: true,
      ended: true,
      period: segment?.period ?? 0,
      inBreak: false,
      clock: clockIn(segments, index, script.end),
      segment: index,
    };
  }
  let index = 0;
  while (index < segments.length - 1 && (segments[index]?.to ?? 0) <= e) index++;
  const segment = segments[index];
  return {
    started: true,
    ended: false,
    period: segment?.period ?? 1,
    inBreak: segment?.kind === 'break',
    clock: clockIn(segments, index, e),
    segment: index,
  };
}

/** How many scripted events have happened by e (events at exactly e included). */
export function eventsBy<S>(script: MatchScript<S>, e: number): number {
  let lo = 0;
  let hi = script.events.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((script.events[mid]?.at ?? 0) <= e) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function clockAt<S>(
  script: MatchScript<S>,
  progress: Progress,
  mode: 'up' | 'down' | 'none',
  maxPeriods: number,
  at: number,
  rate: number,
): FeedClock | null {
  if (mode === 'none' || !progress.started) return null;
  const segment = script.segments[progress.segment];
  if (!segment) return null;
  const clock = progress.clock;
  const regularEnd = segment.regularEnd;
  const inStoppage = regularEnd !== null && clock > regularEnd;
  const scheduled = segment.kind === 'play' ? segment.to - segment.from : 0;
  const announced =
    regularEnd !== null && clock >= regularEnd - 60 && segment.kind === 'play'
      ? Math.round((scheduled - (regularEnd - segment.clockFrom)) / 60)
      : null;
  const periodEnd = segment.periodLength === null ? null : segment.clockFrom + segment.periodLength;
  const regulation = segment.periodLength === null ? null : segment.periodLength * maxPeriods;
  return {
    match_time: regularEnd !== null ? Math.min(clock, regularEnd) : clock,
    stoppage_time: inStoppage && regularEnd !== null ? clock - regularEnd : null,
    stoppage_time_announced: announced,
    remaining_time: mode === 'down' && regulation !== null ? Math.max(0, regulation - clock) : null,
    remaining_time_in_period: mode === 'down' && periodEnd !== null ? Math.max(0, periodEnd - clock) : null,
    stopped: progress.inBreak || progress.ended,
    updated_at: at,
    rate,
  };
}

export type Window = readonly [number, number];

/** Suspension windows around danger moments, merged, clipped to the match (a bet stop needs a live match). */
export function windowsOf(dangers: readonly number[], before: number, after: number, end: number): Window[] {
  const windows: [number, number][] = [];
  for (const d of dangers) {
    const from = Math.max(d - before, 1e-3);
    const to = Math.min(d + after, end);
    if (from >= to) continue;
    const last = windows[windows.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else windows.push([from, to]);
  }
  return windows;
}

export function inWindow(windows: readonly Window[], e: number): boolean {
  for (const [from, to] of windows) {
    if (e < from) return false;
    if (e < to) return true;
  }
  return false;
}

export type MomentKind = 'segment' | 'event' | 'stop' | 'reopen' | 'end';
const ORDER: Record<MomentKind, number> = { segment: 0, event: 1, stop: 2, reopen: 3, end: 4 };

export interface Moment {
  e: number;
  kind: MomentKind;
  /** For events: the index of the scripted event. */
  index: number;
}

/** Everything that happens in (lo, hi], in order. */
export function momentsBetween<S>(
  script: MatchScript<S>,
  windows: readonly Window[],
  lo: number,
  hi: number,
): Moment[] {
  const moments: Moment[] = [];
  const inRange = (e: number) => e > lo && e <= hi;
  script.segments.forEach((segment, index) => {
    if (index > 0 && segment.from < script.end && inRange(segment.from)) {
      moments.push({ e: segment.from, kind: 'segment', index });
    }
  });
  script.events.forEach((event, index) => {
    if (inRange(event.at)) moments.push({ e: event.at, kind: 'event', index });
  });
  for (const [from, to] of windows) {
    if (inRange(from)) moments.push({ e: from, kind: 'stop', index: -1 });
    if (inRange(to) && to < script.end) moments.push({ e: to, kind: 'reopen', index: -1 });
  }
  if (inRange(script.end)) moments.push({ e: script.end, kind: 'end', index: -1 });
  return moments.sort((a, b) => a.e - b.e || ORDER[a.kind] - ORDER[b.kind]);
}
