/**
 * Bonus hunting and hunting tournaments (spec part 2 §1, §3; ADR 035): players farm points from their settled
 * bets that meet a farming campaign; a hunting campaign turns points into freebets at its thresholds, a tournament
 * also ranks its players by what they farmed and grows a prize pool with it.
 *
 * - **Which bet farms** (`farmingRefusal`): a bet placed within the campaign's window after the player activated
 *   (joined) the campaign, settled (won or lost; a refund risked nothing) paid with the
 *   player's own money (a freebet bet farms nothing, so freebets never breed freebets), in a currency the
 *   campaign names a minimum stake in, staking at least that, at total odds of at least `minOdds`, every leg on an
 *   event the campaign's conditions meet (`bonus-conditions`), and, with `farmOncePerEvent`, no leg on an event
 *   that already farmed for the player in this campaign.
 * - **Points** (`pointsForBet`): the stake counted in the campaign's minimum stakes, times the odds, rounded down:
 *   a minimum stake at evens (odds 1.00) is one point, at 2.50 two and a half, so points mean the same in every
 *   currency.
 * - **Freebets** (`freebetsDue`): thresholds are points totals; each threshold the player's points reach earns one
 *   freebet, once. A correction that takes points back never takes a freebet back; the next one needs the points
 *   again.
 * - **Ranking** (`rankFarmers`): most farmed first; a tie goes to who reached the amount first, then to the
 *   lower player id (positions stay distinct and stable).
 */
import type { BetResult } from './bet-status';
import { type EventCondition, type EventRef, meetsEventConditions } from './bonus-conditions';

/** The two farming campaigns: hunting (points to freebets) and the hunting tournament (a ranked pool as well). */
export const FARMING_KINDS = ['hunting', 'tournament'] as const;
export type FarmingKind = (typeof FARMING_KINDS)[number];

/** What a tournament runs over (spec part 2 §3 "Tournament kinds"); `tournamentKindProblem` says what each needs. */
export const TOURNAMENT_KINDS = ['match', 'stage', 'season', 'simple_tournament'] as const;
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];

/** Odds in thousandths: 1000 is evens. */
const ODDS_SCALE = 1000n;
/** Basis points of a pool share: 10000 is all of it. */
export const POOL_SHARE_SCALE = 10_000;
/** The most thresholds one campaign names (each is one freebet a player can earn). */
export const FARMING_THRESHOLDS_MAX = 20;
/** Spec part 2 §9: the tournaments list asks one per page unless told otherwise. */
export const TOURNAMENT_PAGE_LIMIT = 1;

/** A campaign's farming rule, as domain values. */
export interface FarmingRule {
  /** Thousandths; null: any odds. */
  minOdds: number | null;
  /** The least stake per currency (minor units, above 0); a bet in another currency farms nothing. */
  minStakes: Readonly<Record<string, number>>;
  eventConditions: readonly EventCondition[];
  farmOncePerEvent: boolean;
  /** The campaign's window (ms): a bet placed in it farms. */
  validFrom: number;
  validTo: number;
}

/** A settled bet as farming sees it. */
export interface FarmableBet {
  result: BetResult | null;
  /** Whether a freebet paid the stake. */
  freebet: boolean;
  stake: number;
  currency: string;
  /** Total odds, thousandths. */
  odds: number;
  /** The event of each leg. */
  events: readonly EventRef[];
  /** When it was placed (ms). */
  placedAt: number;
}

export type FarmRefusal =
  | 'not_joined'
  | 'outside_window'
  | 'not_settled'
  | 'refund'
  | 'freebet'
  | 'currency'
  | 'stake'
  | 'odds'
  | 'event'
  | 'event_farmed';

/**
 * Why this bet farms nothing for the campaign, or null when it farms. `joinedAt`: when the player activated the
 * campaign (ms; null: never), a bet placed before that farms nothing; `farmedEvents`: the events that already
 * farmed for the player in this campaign (read only with `farmOncePerEvent`).
 */
export function farmingRefusal(
  bet: FarmableBet,
  rule: FarmingRule,
  joinedAt: number | null,
  farmedEvents: ReadonlySet<string> = new Set(),
): FarmRefusal | null {
  if (joinedAt === null || bet.placedAt < joinedAt) return 'not_joined';
  if (bet.placedAt < rule.validFrom || bet.placedAt >= rule.validTo) return 'outside_window';
  if (bet.result === null) return 'not_settled';
  if (bet.result === 'refund') return 'refund';
  if (bet.freebet) return 'freebet';
  const minStake = rule.minStakes[bet.currency];
  if (minStake === undefined) return 'currency';
  if (bet.stake < minStake) return 'stake';
  if (rule.minOdds !== null && bet.odds < rule.minOdds) return 'odds';
  if (
    bet.events.length === 0 ||
    !bet.events.every((event) => meetsEventConditions(event, rule.eventConditions))
  )
    return 'event';
  if (rule.farmOncePerEvent && bet.events.some((event) => farmedEvents.has(event.event)))
    return 'event_farmed';
  return null;
}

/** The most points one bet farms: a safe integer, so sums over many bets stay exact in the database's bigint. */
export const POINTS_PER_BET_MAX = 10 ** 12;

/**
 * The points a farming bet earns: its stake in minimum stakes times its odds, rounded down (computed in bigint),
 * at most `POINTS_PER_BET_MAX`.
 */
export function pointsForBet(stake: number, odds: number, minStake: number): number {
  if (minStake <= 0) throw new RangeError('a minimum stake is above 0');
  const points = (BigInt(stake) * BigInt(odds)) / (BigInt(minStake) * ODDS_SCALE);
  return points > BigInt(POINTS_PER_BET_MAX) ? POINTS_PER_BET_MAX : Number(points);
}

/** Thresholds in the order they are reached: ascending, each once. */
export function orderedThresholds(thresholds: readonly number[]): number[] {
  return [...new Set(thresholds)].sort((a, b) => a - b);
}

/** How many more freebets `points` earn, `issued` having been issued already. */
export function freebetsDue(points: number, thresholds: readonly number[], issued: number): number {
  const reached = orderedThresholds(thresholds).filter((threshold) => threshold <= points).length;
  return Math.max(0, reached - issued);
}

/** The farming stats of the spec (part 2 §3) that points and thresholds decide. */
export interface FarmingProgress {
  points: number;
  /** Points farmed since the last freebet (what counts towards the next one). */
  availablePoints: number;
  /** Points still missing for the next freebet; 0 when no threshold is left. */
  potentialPoints: number;
  /** Whether another freebet can still be earned. */
  nextFreebet: boolean;
}

export function farmingProgress(
  points: number,
  thresholds: readonly number[],
  issued: number,
): FarmingProgress {
  const ordered = orderedThresholds(thresholds);
  const last = issued > 0 ? (ordered[Math.min(issued, ordered.length) - 1] ?? 0) : 0;
  const next = ordered[issued];
  return {
    points,
    availablePoints: Math.max(0, points - last),
    potentialPoints: next === undefined ? 0 : Math.max(0, next - points),
    nextFreebet: next !== undefined,
  };
}

/** A tournament's pool: the initial pool and its share of every farmed stake, rounded down. */
export function tournamentPool(initialPool: number, farmedTotal: number, shareBasisPoints: number): number {
  return initialPool + Number((BigInt(farmedTotal) * BigInt(shareBasisPoints)) / BigInt(POOL_SHARE_SCALE));
}

/**
 * How an ended tournament's pool is split among its top places, in basis points of the pool: 50 % to the first,
 * 30 % to the second, 20 % to the third (ADR 035, "Paying the pool").
 */
export const TOURNAMENT_PRIZE_SPLIT_BP: readonly number[] = [5_000, 3_000, 2_000];

/**
 * What each of the top `places` ranked players wins from `pool`: the split's shares of the places there are,
 * scaled to the whole pool (two players share 50:30 of it, one takes all), each rounded down, and the cents the
 * rounding leaves to the first place, so the prizes always sum to the pool. Empty with no one ranked.
 */
export function tournamentPrizes(pool: number, places: number): number[] {
  const shares = TOURNAMENT_PRIZE_SPLIT_BP.slice(0, Math.max(0, places));
  const total = shares.reduce((sum, share) => sum + share, 0);
  if (total === 0 || pool <= 0) return [];
  const prizes = shares.map((share) => Number((BigInt(pool) * BigInt(share)) / BigInt(total)));
  const rest = pool - prizes.reduce((sum, prize) => sum + prize, 0);
  prizes[0] = (prizes[0] ?? 0) + rest;
  return prizes;
}

export interface FarmerStanding {
  playerId: number;
  farmed: number;
  /** When the player's farmed amount last changed (ms): earlier wins a tie. */
  reachedAt: number;
}

/** Standings in rank order with positions 1, 2, 3 …: most farmed, then earliest to reach it, then lower id. */
export function rankFarmers<T extends FarmerStanding>(standings: readonly T[]): (T & { position: number })[] {
  return [...standings]
    .sort((a, b) => b.farmed - a.farmed || a.reachedAt - b.reachedAt || a.playerId - b.playerId)
    .map((standing, index) => ({ ...standing, position: index + 1 }));
}

/**
 * What a tournament of each kind must name in its event conditions: a match tournament exactly one event, a stage
 * or a season at least one league (tournament id); a simple tournament anything. Null when it fits.
 */
export function tournamentKindProblem(
  kind: TournamentKind,
  conditions: { eventIds: number; tournamentIds: number },
): string | null {
  if (kind === 'match' && conditions.eventIds !== 1) return 'a match tournament names exactly one event';
  if ((kind === 'stage' || kind === 'season') && conditions.tournamentIds < 1)
    return `a ${kind} tournament names at least one tournament`;
  return null;
}
