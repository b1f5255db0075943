/**
 * The fixture schedule, a pure function of (seed, speed, time). Two rolling schedules, each cut into slots whose
 * matches come from the slot's own seeded randomness:
 * - the long-range schedule: about two matches an hour, announced seven days ahead, so the next week is always
 *   full (200+ upcoming);
 * - the near-term schedule: slots measured in match time (so it scales with the speed), about four matches per
 *   ten match minutes, announced 30-90 match minutes ahead. It keeps around a tenth of the matches live at any
 *   moment whatever the speed.
 *
 * Both draw their teams independently, so the draws are then made consistent: no team plays two matches at once.
 * A match lasts at most MAX_MATCH_SECONDS of match time (its "match length" in real time at the world's speed).
 * Teams are resolved per epoch of four match lengths: the matches kicking off in it are taken in kick-off order,
 * and a team still busy is replaced by a free team of its tournament (the match is dropped when none is free).
 * Across an epoch boundary the last match length of epoch e may only use the teams its hash puts in e's "tail"
 * half, and the first match length of epoch e+1 only the other half, so an epoch never needs the one before it
 * and the schedule stays a pure function of (seed, speed, time).
 * The long-range schedule is resolved first and on its own, with the match length of speed 1 (or slower), so
 * worlds of one seed share it whatever their speed; the near-term schedule is resolved against it.
 */

import type { SportKey } from '../../i18n/dictionary';
import { hash32, Rng } from '../prng';
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

/** Epochs (see above) hold this many match lengths. */
const EPOCH_MATCH_LENGTHS = 4;
const CACHE_LIMIT = 20_000;

export class Schedule {
  private readonly slots = new Map<string, MatchSeed[]>();
  private readonly rawSlots = new Map<string, MatchSeed[]>();
  private readonly epochs = new Map<string, Map<string, MatchSeed>>();
  private readonly nearSlot: number;
  private readonly sportWeights: number[];
  /** Real milliseconds a match may last at this speed: a team plays at most once in this long. */
  readonly matchLength: number;
  /** The long-range schedule's match length: speed 1's, or the world's when slower. */
  private readonly longMatchLength: number;

  constructor(
    private readonly world: World,
    private readonly seed: number,
    private readonly speed: number,
  ) {
    this.nearSlot = (NEAR_TERM_SLOT_MATCH_SECONDS * 1000) / speed;
    this.sportWeights = world.sports.map((s) => s.weight);
    this.matchLength = (MAX_MATCH_SECONDS * 1000) / speed;
    this.longMatchLength = Math.max(this.matchLength, MAX_MATCH_SECONDS * 1000);
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

  /** A slot's matches with their teams made consistent (see the top of the file). */
  private slot(kind: 'long' | 'near', index: number): MatchSeed[] {
    const key = `${kind}:${index}`;
    const cached = this.slots.get(key);
    if (cached) return cached;
    if (this.slots.size > CACHE_LIMIT) this.slots.clear();
    const length = kind === 'long' ? this.longMatchLength : this.matchLength;
    const made = this.rawSlot(kind, index).flatMap((m) => {
      const resolved = this.epoch(kind, Math.floor(m.start / (EPOCH_MATCH_LENGTHS * length))).get(m.urn);
      return resolved ? [resolved] : [];
    });
    this.slots.set(key, made);
    return made;
  }

  /** A slot's matches as drawn, before team clashes are resolved. */
  private rawSlot(kind: 'long' | 'near', index: number): MatchSeed[] {
    const key = `${kind}:${index}`;
    const cached = this.rawSlots.get(key);
    if (cached) return cached;
    if (this.rawSlots.size > CACHE_LIMIT) this.rawSlots.clear();
    const made = kind === 'long' ? this.longSlot(index) : this.nearSlotMatches(index);
    this.rawSlots.set(key, made);
    return made;
  }

  /** Every match of a schedule kicking off in its epoch e, by urn, with free teams. */
  private epoch(kind: 'long' | 'near', e: number): Map<string, MatchSeed> {
    const cacheKey = `${kind}:${e}`;
    const cached = this.epochs.get(cacheKey);
    if (cached) return cached;
    if (this.epochs.size > 1000) this.epochs.clear();
    const length = kind === 'long' ? this.longMatchLength : this.matchLength;
    const from = e * EPOCH_MATCH_LENGTHS * length;
    const to = from + EPOCH_MATCH_LENGTHS * length;
    const inEpoch = this.rawBetween(kind, from, to).sort((a, b) => a.start - b.start || a.number - b.number);
    // A near-term match also keeps clear of the (already resolved) long-range matches around it.
    const long =
      kind === 'near' ? this.resolvedLongBetween(from - this.matchLength, to + this.matchLength) : [];
    const busyUntil = new Map<string, number>();
    const resolved = new Map<string, MatchSeed>();
    for (const m of inEpoch) {
      const clashes = new Set(
        long
          .filter((l) => Math.abs(l.start - m.start) < this.matchLength)
          .flatMap((l) => [l.home.urn_id, l.away.urn_id]),
      );
      const free = (team: Competitor) => {
        if (clashes.has(team.urn_id) || (busyUntil.get(team.urn_id) ?? -Infinity) > m.start) return false;
        if (m.start < from + length && this.inTail(kind, e - 1, team)) return false;
        if (m.start >= to - length && !this.inTail(kind, e, team)) return false;
        return true;
      };
      const teams = this.freeTeams(m, free);
      if (!teams) continue;
      const [home, away] = teams;
      busyUntil.set(home.urn_id, m.start + length);
      busyUntil.set(away.urn_id, m.start + length);
      resolved.set(m.urn, home === m.home && away === m.away ? m : { ...m, home, away });
    }
    this.epochs.set(cacheKey, resolved);
    return resolved;
  }

  /** A schedule's drawn matches kicking off in [from, to). */
  private rawBetween(kind: 'long' | 'near', from: number, to: number): MatchSeed[] {
    const slot = kind === 'long' ? LONG_RANGE_SLOT : this.nearSlot;
    const drawn: MatchSeed[] = [];
    for (let i = Math.floor(from / slot); i * slot < to; i++) drawn.push(...this.rawSlot(kind, i));
    return drawn.filter((m) => m.start >= from && m.start < to);
  }

  private resolvedLongBetween(from: number, to: number): MatchSeed[] {
    const epochLength = EPOCH_MATCH_LENGTHS * this.longMatchLength;
    return this.rawBetween('long', from, to).flatMap((m) => {
      const resolved = this.epoch('long', Math.floor(m.start / epochLength)).get(m.urn);
      return resolved ? [resolved] : [];
    });
  }

  /** Whether a team belongs to the half that may play in the last match length of epoch e. */
  private inTail(kind: 'long' | 'near', e: number, team: Competitor): boolean {
    return hash32(this.seed, 'tail', kind, e, team.urn_id) % 2 === 0;
  }

  /** The drawn teams where free, else free teams of the tournament drawn from the match's seed; null if none. */
  private freeTeams(m: MatchSeed, free: (team: Competitor) => boolean): [Competitor, Competitor] | null {
    if (free(m.home) && free(m.away)) return [m.home, m.away];
    const rng = Rng.of(m.seed, 'free-team');
    const pickFree = (taken: Competitor | null) => {
      const candidates = m.tournament.competitors.filter((c) => c !== taken && free(c));
      return candidates.length > 0 ? rng.pick(candidates) : null;
    };
    const home = free(m.home) ? m.home : pickFree(m.away);
    if (!home) return null;
    const away = free(m.away) && m.away !== home ? m.away : pickFree(home);
    return away ? [home, away] : null;
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
