import {
  CAMPAIGN_ERROR_CODES,
  type Campaign,
  type CampaignFields,
  type CampaignStatus,
  type CampaignTriggerInput,
} from '@sportsbook/contracts/bonus-campaigns';
import { and, asc, count, eq, gt, inArray, lte, ne, type SQL } from 'drizzle-orm';
import { DomainError } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { bonusCampaignBudgets, bonusCampaigns, freebets, issuedComboboosts } from '../../db/schema/bonuses';
import { isUniqueViolation } from '../../db/sql-state';

export type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type BudgetRow = typeof bonusCampaignBudgets.$inferSelect;

/** The columns of a campaign's fields; the trigger is spread over three (key, promo code, deposit amounts). */
function campaignColumns(fields: CampaignFields) {
  const trigger = fields.trigger;
  return {
    name: fields.name,
    kind: fields.kind,
    content: fields.content,
    validFrom: new Date(fields.valid_from),
    validTo: new Date(fields.valid_to),
    countryCodes: fields.country_codes,
    onlyVerified: fields.only_verified,
    eventConditions: fields.event_conditions,
    perPlayerCap: fields.per_player_cap,
    trigger: trigger.key,
    triggerAmounts: trigger.key === 'deposit_over' ? trigger.amounts : null,
    promoCode: trigger.key === 'promo_code' ? trigger.code : null,
    params: fields.params,
    status: fields.status,
    showInPromotions: fields.show_in_promotions,
    bannerDesktop: fields.banners.desktop,
    bannerMobile: fields.banners.mobile,
  };
}

function triggerOf(row: CampaignRow): CampaignTriggerInput {
  if (row.trigger === 'deposit_over') return { key: 'deposit_over', amounts: row.triggerAmounts ?? {} };
  if (row.trigger === 'promo_code') return { key: 'promo_code', code: row.promoCode ?? '' };
  return { key: row.trigger };
}

/** The campaign's fields as the operator wrote them (the input an update is merged into). */
export function campaignFields(row: CampaignRow, budgets: readonly BudgetRow[]): CampaignFields {
  return {
    name: row.name,
    kind: row.kind,
    content: row.content as CampaignFields['content'],
    valid_from: row.validFrom.toISOString(),
    valid_to: row.validTo.toISOString(),
    country_codes: row.countryCodes,
    only_verified: row.onlyVerified,
    event_conditions: row.eventConditions,
    budget: budgets.length === 0 ? null : Object.fromEntries(budgets.map((b) => [b.currency, b.amount])),
    per_player_cap: row.perPlayerCap,
    trigger: triggerOf(row),
    params: row.params,
    status: row.status,
    show_in_promotions: row.showInPromotions,
    banners: { desktop: row.bannerDesktop, mobile: row.bannerMobile },
  };
}

const promoCodeTaken = (code: string) =>
  new DomainError(
    'conflict',
    CAMPAIGN_ERROR_CODES.promoCodeTaken,
    `Promo code ${code} belongs to another campaign`,
  );

/** A promo code names one campaign: refused before writing, and by the unique index if two writes race. */
async function writeCampaign<T>(fields: CampaignFields, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (fields.trigger.key === 'promo_code' && isUniqueViolation(error))
      throw promoCodeTaken(fields.trigger.code);
    throw error;
  }
}

async function replaceBudgets(
  tx: Database,
  campaignId: number,
  budget: CampaignFields['budget'],
): Promise<void> {
  const current = await tx
    .select()
    .from(bonusCampaignBudgets)
    .where(eq(bonusCampaignBudgets.campaignId, campaignId));
  const spent = new Map(current.map((row) => [row.currency, row.spent]));
  await tx.delete(bonusCampaignBudgets).where(eq(bonusCampaignBudgets.campaignId, campaignId));
  if (!budget) return;
  // What was spent stays spent: a budget below it is refused here (and by the CHECK spent <= amount).
  for (const [currency, amount] of Object.entries(budget)) {
    const already = spent.get(currency) ?? 0;
    if (amount < already) {
      throw new DomainError(
        'conflict',
        CAMPAIGN_ERROR_CODES.budgetBelowSpent,
        `The ${currency} budget is below the ${already} spent`,
        {
          details: { currency, spent: already },
        },
      );
    }
  }
  await tx.insert(bonusCampaignBudgets).values(
    Object.entries(budget).map(([currency, amount]) => ({
      campaignId,
      currency,
      amount,
      spent: spent.get(currency) ?? 0,
    })),
  );
}

export async function insertCampaign(db: Database, fields: CampaignFields): Promise<number> {
  return writeCampaign(fields, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bonusCampaigns)
        .values(campaignColumns(fields))
        .returning({ id: bonusCampaigns.id });
      if (!row) throw new Error('campaign insert answered no row');
      await replaceBudgets(tx, row.id, fields.budget);
      return row.id;
    }),
  );
}

/** Writes the whole campaign (the merged update), its row locked so issuance sees the old or the new terms. */
export async function updateCampaign(
  db: Database,
  id: number,
  fields: CampaignFields,
  now: Date,
): Promise<void> {
  await writeCampaign(fields, () =>
    db.transaction(async (tx) => {
      await tx
        .select({ id: bonusCampaigns.id })
        .from(bonusCampaigns)
        .where(eq(bonusCampaigns.id, id))
        .for('update');
      await tx
        .update(bonusCampaigns)
        .set({ ...campaignColumns(fields), updatedAt: now })
        .where(eq(bonusCampaigns.id, id));
      await replaceBudgets(tx, id, fields.budget);
    }),
  );
}

/** Moves a campaign to `status` from one of `from`; false when it was not in one of them. */
export async function moveCampaign(
  db: Database,
  id: number,
  from: readonly CampaignStatus[],
  status: CampaignStatus,
  now: Date,
): Promise<boolean> {
  const moved = await db
    .update(bonusCampaigns)
    .set({ status, updatedAt: now })
    .where(and(eq(bonusCampaigns.id, id), inArray(bonusCampaigns.status, [...from])))
    .returning({ id: bonusCampaigns.id });
  return moved.length === 1;
}

export async function findCampaign(db: Database, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  return row;
}

export async function findCampaignByPromoCode(db: Database, code: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.promoCode, code));
  return row;
}

export async function campaignBudgets(db: Database, id: number): Promise<BudgetRow[]> {
  return db
    .select()
    .from(bonusCampaignBudgets)
    .where(eq(bonusCampaignBudgets.campaignId, id))
    .orderBy(asc(bonusCampaignBudgets.currency));
}

/** How many bonuses a campaign issued, to one player or to everyone. */
export async function issuedCount(db: Database, campaignId: number, playerId?: number): Promise<number> {
  const byFreebet: SQL[] = [eq(freebets.campaignId, campaignId)];
  const byComboboost: SQL[] = [eq(issuedComboboosts.campaignId, campaignId)];
  if (playerId !== undefined) {
    byFreebet.push(eq(freebets.playerId, playerId));
    byComboboost.push(eq(issuedComboboosts.playerId, playerId));
  }
  const [a] = await db
    .select({ n: count() })
    .from(freebets)
    .where(and(...byFreebet));
  const [b] = await db
    .select({ n: count() })
    .from(issuedComboboosts)
    .where(and(...byComboboost));
  return (a?.n ?? 0) + (b?.n ?? 0);
}

export async function listCampaigns(
  db: Database,
  filter: { status?: CampaignStatus; kind?: CampaignRow['kind']; trigger?: CampaignRow['trigger'] },
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        filter.status ? eq(bonusCampaigns.status, filter.status) : undefined,
        filter.kind ? eq(bonusCampaigns.kind, filter.kind) : undefined,
        filter.trigger ? eq(bonusCampaigns.trigger, filter.trigger) : undefined,
      ),
    )
    .orderBy(asc(bonusCampaigns.id));
}

/**
 * The campaigns on offer to everyone at `now` (the public promotions page): active, within their window, shown in
 * promotions, and not manual grants (nobody can take those), soonest to end first.
 */
function publicCampaignWhere(now: Date): SQL | undefined {
  return and(
    eq(bonusCampaigns.status, 'active'),
    eq(bonusCampaigns.showInPromotions, true),
    ne(bonusCampaigns.trigger, 'manual'),
    lte(bonusCampaigns.validFrom, now),
    gt(bonusCampaigns.validTo, now),
  );
}

export async function listPublicCampaigns(db: Database, now: Date): Promise<CampaignRow[]> {
  return db
    .select()
    .from(bonusCampaigns)
    .where(publicCampaignWhere(now))
    .orderBy(asc(bonusCampaigns.validTo), asc(bonusCampaigns.id));
}

/** One campaign on offer to everyone at `now`; undefined for any other (unknown, paused, ended, manual, hidden). */
export async function findPublicCampaign(
  db: Database,
  id: number,
  now: Date,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.id, id), publicCampaignWhere(now)));
  return row;
}

/** The operator's view of a campaign: its fields, what its budget has spent and how many bonuses it issued. */
export async function campaignView(db: Database, row: CampaignRow): Promise<Campaign> {
  const budgets = await campaignBudgets(db, row.id);
  return {
    ...campaignFields(row, budgets),
    id: row.id,
    budget_spent: Object.fromEntries(budgets.map((b) => [b.currency, b.spent])),
    issued_count: await issuedCount(db, row.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A campaign's id by its name (the demo seed names its campaigns). */
export async function campaignIdByName(db: Database, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bonusCampaigns.id })
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.name, name));
  return row?.id;
}

/** Names the sports a campaign's bonus applies to, when it names none yet. */
export async function setCampaignSportIds(db: Database, id: number, sportIds: number[]): Promise<void> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  if (!row || row.eventConditions.sport_ids.length > 0) return;
  await db
    .update(bonusCampaigns)
    .set({ eventConditions: { ...row.eventConditions, sport_ids: sportIds } })
    .where(eq(bonusCampaigns.id, id));
}
