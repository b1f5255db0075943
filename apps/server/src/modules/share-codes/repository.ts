import type { SharedBetInput } from '@sportsbook/contracts/share-codes';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shareCodes } from '../../db/schema/share-codes';

export interface StoredShare {
  code: string;
  bets: SharedBetInput[];
  expiresAt: Date;
}

export function shareCodesRepository(db: Database) {
  return {
    /** Stores the slip under `code`; false when the code is taken (the primary key refused it, nothing written). */
    async insert(row: {
      code: string;
      bets: SharedBetInput[];
      playerId: number | null;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(shareCodes)
        .values(row)
        .onConflictDoNothing({ target: shareCodes.code })
        .returning({ code: shareCodes.code });
      return inserted.length === 1;
    },

    /** The slip saved under `code`, unless it has expired by `now`. */
    async findLive(code: string, now: Date): Promise<StoredShare | undefined> {
      const [row] = await db
        .select({ code: shareCodes.code, bets: shareCodes.bets, expiresAt: shareCodes.expiresAt })
        .from(shareCodes)
        .where(and(eq(shareCodes.code, code), gt(shareCodes.expiresAt, now)));
      return row;
    },
  };
}
