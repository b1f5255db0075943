import type { FreebetParams } from '@sportsbook/contracts/bonus-campaigns';
import { BONUS_ERROR_CODES, type BoostedFreebet } from '@sportsbook/contracts/bonuses';
import {
  boostedFreebetAmount,
  type FreebetBoostRefusal,
  freebetBoostRefusal,
} from '@sportsbook/domain/freebets';
import { ODDS_SCALE } from '@sportsbook/domain/odds';
import { and, eq, isNull } from 'drizzle-orm';
import { DomainError, notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { bonusCampaigns, freebets, issuedComboboosts } from '../../db/schema/bonuses';

const notBoostable = (reason: FreebetBoostRefusal) =>
  new DomainError('conflict', BONUS_ERROR_CODES.notBoostable, `The freebet cannot be boosted: ${reason}`, {
    details: { reason },
  });

/**
 * The campaign's boost multiplier in thousandths (the campaign states it as a decimal, 1.5 = x1.5); null when the
 * freebet has no campaign or its campaign allows no boost.
 */
async function boostMultiplierOf(tx: Database, campaignId: number | null): Promise<number | null> {
  if (campaignId === null) return null;
  const [campaign] = await tx
    .select({ params: bonusCampaigns.params })
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.id, campaignId));
  const multiplier = (campaign?.params as Partial<FreebetParams> | undefined)?.boost_multiplier;
  return typeof multiplier === 'number' ? Math.round(multiplier * ODDS_SCALE) : null;
}

/**
 * `POST /bonuses/{id}/boost`: multiplies one of the player's unused freebets by its campaign's boost multiplier,
 * once (domain `freebetBoostRefusal`, `boostedFreebetAmount`; not a deactivated or overridden one), with the row locked so two boosts or a boost and
 * a placement queue. Another player's or an unknown id is a 404; a comboboost, a freebet its campaign lets no
 * boost, one boosted already, used or expired answer 409 `bonus_not_boostable` with `details.reason`.
 */
export async function boostFreebet(
  db: Database,
  playerId: number,
  id: number,
  now: Date,
): Promise<BoostedFreebet> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(freebets)
      .where(and(eq(freebets.id, id), eq(freebets.playerId, playerId)))
      .for('update');
    if (!row) {
      const [comboboost] = await tx
        .select({ id: issuedComboboosts.id })
        .from(issuedComboboosts)
        .where(and(eq(issuedComboboosts.id, id), eq(issuedComboboosts.playerId, playerId)));
      if (comboboost) throw notBoostable('not_boostable');
      throw notFound('Bonus');
    }
    const boostMultiplier = await boostMultiplierOf(tx, row.campaignId);
    const refusal = freebetBoostRefusal(
      {
        status: row.status,
        validTo: row.validTo.getTime(),
        boostMultiplier,
        boosted: row.boostedAt !== null,
        ended: row.deactivatedAt !== null || row.overriddenAt !== null,
      },
      now.getTime(),
    );
    if (refusal || boostMultiplier === null) throw notBoostable(refusal ?? 'not_boostable');
    const amount = boostedFreebetAmount(row.amount, boostMultiplier);
    await tx
      .update(freebets)
      .set({ amount, boostedAt: now })
      .where(and(eq(freebets.id, id), isNull(freebets.boostedAt)));
    return { id: String(id), type: row.kind, amount };
  });
}
