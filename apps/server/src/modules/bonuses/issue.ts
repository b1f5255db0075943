import type {
  CampaignKind,
  ComboboostParams,
  FreebetParams,
  IssueRefusal,
} from '@sportsbook/contracts/bonus-campaigns';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import {
  bonusCampaignBudgets,
  bonusCampaigns,
  freebets,
  issuedComboboosts,
  type TriggerEvent,
} from '../../db/schema/bonuses';
import { players } from '../../db/schema/players';
import type { PlatformContext } from '../../platform/context';
import { bonusIssuedDraft, type NotificationsPublished, recordNotifications } from '../notifications';
import { type CampaignRow, campaignBudgets, issuedCount } from './campaign-repository';

const DAY_MS = 24 * 3600 * 1000;

/** What issuance needs: the database and the player's private channel (the platform context has both). */
export type IssueContext = Pick<PlatformContext, 'db' | 'publishToPlayer'> & {
  /** Hears a bonus_issued that could not be published (the bonus is issued all the same). */
  onPublishError?: (error: unknown) => void;
};

export interface IssuedBonus {
  id: string;
  type: CampaignKind;
}

export type IssueResult = { ok: true; bonus: IssuedBonus } | { ok: false; reason: IssueRefusal };

/** Why the campaign, as it stands, cannot issue now; null when it can. */
function campaignRefusal(campaign: CampaignRow, now: Date): IssueRefusal | null {
  if (campaign.status !== 'active') return campaign.status;
  if (now < campaign.validFrom) return 'not_started';
  if (now >= campaign.validTo) return 'ended';
  return null;
}

/**
 * Spends `amount` of the campaign's budget in `currency` (already locked with the campaign row). A campaign
 * with no budget spends nothing; one with a budget but none in this currency gives nothing in it.
 */
async function spendBudget(
  tx: Database,
  campaignId: number,
  currency: string,
  amount: number,
): Promise<boolean> {
  const budgets = await campaignBudgets(tx, campaignId);
  if (budgets.length === 0) return true;
  const budget = budgets.find((row) => row.currency === currency);
  if (!budget || budget.spent + amount > budget.amount || (amount === 0 && budget.spent >= budget.amount)) {
    return false;
  }
  if (amount > 0) {
    await tx
      .update(bonusCampaignBudgets)
      .set({ spent: sql`${bonusCampaignBudgets.spent} + ${amount}` })
      .where(
        and(eq(bonusCampaignBudgets.campaignId, campaignId), eq(bonusCampaignBudgets.currency, currency)),
      );
  }
  return true;
}

/**
 * Issues the campaign's bonus inside the caller's transaction: locks the campaign row, checks it and the player,
 * spends the budget and inserts the bonus. A refusal answers its reason and writes nothing.
 */
export async function issueLocked(
  tx: Database,
  campaignId: number,
  playerId: number,
  now: Date,
): Promise<IssueResult> {
  const [campaign] = await tx
    .select()
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.id, campaignId))
    .for('update');
  if (!campaign) throw notFound('Campaign');
  const [player] = await tx
    .select({ country: players.country, currency: players.currency, confirmedAt: players.emailConfirmedAt })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw notFound('Player');
  const refused = campaignRefusal(campaign, now);
  if (refused) return { ok: false, reason: refused };
  if (campaign.countryCodes.length > 0 && !campaign.countryCodes.includes(player.country)) {
    return { ok: false, reason: 'country' };
  }
  if (campaign.onlyVerified && player.confirmedAt === null) return { ok: false, reason: 'verification' };
  if ((await issuedCount(tx, campaignId, playerId)) >= campaign.perPlayerCap)
    return { ok: false, reason: 'cap' };

  if (campaign.kind === 'comboboost') {
    const params = campaign.params as ComboboostParams;
    // A comboboost costs nothing when issued: its budget is spent by the boosted wins it pays (ADR 028).
    if (!(await spendBudget(tx, campaignId, player.currency, 0))) return { ok: false, reason: 'budget' };
    const [row] = await tx
      .insert(issuedComboboosts)
      .values({
        playerId,
        campaignId,
        usesCount: params.uses_count,
        validTo: campaign.validTo,
        issuedAt: now,
      })
      .returning({ id: issuedComboboosts.id });
    if (!row) throw new Error('comboboost insert answered no row');
    return { ok: true, bonus: { id: String(row.id), type: 'comboboost' } };
  }
  const params = campaign.params as FreebetParams;
  const amount = params.amounts[player.currency];
  if (amount === undefined) return { ok: false, reason: 'currency' };
  if (!(await spendBudget(tx, campaignId, player.currency, amount))) return { ok: false, reason: 'budget' };
  const [row] = await tx
    .insert(freebets)
    .values({
      playerId,
      currency: player.currency,
      amount,
      minOdds: params.min_odds,
      maxOdds: params.max_odds,
      selectionCountFrom: params.selection_count_from,
      selectionCountTo: params.selection_count_to,
      matchStatus: params.match_status,
      validTo: new Date(now.getTime() + params.days_valid * DAY_MS),
      issuedAt: now,
      kind: campaign.kind,
      campaignId,
      activatedAt: now,
    })
    .returning({ id: freebets.id });
  if (!row) throw new Error('freebet insert answered no row');
  return { ok: true, bonus: { id: String(row.id), type: campaign.kind } };
}

/**
 * `issueLocked` with its notification recorded in the same transaction, so the notification exists exactly when
 * the bonus does (ADR 029); the caller publishes both with `publishIssued` after its commit.
 */
export async function issueRecorded(
  tx: Database,
  campaignId: number,
  playerId: number,
  now: Date,
): Promise<{ result: IssueResult; notified: NotificationsPublished[] }> {
  const result = await issueLocked(tx, campaignId, playerId, now);
  const notified = result.ok
    ? await recordNotifications(tx, [bonusIssuedDraft(playerId, result.bonus)], now)
    : [];
  return { result, notified };
}

/**
 * Publishes bonus_issued, then the notification it recorded, after the commit; never throws (the bonus is issued
 * whatever the channel does).
 */
export async function publishIssued(
  ctx: IssueContext,
  playerId: number,
  bonus: IssuedBonus,
  notified: readonly NotificationsPublished[] = [],
): Promise<void> {
  for (const { event } of [{ event: { type: 'bonus_issued' as const, data: bonus } }, ...notified]) {
    try {
      await ctx.publishToPlayer(playerId, event);
    } catch (error) {
      ctx.onPublishError?.(error);
    }
  }
}

/**
 * Issues the campaign's bonus to the player, or answers why not. Window, status, country, verification,
 * per-player cap and budget are checked in one transaction with the campaign row locked, so concurrent
 * issuances of one campaign queue and neither its budget nor a player's cap is ever exceeded. `bonus_issued`
 * goes to `private:{playerId}` after the commit. An unknown campaign or player is a not-found refusal.
 */
export async function issueFromCampaign(
  ctx: IssueContext,
  campaignId: number,
  playerId: number,
  now: Date,
): Promise<IssueResult> {
  const { result, notified } = await ctx.db.transaction((tx) => issueRecorded(tx, campaignId, playerId, now));
  if (result.ok) await publishIssued(ctx, playerId, result.bonus, notified);
  return result;
}

/**
 * The active, running campaigns the event triggers, in id order: issuing them one after another locks their rows
 * in that order, so two triggers processed at once never wait on each other crosswise.
 */
export async function triggeredCampaigns(
  db: Database,
  event: TriggerEvent,
  now: Date,
): Promise<CampaignRow[]> {
  const running = and(
    eq(bonusCampaigns.status, 'active'),
    lte(bonusCampaigns.validFrom, now),
    gt(bonusCampaigns.validTo, now),
  );
  if (event.key === 'sign_up') {
    return db
      .select()
      .from(bonusCampaigns)
      .where(and(running, eq(bonusCampaigns.trigger, 'sign_up')))
      .orderBy(asc(bonusCampaigns.id));
  }
  const rows = await db
    .select()
    .from(bonusCampaigns)
    .where(and(running, sql`${bonusCampaigns.trigger} IN ('first_deposit', 'deposit_over')`))
    .orderBy(asc(bonusCampaigns.id));
  return rows.filter((row) =>
    row.trigger === 'first_deposit'
      ? event.first
      : (row.triggerAmounts?.[event.currency] ?? Number.POSITIVE_INFINITY) <= event.amount,
  );
}
