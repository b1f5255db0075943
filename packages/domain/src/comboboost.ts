/**
 * Comboboost (part 2 §3 "Bonuses", §5; part 1 §3 "Bonus on a bet"): a multiplier on a combo's odds, larger the
 * more qualifying legs the combo holds. The slip offers and prices it, the server checks it at placement and
 * applies it at settlement, all with these rules.
 * - Terms: ranges [min_count, max_count, bonus_odds] (bonus odds in thousandths, 1100 = +10%), min_odds per leg,
 *   event conditions (`bonus-conditions`), uses_count (null: no cap) against times_used, a validity window and the
 *   player's bonus status (active to be used).
 * - A leg qualifies when its odds are at least min_odds and its event meets the conditions (none: every event).
 * - The active range is the one holding the count of qualifying legs. Ranges may leave gaps: a count in a gap, or
 *   below the first range, has no range and no boost.
 * - The boosted odds are the combined odds times the range's bonus odds, truncated like every product
 *   (`combineOdds`, the rule `bet-returns.boostedOdds` and `settlement.settleCombo` apply); the extra win the slip
 *   shows is the boosted return less the plain one.
 * - Only a combo takes it, and only while the bonus is usable: activated (status active, `bonus-status.ts`),
 *   within its validity window, uses left; each other status refuses with a reason of its own.
 *
 * Settlement (the spec is silent; a bookmaker's choice, see `settledBonusOdds`):
 * - A lost leg loses the bet: nothing to boost.
 * - Void legs drop out of the combo, so the range is recomputed on the qualifying legs that stand: the boost is
 *   that range's bonus odds, never more than the bonus odds the bet was placed with, and none when the count
 *   falls below the first range or into a gap.
 * - The boost rewards a combo won in full: a half-won or half-lost leg (an Asian-handicap quarter line) settles
 *   the bet at its plain settled odds, without boost.
 */

import type { EventCondition, EventRef } from './bonus-conditions';
import { meetsEventConditions } from './bonus-conditions';
import type { BonusStatus } from './bonus-kinds';
import { combineOdds, ODDS_SCALE, potentialReturn } from './odds';
import { type LegResult, type Settlement, type SettlementLeg, settleCombo } from './settlement';
import type { BetType } from './slip/types';

/** The fewest legs a range may start at: a combo has two. */
export const COMBOBOOST_MIN_COUNT = 2;

export interface ComboboostRange {
  minCount: number;
  maxCount: number;
  /** Multiplier on the combined odds, thousandths (1100 = +10%). */
  bonusOdds: number;
}

/** A player's comboboost as issued from its campaign. */
export interface ComboboostTerms {
  status: BonusStatus;
  /** Thousandths: legs priced below this do not count towards a range. */
  minOdds: number;
  ranges: readonly ComboboostRange[];
  eventConditions: readonly EventCondition[];
  /** How many bets may take it; null for no cap. */
  usesCount: number | null;
  timesUsed: number;
  /** Epoch milliseconds: usable from this moment (null: from issue) and strictly before validTo (null: no end). */
  validFrom: number | null;
  validTo: number | null;
}

/** A leg of a combo as the comboboost reads it. */
export interface ComboboostLeg {
  id: string;
  /** Thousandths: the odds the leg is placed at. */
  odds: number;
  event: EventRef;
}

export interface ComboboostBet {
  betType: BetType;
  legs: readonly ComboboostLeg[];
}

export type ComboboostRangesProblem = 'empty' | 'min_count' | 'order' | 'bonus_odds';

/**
 * What is wrong with a campaign's ranges, undefined when nothing: at least one range; each starts at two legs or
 * more with min <= max; in ascending order without overlap (gaps allowed); bonus odds above 1.000 and never lower
 * than a previous range's, so adding a qualifying leg within the ranges never lowers the boost.
 */
export function comboboostRangesProblem(
  ranges: readonly ComboboostRange[],
): ComboboostRangesProblem | undefined {
  if (ranges.length === 0) return 'empty';
  let previous: ComboboostRange | undefined;
  for (const range of ranges) {
    if (!Number.isSafeInteger(range.minCount) || range.minCount < COMBOBOOST_MIN_COUNT) return 'min_count';
    if (!Number.isSafeInteger(range.maxCount) || range.maxCount < range.minCount) return 'order';
    if (previous && range.minCount <= previous.maxCount) return 'order';
    if (!Number.isSafeInteger(range.bonusOdds) || range.bonusOdds <= ODDS_SCALE) return 'bonus_odds';
    if (previous && range.bonusOdds < previous.bonusOdds) return 'bonus_odds';
    previous = range;
  }
  return undefined;
}

/** Whether a leg at these odds, whose event does or does not meet the conditions, counts towards a range. */
export function legCounts(minOdds: number, odds: number, meetsConditions: boolean): boolean {
  return meetsConditions && odds >= minOdds;
}

/** The ids of the legs that count towards a range, in the bet's order. */
export function qualifyingLegs(
  terms: Pick<ComboboostTerms, 'minOdds' | 'eventConditions'>,
  legs: readonly ComboboostLeg[],
): string[] {
  return legs
    .filter((leg) =>
      legCounts(terms.minOdds, leg.odds, meetsEventConditions(leg.event, terms.eventConditions)),
    )
    .map((leg) => leg.id);
}

/** Index of the range holding `count` qualifying legs; undefined below the first range or in a gap. */
export function activeRangeIndex(ranges: readonly ComboboostRange[], count: number): number | undefined {
  const index = ranges.findIndex((range) => range.minCount <= count && count <= range.maxCount);
  return index === -1 ? undefined : index;
}

/** Combined odds times the bonus odds, truncated to thousandths by the one product rule. */
export function comboboostOdds(combinedOdds: number, bonusOdds: number): number {
  return combineOdds([combinedOdds, bonusOdds]);
}

/** What the slip shows for a boosted combo: its odds and the win the boost adds to the plain return. */
export function comboboostQuote(
  legOdds: readonly number[],
  bonusOdds: number,
  stake: number,
): { odds: number; extraWin: number } {
  const combined = combineOdds(legOdds);
  const odds = comboboostOdds(combined, bonusOdds);
  return { odds, extraWin: potentialReturn(stake, odds) - potentialReturn(stake, combined) };
}

/** Bets it may still take: uses_count less times_used, never negative; Infinity with no cap. */
export function comboboostUsesLeft(terms: Pick<ComboboostTerms, 'usesCount' | 'timesUsed'>): number {
  return terms.usesCount === null ? Number.POSITIVE_INFINITY : Math.max(0, terms.usesCount - terms.timesUsed);
}

export type ComboboostRefusal =
  | 'not_activated'
  | 'not_available'
  | 'deactivated'
  | 'overridden'
  | 'not_started'
  | 'expired'
  | 'no_uses_left'
  | 'bet_type'
  | 'selection_count'
  | 'bonus_odds_changed';

export interface ComboboostGrant {
  ok: true;
  activeRangeIndex: number;
  /** Ids of the qualifying legs (the bet's `suitableSelections`). */
  suitableSelections: string[];
  bonusOdds: number;
}

export type ComboboostCheck = ComboboostGrant | { ok: false; reason: ComboboostRefusal };

const refuse = (reason: ComboboostRefusal): ComboboostCheck => ({ ok: false, reason });

/** Whether the comboboost is usable at `now`, whatever the bet. */
export function comboboostUsable(
  terms: Pick<ComboboostTerms, 'status' | 'validFrom' | 'validTo' | 'usesCount' | 'timesUsed'>,
  now: number,
): ComboboostRefusal | undefined {
  switch (terms.status) {
    case 'expired':
      return 'expired';
    case 'bonus_over':
      return 'no_uses_left';
    case 'deactivated':
    case 'overridden':
    case 'not_available':
      return terms.status;
    // A comboboost boosts once its player activated it (ADR 028).
    case 'available':
      return 'not_activated';
    case 'unknown':
      return 'not_available';
  }
  if (terms.validFrom !== null && now < terms.validFrom) return 'not_started';
  if (terms.validTo !== null && now >= terms.validTo) return 'expired';
  if (comboboostUsesLeft(terms) === 0) return 'no_uses_left';
  return undefined;
}

/** Whether this bet may take the comboboost at `now`, and with which range. */
export function comboboostCheck(terms: ComboboostTerms, bet: ComboboostBet, now: number): ComboboostCheck {
  const unusable = comboboostUsable(terms, now);
  if (unusable) return refuse(unusable);
  if (bet.betType !== 'combo') return refuse('bet_type');
  const suitableSelections = qualifyingLegs(terms, bet.legs);
  const index = activeRangeIndex(terms.ranges, suitableSelections.length);
  const range = index === undefined ? undefined : terms.ranges[index];
  if (index === undefined || !range) return refuse('selection_count');
  return { ok: true, activeRangeIndex: index, suitableSelections, bonusOdds: range.bonusOdds };
}

/** Placement's check: the bet may take it, and the bonus odds the player saw are the ones it gets. */
export function comboboostPlacementCheck(
  terms: ComboboostTerms,
  bet: ComboboostBet,
  now: number,
  claimedBonusOdds: number,
): ComboboostCheck {
  const check = comboboostCheck(terms, bet, now);
  if (check.ok && check.bonusOdds !== claimedBonusOdds) return refuse('bonus_odds_changed');
  return check;
}

/** A settled or pending leg of a boosted combo, and whether it qualified for the boost at placement. */
export interface BoostedLeg extends SettlementLeg {
  qualifying: boolean;
}

/** What a boosted bet was placed with. */
export interface PlacedBoost {
  ranges: readonly ComboboostRange[];
  bonusOdds: number;
}

const standsFullyWon = (result: LegResult | 'pending') => result === 'won' || result === 'pending';

/**
 * The bonus odds a boosted combo settles with, undefined for none (the rules in the module comment): the range
 * of the qualifying legs that did not void, capped at the placed bonus odds; none once a leg is lost or half.
 */
export function settledBonusOdds(placed: PlacedBoost, legs: readonly BoostedLeg[]): number | undefined {
  const standing = legs.filter((leg) => leg.result !== 'void');
  if (!standing.every((leg) => standsFullyWon(leg.result))) return undefined;
  const count = standing.filter((leg) => leg.qualifying).length;
  const index = activeRangeIndex(placed.ranges, count);
  const range = index === undefined ? undefined : placed.ranges[index];
  return range ? Math.min(range.bonusOdds, placed.bonusOdds) : undefined;
}

/** Settles a combo placed with a comboboost: `settleCombo` with the boost `settledBonusOdds` leaves it. */
export function settleBoostedCombo(
  stake: number,
  legs: readonly BoostedLeg[],
  placed: PlacedBoost,
): Settlement {
  const plainLegs = legs.map(({ odds, result }) => ({ odds, result }));
  return settleCombo(stake, plainLegs, settledBonusOdds(placed, legs));
}
