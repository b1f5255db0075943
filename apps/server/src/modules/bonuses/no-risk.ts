import type { FreebetParams } from '@sportsbook/contracts/bonus-campaigns';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bonusCampaigns, freebets } from '../../db/schema/bonuses';
import type { IssuedBonus } from './issue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The no-risk freebet bet a replacement is issued for: its id, its freebet, the stake to give back. */
export interface NoRiskLoss {
  betId: number;
  freebetId: number;
  amount: number;
}

/**
 * A no-risk freebet bet lost (or half lost): the player gets a new plain freebet of the stake (domain
 * `freebetSettlement`), in settlement's transaction. One per bet (`freebets.source_bet_id` is UNIQUE): a bet
 * settled again after a correction finds the freebet its first loss issued and, if a correction took it back
 * meanwhile, makes it usable again (while its time lasts) instead of issuing a second. It has the original's
 * terms and currency; it is valid for the campaign's `days_valid`, or as long as the original was. It names no
 * campaign: it is not an issuance, so it counts towards no cap or budget. Answers the new freebet, which the
 * caller announces with `bonus_issued` after its commit like every issued bonus; null when the bet had one
 * already (the player was told about it when it was first issued).
 */
export async function issueNoRiskFreebet(
  tx: Database,
  loss: NoRiskLoss,
  now: Date,
): Promise<IssuedBonus | null> {
  const [earlier] = await tx
    .select()
    .from(freebets)
    .where(eq(freebets.sourceBetId, loss.betId))
    .for('update');
  if (earlier) {
    if (earlier.status === 'expired' && earlier.validTo > now) {
      await tx.update(freebets).set({ status: 'active' }).where(eq(freebets.id, earlier.id));
    }
    return null;
  }
  const [original] = await tx.select().from(freebets).where(eq(freebets.id, loss.freebetId));
  if (!original) throw new Error(`freebet ${loss.freebetId} of bet ${loss.betId} not found`);
  const days = original.campaignId === null ? undefined : await campaignDaysValid(tx, original.campaignId);
  const lasts = days === undefined ? original.validTo.getTime() - original.issuedAt.getTime() : days * DAY_MS;
  const [row] = await tx
    .insert(freebets)
    .values({
      playerId: original.playerId,
      currency: original.currency,
      amount: loss.amount,
      minOdds: original.minOdds,
      maxOdds: original.maxOdds,
      selectionCountFrom: original.selectionCountFrom,
      selectionCountTo: original.selectionCountTo,
      matchStatus: original.matchStatus,
      kind: 'freebet',
      validTo: new Date(now.getTime() + Math.max(lasts, DAY_MS)),
      issuedAt: now,
      activatedAt: now,
      sourceBetId: loss.betId,
    })
    .returning({ id: freebets.id });
  if (!row) throw new Error('replacement freebet insert answered no row');
  return { id: String(row.id), type: 'freebet' };
}

/**
 * A correction took the loss back: the replacement freebet is withdrawn (expired) if the player has not used it;
 * a used one stays with its bet (the house bears it, as ADR 017 does for a freebet given back and used).
 */
export async function takeBackNoRiskFreebet(tx: Database, betId: number): Promise<void> {
  await tx
    .update(freebets)
    .set({ status: 'expired' })
    .where(and(eq(freebets.sourceBetId, betId), eq(freebets.status, 'active')));
}

async function campaignDaysValid(tx: Database, campaignId: number): Promise<number | undefined> {
  const [campaign] = await tx
    .select({ params: bonusCampaigns.params })
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.id, campaignId));
  const params = campaign?.params as Partial<FreebetParams> | undefined;
  return typeof params?.days_valid === 'number' ? params.days_valid : undefined;
}
