import { type ActivatedBonus, BONUS_ERROR_CODES } from '@sportsbook/contracts/bonuses';
import { sql } from 'drizzle-orm';
import { DomainError } from '../../../core/domain-error';
import type { Database } from '../../../db/client';
import { farmingParticipants } from '../../../db/schema/hunting';
import { type FarmingCampaignRow, findFarmingCampaign } from './campaigns';
import { farmingStatus } from './standings';

/** The farming campaign with this id, if the id names one (bonus ids share one sequence). */
export const farmingCampaignById = (db: Database, id: number): Promise<FarmingCampaignRow | undefined> =>
  findFarmingCampaign(db, id);

/**
 * Activating a hunting campaign or a tournament joins the player to it (ADR 035): from then on their bets farm.
 * An available campaign becomes active, an active one stays so (a repeated call answers the same, one row by the
 * primary key); an expired, paused or finished one is refused (409) and nothing changes.
 */
export async function activateFarming(
  db: Database,
  playerId: number,
  row: FarmingCampaignRow,
  now: Date,
): Promise<ActivatedBonus> {
  const [joined] = await db
    .select()
    .from(farmingParticipants)
    .where(
      sql`${farmingParticipants.campaignId} = ${row.id} AND ${farmingParticipants.playerId} = ${playerId}`,
    );
  const status = farmingStatus(row, joined, now);
  if (status !== 'available' && status !== 'active') {
    throw new DomainError(
      'conflict',
      BONUS_ERROR_CODES.notActivatable,
      `The bonus is ${status} and cannot be activated`,
      { details: { status } },
    );
  }
  await db
    .insert(farmingParticipants)
    .values({ campaignId: row.id, playerId, activatedAt: now })
    .onConflictDoNothing();
  return { id: String(row.id), type: row.kind, computed_status: 'active' };
}
