import type { CampaignKind } from '@sportsbook/contracts/bonus-campaigns';
import type { DeactivatedBonus } from '@sportsbook/contracts/bonus-deactivation';
import { BONUS_ERROR_CODES } from '@sportsbook/contracts/bonuses';
import { and, eq, isNull } from 'drizzle-orm';
import { DomainError, notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { freebets, issuedComboboosts } from '../../db/schema/bonuses';
import { bonusKind, findOwnBonus, type OwnBonus, ownBonusStatus } from './player-bonuses';

function deactivatedView(bonus: OwnBonus, playerId: number, now: Date): DeactivatedBonus {
  const { deactivatedAt, deactivatedReason } = bonus.row;
  if (deactivatedAt === null || deactivatedReason === null) throw new Error('the bonus is not deactivated');
  return {
    id: String(bonus.row.id),
    type: bonusKind(bonus),
    player_id: playerId,
    computed_status: ownBonusStatus(bonus, now),
    deactivated_at: deactivatedAt.toISOString(),
    deactivated_reason: deactivatedReason,
  };
}

/**
 * The operator ends one player's bonus before its time (ADR 028, "Statuses"): its row locked `FOR UPDATE` (a
 * placement holding it finishes first, or waits and then finds it deactivated), `deactivated_at` and the reason
 * stored. A bonus already used up is refused (409 `bonus_not_deactivatable`), one already deactivated answers as
 * it is (the first reason stays), another player's or a kind it is not is a 404; a refusal changes nothing.
 */
export async function deactivateBonus(
  db: Database,
  target: { playerId: number; type: CampaignKind; id: number },
  reason: string,
  now: Date,
): Promise<DeactivatedBonus> {
  const { playerId, type, id } = target;
  const only = type === 'comboboost' ? 'comboboost' : 'freebet';
  const table = only === 'comboboost' ? issuedComboboosts : freebets;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.playerId, playerId)))
      .for('update');
    const bonus = await findOwnBonus(tx, playerId, id, only);
    if (bonusKind(bonus) !== type) throw notFound('Bonus');
    const status = ownBonusStatus(bonus, now);
    if (status === 'deactivated') return deactivatedView(bonus, playerId, now);
    if (status === 'bonus_over') {
      throw new DomainError(
        'conflict',
        BONUS_ERROR_CODES.notDeactivatable,
        'The bonus is used up and cannot be deactivated',
        { details: { status } },
      );
    }
    await tx
      .update(table)
      .set({ deactivatedAt: now, deactivatedReason: reason })
      .where(and(eq(table.id, id), isNull(table.deactivatedAt)));
    return deactivatedView(await findOwnBonus(tx, playerId, id, only), playerId, now);
  });
}
