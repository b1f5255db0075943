/**
 * Vocabulary of the bet slip (part 1 §3 "Bet", "Selection", "Bonus on a bet"; part 2 §3).
 * Odds are integer thousandths, money integer minor units of the bet's currency.
 */

import type { BetStatus } from '../bet-status';
import type { BonusStatus, BonusType, FreebetKind } from '../bonus-kinds';
import type { ComboboostRange } from '../comboboost';
import type { MatchStatus } from '../match-status';
import type { SystemType } from '../system-bets';

export type { SystemType } from '../system-bets';

export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;
export type Provider = (typeof PROVIDERS)[number];

export type SelectionGroup = 'regular' | 'cyber' | 'premium_cricket';

export const BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** Where the stake came from: typed by the player, derived from a wanted win, or from a shared bet. */
export type StakeSource = 'stake' | 'potentialWin' | 'sharing';

export type TicketState = 'initial' | 'odds_changed' | 'processing' | 'success' | 'error';

/** False for a provider the operator has switched off; a provider missing from the map is active. */
export type ProviderStatuses = Partial<Record<Provider, boolean>>;

export interface Selection {
  /** Unique in a slip: see `selectionId`. */
  id: string;
  matchId: string;
  matchUrnId: string;
  matchSlug: string;
  matchStatus: MatchStatus;
  marketId: string;
  marketName: string;
  marketGroup: string;
  specifier: string;
  outcomeId: string;
  outcomeName: string;
  /** Latest price from the feed. */
  odds: number;
  /** Price the player agreed to; what placement sends and what returns are computed from. */
  acceptedOdds: number;
  /** Price when the selection was added. */
  initialOdds: number;
  active: boolean;
  isSuspended: boolean;
  /** The latest price differs from the accepted one and the acceptance mode did not take it. */
  isChanged: boolean;
  isNotAvailable: boolean;
  provider: Provider;
  sportKey: string;
  nameA: string;
  nameB: string;
  categoryName: string;
  group: SelectionGroup;
}

/** What identifies an outcome in a market line. */
export interface OutcomeRef {
  matchId: string;
  marketId: string;
  specifier: string;
  outcomeId: string;
}

export function selectionId(ref: OutcomeRef): string {
  return `${ref.matchId}|${ref.marketId}|${ref.specifier}|${ref.outcomeId}`;
}

export type SelectionInput = Omit<
  Selection,
  'id' | 'acceptedOdds' | 'initialOdds' | 'active' | 'isSuspended' | 'isChanged' | 'isNotAvailable'
>;

/** A fresh selection as the player picks it: accepted and initial odds are the current price. */
export function newSelection(input: SelectionInput): Selection {
  return {
    ...input,
    id: selectionId(input),
    acceptedOdds: input.odds,
    initialOdds: input.odds,
    active: true,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  };
}

export type { BonusStatus, BonusType } from '../bonus-kinds';
export type { ComboboostRange } from '../comboboost';

export interface ComboboostOffer {
  bonusId: string;
  status: BonusStatus;
  /** Selections priced below this do not count towards a range. */
  minOdds: number;
  ranges: ComboboostRange[];
  /**
   * Set when the comboboost has event conditions: the bet's matches whose events meet them, as the server answers
   * (it knows each event's sport, category and tournament; the slip does not). Absent: every match meets them.
   */
  eligibleMatchIds?: string[];
}

export interface FreebetOffer {
  bonusId: string;
  bonusType: FreebetKind;
  /** Minor units of the bet's currency. */
  amount: number;
}

/** Hunting, tournament and loot-box offers: points farmed by the bet. */
export interface PointsOffer {
  bonusId: string;
  status: BonusStatus;
  potentialPoints: number;
  availablePoints: number;
  potentialFreebetAmount?: number;
}

/** Offers the server makes for one bet (POST /bonuses). */
export interface AvailableBonuses {
  comboboost?: ComboboostOffer;
  freebet: FreebetOffer[];
  hunting?: PointsOffer;
  lootbox?: PointsOffer;
  tournament?: PointsOffer;
}

export interface BetBonus {
  bonusId: string;
  bonusType: BonusType;
  activeRangeIndex?: number;
  suitableSelections?: string[];
  potentialPoints?: number;
  availablePoints?: number;
  points?: number;
  potentialFreebetAmount?: number;
  freebetStake?: number;
}

/** What the server answered for a placed bet. */
export interface PlacedInfo {
  betId: string;
  /** The ticket reference the player sees (My bets: "Ref. …"). */
  ref: string;
  status: BetStatus;
  isVip: boolean;
  odds: number;
  profit?: number;
  freebetStake?: number;
}

export interface Bet {
  betType: BetType;
  stake: number;
  stakeSource: StakeSource;
  currency: string;
  subunits: number;
  /** Quoted price of a custom bet; absent until quoted, cleared when its selections change. */
  customOdds?: number;
  selections: Selection[];
  availableBonuses: AvailableBonuses;
  bonus?: BetBonus;
  /** Comboboost multiplier of the active range, thousandths. */
  bonusOdds?: number;
  /** The player turned the comboboost off for this bet: auto-selection passes over it until turned on again. */
  comboboostOff?: boolean;
  systemType?: SystemType;
  placed?: PlacedInfo;
}

export function noBonuses(): AvailableBonuses {
  return { freebet: [] };
}

/** Settings the composition rules depend on. */
export interface SlipContext {
  currency: string;
  subunits: number;
  multiSingleAvailableByProvider: Partial<Record<Provider, boolean>>;
}

/** Result of a composition step: the new bets and what happened. */
export interface SlipChange {
  bets: Bet[];
  change: 'added' | 'removed' | 'changed' | 'ignored' | 'limit_reached' | 'custom_bet_modal';
}
