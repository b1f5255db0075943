import { BONUS_ERROR_CODES, type BonusRef, type IssuedBonusStatus } from '@sportsbook/contracts/bonuses';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { DomainError } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { freebets, issuedComboboosts } from '../../db/schema/bonuses';
import { bonusKind, findOwnBonus, type OwnBonus, ownBonusStatus } from './player-bonuses';

/** The site's rule on freebets (settings `allow_multiple_active_user_freebets`; ADR 028, "Statuses"). */
export interface ActivationRules {
  /** false: activating a freebet overrides the player's other active freebets. */
  allowMultipleActiveFreebets: boolean;
}

const notActivatable = (status: IssuedBonusStatus) =>
  new DomainError(
    'conflict',
    BONUS_ERROR_CODES.notActivatable,
    `The bonus is ${status} and cannot be activated`,
    { details: { status } },
  );

/**
 * Locks, in id order, the bonus and every row of the player that could be active beside it: all the player's
 * comboboosts, or the player's freebets still stored active. Two activations of one player queue on the same
 * rows in the same order, so the second sees the first's bonus active and overrides it; a placement locks its
 * bonus rows the same way and either goes first or finds them overridden.
 */
async function lockRivals(tx: Database, bonus: OwnBonus, playerId: number): Promise<number[]> {
  const id = bonus.row.id;
  if (bonus.type === 'comboboost') {
    const rows = await tx
      .select({ id: issuedComboboosts.id })
      .from(issuedComboboosts)
      .where(eq(issuedComboboosts.playerId, playerId))
      .orderBy(asc(issuedComboboosts.id))
      .for('update');
    return rows.map((row) => row.id).filter((other) => other !== id);
  }
  const rows = await tx
    .select({ id: freebets.id })
    .from(freebets)
    .where(and(eq(freebets.playerId, playerId), or(eq(freebets.id, id), eq(freebets.status, 'active'))))
    .orderBy(asc(freebets.id))
    .for('update');
  return rows.map((row) => row.id).filter((other) => other !== id);
}

/** Marks overridden those of the locked rivals that are still ahead of the player (active or held). */
async function overrideRivals(
  tx: Database,
  bonus: OwnBonus,
  playerId: number,
  rivals: readonly number[],
  now: Date,
): Promise<void> {
  const candidates: number[] = [];
  for (const id of rivals) {
    const rival = await findOwnBonus(tx, playerId, id, bonus.type);
    const status = ownBonusStatus(rival, now);
    if (status === 'active' || (status === 'not_available' && rival.row.activatedAt !== null)) {
      candidates.push(id);
    }
  }
  if (candidates.length === 0) return;
  const table = bonus.type === 'comboboost' ? issuedComboboosts : freebets;
  await tx
    .update(table)
    .set({ overriddenAt: now })
    .where(and(inArray(table.id, candidates), isNull(table.overriddenAt)));
}

/**
 * Activates one of the player's bonuses: an available one becomes active, an active one stays so (a repeated call
 * answers the same); any other status is refused (409) and nothing changes. One comboboost is active per player,
 * and one freebet when the site does not allow several: the others active become overridden, in the same
 * transaction, with every row concerned locked in id order.
 */
export async function activateBonus(
  db: Database,
  playerId: number,
  id: number,
  now: Date,
  rules: ActivationRules,
): Promise<BonusRef> {
  return db.transaction(async (tx) => {
    const found = await findOwnBonus(tx, playerId, id);
    const single = found.type === 'comboboost' || !rules.allowMultipleActiveFreebets;
    const rivals = single ? await lockRivals(tx, found, playerId) : [];
    // Read again under the locks: what a concurrent activation or placement left is what counts.
    const bonus = single ? await findOwnBonus(tx, playerId, id, found.type) : found;
    const status = ownBonusStatus(bonus, now);
    if (status !== 'active' && status !== 'available') throw notActivatable(status);
    if (status === 'available') {
      const table = bonus.type === 'comboboost' ? issuedComboboosts : freebets;
      await tx
        .update(table)
        .set({ activatedAt: now })
        .where(and(eq(table.id, id), isNull(table.activatedAt)));
    }
    if (single) await overrideRivals(tx, bonus, playerId, rivals, now);
    return { id: String(id), type: bonusKind(bonus), computed_status: 'active' };
  });
}
