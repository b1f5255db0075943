/**
 * The status a player's issued bonus shows (part 2 §3 "Bonus status"), from what is stored about it and what
 * holds now (ADR 028, "Statuses"). One rule for freebets and comboboosts, the lists and placement alike:
 * - `bonus_over`: used (a freebet's bet) or its uses spent (a comboboost's);
 * - `deactivated`: an operator ended it for this player (stored, final);
 * - `expired`: its time ran out;
 * - `overridden`: another bonus of its kind took its place as the one active (stored, final);
 * - `not_available`: held but not usable now: its campaign is paused, or the player no longer meets the
 *   campaign's countries or verification (computed; it comes back when the cause goes);
 * - `active` once activated, else `available`.
 * The first that applies wins, in that order: what ended a bonus for good outranks a pause that may lift.
 */

import type { IssuedBonusStatus } from './bonus-kinds';

/** What is known of one issued bonus at a moment. */
export interface IssuedBonusFacts {
  spent: boolean;
  deactivated: boolean;
  expired: boolean;
  overridden: boolean;
  /** Why its campaign keeps the player from using it now; undefined when nothing does. */
  hold: CampaignHold | undefined;
  activated: boolean;
}

export function issuedBonusStatus(facts: IssuedBonusFacts): IssuedBonusStatus {
  if (facts.spent) return 'bonus_over';
  if (facts.deactivated) return 'deactivated';
  if (facts.expired) return 'expired';
  if (facts.overridden) return 'overridden';
  if (facts.hold !== undefined) return 'not_available';
  return facts.activated ? 'active' : 'available';
}

/** Why a campaign keeps a holder from using its bonus: paused, or the player outside its conditions now. */
export type CampaignHold = 'paused' | 'country' | 'verification';

/** The campaign's side of a bonus's use: its status and the player conditions it was issued under. */
export interface HoldingCampaign {
  status: 'active' | 'paused' | 'ended';
  /** Empty: every country. */
  countryCodes: readonly string[];
  onlyVerified: boolean;
}

/** The player's side: where they play from and whether their e-mail is confirmed. */
export interface BonusHolder {
  country: string;
  verified: boolean;
}

/**
 * Why the campaign keeps this holder from using its bonus now, undefined when it does not. An ended campaign
 * holds nothing: ending stops issuing, and what was issued stays the player's until it expires (ADR 028).
 */
export function campaignHold(campaign: HoldingCampaign, holder: BonusHolder): CampaignHold | undefined {
  if (campaign.status === 'paused') return 'paused';
  if (campaign.countryCodes.length > 0 && !campaign.countryCodes.includes(holder.country)) return 'country';
  if (campaign.onlyVerified && !holder.verified) return 'verification';
  return undefined;
}
