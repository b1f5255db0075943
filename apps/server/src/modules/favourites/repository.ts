import { FAVOURITES_PER_TYPE_LIMIT, type FavouriteType } from '@sportsbook/contracts/favourites';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { matches, tournaments } from '../../db/schema/catalogue';
import { favourites } from '../../db/schema/favourites';
import { bettableMatch } from '../catalogue';

/** Narrows favourites by their matches: a tournament passes when one of its matches does. */
export interface FavouriteFilter {
  statuses?: number[];
  bettable?: boolean;
}

function matchConditions(filter: FavouriteFilter): SQL[] {
  return [
    filter.statuses ? inArray(matches.status, filter.statuses) : undefined,
    filter.bettable === true ? bettableMatch : undefined,
    filter.bettable === false ? sql`NOT (${bettableMatch})` : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

export type AddResult = 'added' | 'unknown' | 'limit_reached';

export function favouritesRepository(db: Database) {
  return {
    async ids(playerId: number, type: FavouriteType, filter: FavouriteFilter = {}): Promise<number[]> {
      const narrowing = matchConditions(filter);
      const byMatches =
        narrowing.length === 0
          ? undefined
          : type === 'matches'
            ? sql`EXISTS (SELECT 1 FROM ${matches} WHERE ${matches.id} = ${favourites.refId} AND ${and(...narrowing)})`
            : sql`EXISTS (SELECT 1 FROM ${matches} WHERE ${matches.tournamentId} = ${favourites.refId} AND ${and(...narrowing)})`;
      const rows = await db
        .select({ id: favourites.refId })
        .from(favourites)
        .where(and(eq(favourites.playerId, playerId), eq(favourites.type, type), byMatches))
        .orderBy(desc(favourites.createdAt), desc(favourites.id));
      return rows.map((r) => r.id);
    },

    /** Stars a match or tournament; starring one twice is no error. */
    async add(playerId: number, type: FavouriteType, refId: number): Promise<AddResult> {
      const table = type === 'matches' ? matches : tournaments;
      const exists = await db.select({ id: table.id }).from(table).where(eq(table.id, refId));
      if (exists.length === 0) return 'unknown';
      const mine = and(eq(favourites.playerId, playerId), eq(favourites.type, type));
      const already = await db
        .select({ id: favourites.id })
        .from(favourites)
        .where(and(mine, eq(favourites.refId, refId)));
      if (already.length > 0) return 'added';
      const held = Number((await db.select({ n: count() }).from(favourites).where(mine))[0]?.n ?? 0);
      if (held >= FAVOURITES_PER_TYPE_LIMIT) return 'limit_reached';
      await db.insert(favourites).values({ playerId, type, refId }).onConflictDoNothing();
      return 'added';
    },

    /** Unstars; unstarring what is not starred is no error. */
    async remove(playerId: number, type: FavouriteType, refId: number): Promise<void> {
      await db
        .delete(favourites)
        .where(
          and(eq(favourites.playerId, playerId), eq(favourites.type, type), eq(favourites.refId, refId)),
        );
    },
  };
}
