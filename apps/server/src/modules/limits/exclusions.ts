import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerLimits } from '../../db/schema/limits';

/**
 * The self-exclusion or cooling-off that keeps the player out right now, if any: the one that ends last
 * (a permanent one first).
 */
export async function activeExclusion(
  db: Database,
  playerId: number,
  now: Date,
): Promise<{ type: 'selfexclusion' | 'coolingoff'; endsAt: Date | null } | undefined> {
  const [row] = await db
    .select({ type: playerLimits.type, endsAt: playerLimits.endsAt })
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.playerId, playerId),
        inArray(playerLimits.type, ['selfexclusion', 'coolingoff']),
        eq(playerLimits.status, 'active'),
        or(isNull(playerLimits.endsAt), gt(playerLimits.endsAt, now)),
      ),
    )
    .orderBy(sql`${playerLimits.endsAt} DESC NULLS FIRST`, asc(playerLimits.id))
    .limit(1);
  if (!row || (row.type !== 'selfexclusion' && row.type !== 'coolingoff')) return undefined;
  return { type: row.type, endsAt: row.endsAt };
}
