/**
 * Outrights: for tournaments that have one, a rolling "who wins" event. Each runs for a fixed period (its end
 * date), is open for bets until then, and is settled at the end. A pure function of (seed, time) like matches.
 */

import { hash32 } from '../prng';
import type { Tournament, World } from './catalogue';
import { DAY } from './schedule';
import { urnPrefix } from './sports';

export const OUTRIGHT_PERIOD = 14 * DAY;

export interface OutrightSeed {
  urn: string;
  tournament: Tournament;
  /** Opens for bets. */
  start: number;
  /** Closes and settles. */
  end: number;
  seed: number;
}

function offsetOf(seed: number, tournament: Tournament): number {
  return hash32(seed, 'outright-offset', tournament.number) % OUTRIGHT_PERIOD;
}

function seedOf(worldSeed: number, tournament: Tournament, round: number): OutrightSeed {
  const start = round * OUTRIGHT_PERIOD + offsetOf(worldSeed, tournament);
  return {
    urn: `${urnPrefix(tournament.sport.provider)}:outright:${tournament.number * 100_000 + (round % 100_000)}`,
    tournament,
    start,
    end: start + OUTRIGHT_PERIOD,
    seed: hash32(worldSeed, 'outright', tournament.number, round),
  };
}

function roundAt(worldSeed: number, tournament: Tournament, t: number): number {
  return Math.floor((t - offsetOf(worldSeed, tournament)) / OUTRIGHT_PERIOD);
}

/** Outrights open at `t`, or ended no longer than `retention` before it. */
export function outrightsAt(world: World, worldSeed: number, t: number, retention: number): OutrightSeed[] {
  const found: OutrightSeed[] = [];
  for (const tournament of world.tournaments) {
    if (!tournament.outright) continue;
    const round = roundAt(worldSeed, tournament, t);
    const current = seedOf(worldSeed, tournament, round);
    const previous = seedOf(worldSeed, tournament, round - 1);
    if (previous.end + retention > t) found.push(previous);
    found.push(current);
  }
  return found;
}

/** Outrights opening in (from, to]. */
export function outrightsOpenedBetween(
  world: World,
  worldSeed: number,
  from: number,
  to: number,
): OutrightSeed[] {
  const found: OutrightSeed[] = [];
  for (const tournament of world.tournaments) {
    if (!tournament.outright) continue;
    for (let round = roundAt(worldSeed, tournament, from); ; round++) {
      const seed = seedOf(worldSeed, tournament, round);
      if (seed.start > to) break;
      if (seed.start > from) found.push(seed);
    }
  }
  return found;
}
