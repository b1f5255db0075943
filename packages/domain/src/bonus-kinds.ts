/**
 * The names bonuses go by (spec part 1 §3 "Bonus on a bet", part 2 §3 "Bonuses"): the one list of bonus types a
 * slip and the bonus lists know, the freebet kinds among them, and the statuses a player's bonus shows. The rules
 * of each kind live beside it (freebets.ts, comboboost.ts); the campaigns that issue them on the server.
 */

/** Every bonus type of the spec, in the order the spec lists them. */
export const BONUS_TYPES = [
  'comboboost',
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
  'hunting',
  'lootbox',
  'tournament',
  'jackpot',
] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/**
 * What a freebet pays when its bet wins or loses:
 * - `freebet` and `freebet_only_win`: the profit only (the return less the stake);
 * - `freebet_all_win`: the whole return, stake included;
 * - `freebet_no_risk`: the profit when it wins, and the stake back as a new freebet when it loses.
 */
export const FREEBET_KINDS = ['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win'] as const;
export type FreebetKind = (typeof FREEBET_KINDS)[number];

export function isFreebetKind(type: string): type is FreebetKind {
  return (FREEBET_KINDS as readonly string[]).includes(type);
}

/**
 * What an issued bonus shows its player (part 2 §3 "Bonus status"; when each is stored or computed: ADR 028,
 * "Statuses" and `bonus-status.ts`).
 */
export const ISSUED_BONUS_STATUSES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
] as const;
export type IssuedBonusStatus = (typeof ISSUED_BONUS_STATUSES)[number];

/** Every status of the spec: an issued bonus's, and `unknown` for one a client cannot read. */
export const BONUS_STATUSES = [...ISSUED_BONUS_STATUSES, 'unknown'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** A bonus a bet may take: the player holds it available or active (the other statuses are for the lists). */
export function isUsableBonusStatus(status: BonusStatus): boolean {
  return status === 'available' || status === 'active';
}

/** Auto-selection order in the slip (part 1 §4): the first of these a bet qualifies for is chosen. */
export const BONUS_AUTO_SELECTION_ORDER = [
  'hunting',
  'tournament',
  'comboboost',
] as const satisfies readonly BonusType[];
