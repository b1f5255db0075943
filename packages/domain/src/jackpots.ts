/**
 * Jackpots (issue 16, ADR 034): a jackpot has levels, each with a pool fed by a share of qualifying stakes and a
 * published rule that decides when it drops. Every amount is in integer minor units of the jackpot's currency.
 *
 * - Contribution: `floor(stake * contribution_bp / 10_000)` of a qualifying stake, paid by the house (the
 *   player's stake is untouched), split over the active levels by their weights with the largest-remainder
 *   method, so the levels' parts sum exactly to the total: no minor unit is created or lost by the split.
 * - Hit: per qualifying bet and active level, in this order: a hit forced by the development control; a
 *   must-drop level whose pool reaches `must_drop_by`; a draw below `hit_probability_ppm` (parts per million).
 *   The draw is `HMAC-SHA256(level secret, "{levelId}:{betId}")`: its first 6 bytes as a big-endian integer `n`,
 *   `draw = floor(n * 1_000_000 / 2^48)`. The secret's SHA-256 is published with the jackpot, the secret itself
 *   when the jackpot finishes, so anyone can recompute every draw afterwards.
 * - A hit pays the whole pool (after the triggering contribution) and the house funds the level's seed again.
 */

export const JACKPOT_LEVEL_STATES = ['active', 'created', 'disabled', 'finished', 'paused'] as const;
export type JackpotLevelState = (typeof JACKPOT_LEVEL_STATES)[number];

export const JACKPOT_HIT_STATUSES = ['approved', 'paid'] as const;
export type JackpotHitStatus = (typeof JACKPOT_HIT_STATUSES)[number];

/** Basis points in a whole: contribution shares and level weights are out of this. */
export const BASIS_POINTS = 10_000;
/** A hit probability is in parts per million of one qualifying bet. */
export const PPM = 1_000_000;
/** Bytes of the HMAC digest the draw reads (48 bits: exact in a JS number and in BigInt arithmetic). */
export const DRAW_BYTES = 6;
/** Hits the leaderboard shows when the client names no limit (spec part 2 §9), and the most it may ask for. */
export const JACKPOT_HITS_DEFAULT_LIMIT = 10;
export const JACKPOT_HITS_MAX_LIMIT = 100;
/** How often the web refreshes a jackpot and the hits (spec part 2 §9), in milliseconds. */
export const JACKPOT_REFRESH_MS = 15_000;
export const JACKPOT_HITS_REFRESH_MS = 60_000;

/** Where each state may move; `finished` is final. */
const LEVEL_MOVES: Record<JackpotLevelState, readonly JackpotLevelState[]> = {
  created: ['active', 'disabled', 'finished'],
  active: ['paused', 'disabled', 'finished'],
  paused: ['active', 'disabled', 'finished'],
  disabled: ['active', 'finished'],
  finished: [],
};

export const canMoveLevel = (from: JackpotLevelState, to: JackpotLevelState): boolean =>
  from === to || LEVEL_MOVES[from].includes(to);

/** Only an active level takes contributions and can drop. */
export const takesContributions = (state: JackpotLevelState): boolean => state === 'active';

/** What a bet must meet to feed a jackpot. */
export interface JackpotQualification {
  currency: string;
  /** The smallest stake, minor units. */
  minStake: number;
  /** The lowest bet odds, thousandths (domain odds scale); 0 for any. */
  minOdds: number;
  /** Sport keys every leg must be in; empty for any sport. */
  sportKeys: readonly string[];
}

/** A bet as the qualification reads it. */
export interface JackpotBetCandidate {
  currency: string;
  stake: number;
  /** Bet odds in thousandths; null when the bet has no single price (a system bet). */
  odds: number | null;
  legSportKeys: readonly string[];
  /** A bet staked with a freebet is the house's money: it feeds no pool. */
  freebet: boolean;
}

export type JackpotDisqualification = 'currency' | 'stake' | 'odds' | 'sport' | 'freebet';

/** Why the bet does not feed the jackpot, or null when it does. */
export function jackpotDisqualification(
  terms: JackpotQualification,
  bet: JackpotBetCandidate,
): JackpotDisqualification | null {
  if (bet.freebet) return 'freebet';
  if (bet.currency !== terms.currency) return 'currency';
  if (bet.stake < terms.minStake) return 'stake';
  if (terms.minOdds > 0 && (bet.odds === null || bet.odds < terms.minOdds)) return 'odds';
  if (terms.sportKeys.length > 0 && !bet.legSportKeys.every((key) => terms.sportKeys.includes(key))) {
    return 'sport';
  }
  return null;
}

/** The total contribution of a stake: rounded down, so it never exceeds its exact share. */
export function contributionOf(stake: number, contributionBp: number): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`bad stake ${stake}`);
  if (!Number.isInteger(contributionBp) || contributionBp < 0 || contributionBp > BASIS_POINTS) {
    throw new RangeError(`bad contribution share ${contributionBp}`);
  }
  // BigInt: a stake up to the ledger limit times 10,000 leaves the safe-integer range.
  return Number((BigInt(stake) * BigInt(contributionBp)) / BigInt(BASIS_POINTS));
}

/**
 * Splits `total` over weights (largest remainder: each part rounded down, the minor units left over go one each to
 * the largest remainders, ties to the earlier level). The parts always sum to `total`; a weight of 0 gets 0.
 */
export function splitContribution(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, w) => acc + w, 0);
  if (weights.some((w) => !Number.isInteger(w) || w < 0)) throw new RangeError('weights must be whole');
  if (sum === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((w) => Number((big * BigInt(w)) / bigSum));
  const remainders = weights.map((w, index) => ({ index, rest: (big * BigInt(w)) % bigSum }));
  let left = total - parts.reduce((acc, p) => acc + p, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** The draw of one bet for one level, in [0, PPM), from the HMAC digest's first DRAW_BYTES bytes. */
export function drawFromDigest(digest: Uint8Array): number {
  if (digest.length < DRAW_BYTES) throw new RangeError('digest too short');
  let n = 0n;
  for (let i = 0; i < DRAW_BYTES; i += 1) n = (n << 8n) | BigInt(digest[i] ?? 0);
  return Number((n * BigInt(PPM)) >> BigInt(DRAW_BYTES * 8));
}

/** The message the level's secret signs for one bet: the draw is reproducible from it and the revealed secret. */
export const drawMessage = (levelId: number, betId: number): string => `${levelId}:${betId}`;

/** A level's rule as the hit decision reads it. */
export interface JackpotLevelRule {
  /** The pool after this bet's contribution. */
  poolAfter: number;
  /** The pool drops once it reaches this; null for a draw-only level. */
  mustDropBy: number | null;
  hitProbabilityPpm: number;
  /** The development control asked the next qualifying bet to hit. */
  forced: boolean;
}

export type JackpotHitReason = 'forced' | 'must_drop' | 'draw';

/** Whether this bet hits the level, and why; null for no hit. */
export function jackpotHitReason(rule: JackpotLevelRule, draw: number): JackpotHitReason | null {
  if (rule.forced) return 'forced';
  if (rule.mustDropBy !== null && rule.poolAfter >= rule.mustDropBy) return 'must_drop';
  if (draw < rule.hitProbabilityPpm) return 'draw';
  return null;
}

/** A level's settings as the operator writes them. */
export interface JackpotLevelSettings {
  seedAmount: number;
  mustDropBy: number | null;
  hitProbabilityPpm: number;
  weightBp: number;
}

/** What is wrong with a level's settings, or null: a must-drop amount above the seed, a probability in range. */
export function levelSettingsProblem(level: JackpotLevelSettings): string | null {
  if (level.seedAmount < 0) return 'seed_amount must not be negative';
  if (level.mustDropBy !== null && level.mustDropBy <= level.seedAmount) {
    return 'must_drop_by must be above seed_amount';
  }
  if (level.hitProbabilityPpm < 0 || level.hitProbabilityPpm > PPM) return 'hit_probability_ppm out of range';
  if (level.weightBp < 0 || level.weightBp > BASIS_POINTS) return 'weight_bp out of range';
  return null;
}

/** One level's pool through one qualifying bet: the contribution, whether it drops, and the pool left after. */
export interface LevelBetOutcome {
  /** The pool with this bet's contribution. */
  poolAfterContribution: number;
  hit: { reason: JackpotHitReason; amount: number } | null;
  /** The pool once any hit is paid and the seed funded again. */
  poolNext: number;
}

export function levelAfterBet(
  pool: number,
  contribution: number,
  level: Pick<JackpotLevelSettings, 'seedAmount' | 'mustDropBy' | 'hitProbabilityPpm'>,
  draw: number,
  forced: boolean,
): LevelBetOutcome {
  const poolAfterContribution = pool + contribution;
  const reason = jackpotHitReason(
    {
      poolAfter: poolAfterContribution,
      mustDropBy: level.mustDropBy,
      hitProbabilityPpm: level.hitProbabilityPpm,
      forced,
    },
    draw,
  );
  if (!reason) return { poolAfterContribution, hit: null, poolNext: poolAfterContribution };
  return {
    poolAfterContribution,
    hit: { reason, amount: poolAfterContribution },
    poolNext: level.seedAmount,
  };
}
