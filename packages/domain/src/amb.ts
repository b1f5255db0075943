/**
 * Amount-of-bets freebet progress (AMB, spec part 2 §3, §6): a player's qualifying bets count towards ranges
 * `number_of_bets -> number_of_freebets`; reaching a range issues its freebets once. The progress shown is
 * `progress_count` of `possible_progress_count`: the bets counted (up to the last range) out of the next range's.
 */

export interface AmbRange {
  numberOfBets: number;
  numberOfFreebets: number;
}

/** At most this many ranges a campaign has; a range counts at most AMB_MAX_BETS bets and issues 1..AMB_MAX_FREEBETS. */
export const AMB_MAX_RANGES = 10;
export const AMB_MAX_BETS = 1000;
export const AMB_MAX_FREEBETS = 10;

/** Ranges are valid when their bet counts rise strictly from 1 and each issues at least one freebet. */
export function ambRangesProblem(ranges: readonly AmbRange[]): string | null {
  if (ranges.length === 0 || ranges.length > AMB_MAX_RANGES) return `needs 1 to ${AMB_MAX_RANGES} ranges`;
  let previous = 0;
  for (const range of ranges) {
    if (!Number.isInteger(range.numberOfBets) || range.numberOfBets <= previous) {
      return 'number_of_bets must rise strictly from 1';
    }
    if (range.numberOfBets > AMB_MAX_BETS) return `number_of_bets is at most ${AMB_MAX_BETS}`;
    if (
      !Number.isInteger(range.numberOfFreebets) ||
      range.numberOfFreebets < 1 ||
      range.numberOfFreebets > AMB_MAX_FREEBETS
    ) {
      return `number_of_freebets is 1 to ${AMB_MAX_FREEBETS}`;
    }
    previous = range.numberOfBets;
  }
  return null;
}

export interface AmbProgress {
  /** The bets counted, at most the last range's number. */
  progressCount: number;
  /** The next range's number of bets; the last range's once every range is reached. */
  possibleProgressCount: number;
  /** Indexes of the ranges reached. */
  reached: number[];
}

/** Where `count` qualifying bets stand on the ranges (rising by number_of_bets). */
export function ambProgress(ranges: readonly AmbRange[], count: number): AmbProgress {
  const last = ranges[ranges.length - 1];
  if (!last) throw new Error('AMB needs at least one range');
  const reached = ranges.flatMap((range, index) => (count >= range.numberOfBets ? [index] : []));
  const next = ranges.find((range) => count < range.numberOfBets) ?? last;
  return {
    progressCount: Math.min(count, last.numberOfBets),
    possibleProgressCount: next.numberOfBets,
    reached,
  };
}

/** The freebets due for the reached ranges, each as `[rangeIndex, n]` with n from 0: the key that issues it once. */
export function ambFreebetsDue(ranges: readonly AmbRange[], count: number): Array<[number, number]> {
  return ambProgress(ranges, count).reached.flatMap((index) =>
    Array.from({ length: ranges[index]?.numberOfFreebets ?? 0 }, (_, n): [number, number] => [index, n]),
  );
}
