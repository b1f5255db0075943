import type { CampaignContent, ComboboostParams, FreebetParams } from '@sportsbook/contracts/bonus-campaigns';
import type { Comboboost, Freebet, IssuedBonusStatus } from '@sportsbook/contracts/bonuses';
import { defaultLocale, type Locale } from '@sportsbook/contracts/locales';
import { type BonusHolder, campaignHold, issuedBonusStatus } from '@sportsbook/domain/bonus-status';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { bonusCampaigns, issuedComboboosts } from '../../db/schema/bonuses';
import { players } from '../../db/schema/players';
import type { FreebetRow } from './repository';

type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type ComboboostRow = typeof issuedComboboosts.$inferSelect;

/** A campaign's content in the locale, English where that locale has none. */
export function contentIn(campaign: Pick<CampaignRow, 'id' | 'content'>, locale: Locale): CampaignContent {
  const content = campaign.content;
  const english = content[defaultLocale];
  if (!english) throw new Error(`campaign ${campaign.id} has no English content`);
  return content[locale] ?? english;
}

/**
 * What a freebet shows its player (domain `issuedBonusStatus`): over once used, deactivated or overridden once
 * ended so, expired once its time ran out, not available while its campaign holds it, else active (freebets are
 * issued activated) or available.
 */
export function freebetStatus(
  row: FreebetRow,
  campaign: CampaignRow | null,
  holder: BonusHolder,
  now: Date,
): IssuedBonusStatus {
  return issuedBonusStatus({
    spent: row.status === 'used',
    deactivated: row.deactivatedAt !== null,
    expired: row.status === 'expired' || row.validTo <= now,
    overridden: row.overriddenAt !== null,
    hold: campaign ? campaignHold(campaign, holder) : undefined,
    activated: row.activatedAt !== null,
  });
}

/** What a comboboost shows its player: the same rule, over once its uses are spent. */
export function comboboostStatus(
  row: ComboboostRow,
  campaign: CampaignRow,
  holder: BonusHolder,
  now: Date,
): IssuedBonusStatus {
  return issuedBonusStatus({
    spent: row.timesUsed >= row.usesCount,
    deactivated: row.deactivatedAt !== null,
    expired: row.expiredAt !== null || row.validTo <= now,
    overridden: row.overriddenAt !== null,
    hold: campaignHold(campaign, holder),
    activated: row.activatedAt !== null,
  });
}

/** Where the player plays from and whether their e-mail is confirmed: what a campaign's hold reads. */
export async function readHolder(db: Database, playerId: number): Promise<BonusHolder> {
  const [player] = await db
    .select({ country: players.country, confirmedAt: players.emailConfirmedAt })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw new Error(`player ${playerId} not found`);
  return { country: player.country, verified: player.confirmedAt !== null };
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The spec's freebet shape (part 2 §3), titled in the locale when it came from a campaign. */
export function freebetView(
  row: FreebetRow,
  campaign: CampaignRow | null,
  holder: BonusHolder,
  locale: Locale,
  now: Date,
): Freebet {
  const params = campaign?.params as FreebetParams | undefined;
  return {
    id: String(row.id),
    type: row.kind,
    status: row.status,
    title: campaign ? contentIn(campaign, locale).title : null,
    campaign_id: row.campaignId,
    min_odds: row.minOdds,
    max_odds: row.maxOdds,
    match_status: row.matchStatus,
    selection_count_from: row.selectionCountFrom,
    selection_count_to: row.selectionCountTo,
    valid_to: row.validTo.toISOString(),
    boost_multiplier: params?.boost_multiplier ?? null,
    issued: {
      is_active: row.status === 'active',
      currency: row.currency,
      amount: row.amount,
      issued_at: row.issuedAt.toISOString(),
      used_in_bet: row.betId === null ? null : String(row.betId),
      activated_at: iso(row.activatedAt),
      seen: row.seen,
      computed_status: freebetStatus(row, campaign, holder, now),
    },
  };
}

/** The spec's comboboost shape (part 2 §3): the campaign's terms with the issued part. */
export function comboboostView(
  row: ComboboostRow,
  campaign: CampaignRow,
  holder: BonusHolder,
  locale: Locale,
  now: Date,
): Comboboost {
  const params = campaign.params as ComboboostParams;
  return {
    id: String(row.id),
    type: 'comboboost',
    title: contentIn(campaign, locale).title,
    campaign_id: campaign.id,
    min_odds: params.min_odds,
    uses_count: row.usesCount,
    country_codes: campaign.countryCodes,
    event_conditions: campaign.eventConditions,
    ranges: params.ranges,
    valid_to: row.validTo.toISOString(),
    only_verified: campaign.onlyVerified,
    trigger_key: campaign.trigger,
    status: campaign.status,
    issued: {
      times_used: row.timesUsed,
      issued_at: row.issuedAt.toISOString(),
      activated_at: iso(row.activatedAt),
      expired_at: iso(row.expiredAt),
      seen: row.seen,
      computed_status: comboboostStatus(row, campaign, holder, now),
    },
    banners: { desktop: campaign.bannerDesktop, mobile: campaign.bannerMobile },
  };
}
