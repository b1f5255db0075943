/**
 * The fixture schedule, a pure function of (seed, speed, time). Two rolling schedules, each cut into slots whose
 * matches come from the slot's own seeded randomness:
 * - the long-range schedule: about two matches an hour, announced seven days ahead, so the next week is always
 *   full (200+ upcoming);
 * - the near-term schedule: slots measured in match time (so it scales with the speed), about four matches per
 *   ten match minutes, announced 30-90 match minutes ahead. It keeps around a tenth of the matches live at any
 *   moment whatever the speed.
 */

import type { SportKey } from '../../i18n/dictionary';
import { Rng } from '../prng';
import type { Competitor, Tournament, World } from './catalogue';
import { MAX_MATCH_SECONDS, type SportDefinition, urnPrefix } from './sports';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const LONG_RANGE_LEAD = 7 * DAY;
const LONG_RANGE_SLOT = HOUR;
const NEAR_TERM_SLOT_MATCH_SECONDS = 600;
const NEAR_TERM_LEAD_MATCH_MINUTES = [30, 90] as const;

export interface MatchSeed {
  urn: string;
  number: number;
  sport: SportDefinition;
  tournament: Tournament;
  home: Competitor;
  away: Competitor;
  start: number;
  announce: number;
  /** Seeds the match's own script. */
  seed: number;
}

export class Schedule {
  private readonly slots = new Map<string, MatchSeed[]>();
  private readonly nearSlot: number;
  private readonly sportWeights: number[];

  constructor(
    private readonly world: World,
    private readonly seed: number,
    private readonly speed: number,
  ) {
    this.nearSlot = (NEAR_TERM_SLOT_MATCH_SECONDS * 1000) / speed;
    this.sportWeights = world.sports.map((s) => s.weight);
  }

  /** How far before `t` a match may have started and still be shown (longest match, then its retention). */
  lookback(retentionMs: number): number {
    return (MAX_MATCH_SECONDS * 1000) / this.speed + retentionMs;
  }

  /** Latest announcement lead of the near-term schedule, in real milliseconds. */
  private nearLead(minutes: number): number {
    return (minutes * 60_000) / this.speed;
  }

  /** Matches starting in [from, to). */
  startingBetween(from: number, to: number): MatchSeed[] {
    return [...this.longBetween(from, to), ...this.nearBetween(from, to)];
  }

  private longBetween(from: number, to: number): MatchSeed[] {
    const found: MatchSeed[] = [];
    for (let k = Math.floor(from / LONG_RANGE_SLOT); k * LONG_RANGE_SLOT < to; k++) {
      for (const m of this.slot('long', k)) if (m.start >= from && m.start < to) found.push(m);
    }
    return found;
  }

  private nearBetween(from: number, to: number): MatchSeed[] {
    const found: MatchSeed[] = [];
    for (let j = Math.floor(from / this.nearSlot); j * this.nearSlot < to; j++) {
      for (const m of this.slot('near', j)) if (m.start >= from && m.start < to) found.push(m);
    }
    return found;
  }

  /** Matches announced in (from, to]. */
  announcedBetween(from: number, to: number): MatchSeed[] {
    const [minLead, maxLead] = NEAR_TERM_LEAD_MATCH_MINUTES.map((m) => this.nearLead(m)) as [number, number];
    const candidates = [
      ...this.longBetween(from + LONG_RANGE_LEAD, to + LONG_RANGE_LEAD + 1),
      ...this.nearBetween(from + minLead, to + maxLead + 1),
    ];
    return candidates.filter((m) => m.announce > from && m.announce <= to);
  }

  /** Matches announced by `t` that started no earlier than `t - lookback`. */
  announcedBy(t: number, lookback: number): MatchSeed[] {
    const maxLead = this.nearLead(NEAR_TERM_LEAD_MATCH_MINUTES[1]);
    return [
      ...this.longBetween(t - lookback, t + LONG_RANGE_LEAD + 1),
      ...this.nearBetween(t - lookback, t + maxLead + 1),
    ].filter((m) => m.announce <= t);
  }

  private slot(kind: 'long' | 'near', index: number): MatchSeed[] {
    const key = `${kind}:${index}`;
    const cached = this.slots.get(key);
    if (cached) return cached;
    if (this.slots.size > 20_000) this.slots.clear();
    const made = kind === 'long' ? this.longSlot(index) : this.nearSlotMatches(index);
    this.slots.set(key, made);
    return made;
  }

  private longSlot(k: number): MatchSeed[] {
    const rng = Rng.of(this.seed, 'long', k);
    const count = [1, 2, 2, 3][rng.int(0, 3)] ?? 2;
    const matches: MatchSeed[] = [];
    for (let i = 0; i < count; i++) {
      // Kick-offs on the quarter hour, as real schedules have them.
      const start = k * LONG_RANGE_SLOT + rng.int(0, 3) * 15 * 60_000;
      matches.push(this.match(rng, k * 8 + i, start, start - LONG_RANGE_LEAD));
    }
    return matches;
  }

  private nearSlotMatches(j: number): MatchSeed[] {
    const rng = Rng.of(this.seed, 'near', this.speed, j);
    const count = [3, 4, 4, 5][rng.int(0, 3)] ?? 4;
    const matches: MatchSeed[] = [];
    for (let i = 0; i < count; i++) {
      const start = Math.floor(j * this.nearSlot + rng.next() * this.nearSlot);
      const lead = this.nearLead(
        NEAR_TERM_LEAD_MATCH_MINUTES[0] +
          rng.next() * (NEAR_TERM_LEAD_MATCH_MINUTES[1] - NEAR_TERM_LEAD_MATCH_MINUTES[0]),
      );
      const number = 100_000_000 + ((j * 8 + i) % 2_000_000_000);
      matches.push(this.match(rng, number, start, Math.floor(start - lead)));
    }
    return matches;
  }

  private match(rng: Rng, number: number, start: number, announce: number): MatchSeed {
    const sport = this.world.sports[rng.weighted(this.sportWeights)] ?? this.world.sports[0];
    if (!sport) throw new Error('no sports');
    const tournaments = this.world.bySport.get(sport.key as SportKey) ?? [];
    const tournament = tournaments[rng.weighted(tournaments.map((t) => t.feed.priority))];
    if (!tournament) throw new Error(`no tournament for ${sport.key}`);
    const pool = tournament.competitors;
    const homeIndex = rng.int(0, pool.length - 1);
    let awayIndex = rng.int(0, pool.length - 2);
    if (awayIndex >= homeIndex) awayIndex++;
    const home = pool[homeIndex];
    const away = pool[awayIndex];
    if (!home || !away) throw new Error(`tournament ${tournament.feed.name} has too few competitors`);
    return {
      urn: `${urnPrefix(sport.provider)}:match:${number}`,
      number,
      sport,
      tournament,
      home,
      away,
      start,
      announce,
      seed: rng.int(0, 0x7fffffff),
    };
  }
}
