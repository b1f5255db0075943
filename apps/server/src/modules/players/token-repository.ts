import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerTokens } from '../../db/schema/players';

export type TokenPurpose = (typeof playerTokens.$inferSelect)['purpose'];

export interface NewToken {
  playerId: number;
  purpose: TokenPurpose;
  tokenHash: string;
  subject?: string | null;
  now: Date;
  expiresAt: Date;
}

/** Stores a new single-use token and retires the player's earlier unused ones of the same purpose. */
export async function issueToken(db: Database, token: NewToken): Promise<void> {
  await db
    .update(playerTokens)
    .set({ usedAt: token.now })
    .where(
      and(
        eq(playerTokens.playerId, token.playerId),
        eq(playerTokens.purpose, token.purpose),
        isNull(playerTokens.usedAt),
      ),
    );
  await db.insert(playerTokens).values({
    playerId: token.playerId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    subject: token.subject ?? null,
    expiresAt: token.expiresAt,
    createdAt: token.now,
  });
}

/** Uses a link token once: the update both checks and spends it, so two clicks cannot both succeed. */
export async function consumeToken(
  db: Database,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<{ playerId: number; subject: string | null } | undefined> {
  const [row] = await db
    .update(playerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(playerTokens.purpose, purpose),
        eq(playerTokens.tokenHash, tokenHash),
        isNull(playerTokens.usedAt),
        gt(playerTokens.expiresAt, now),
      ),
    )
    .returning({ playerId: playerTokens.playerId, subject: playerTokens.subject });
  return row;
}

/** The player's newest unused, unexpired token of a purpose (the phone code being verified). */
export async function findOpenToken(db: Database, playerId: number, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select()
    .from(playerTokens)
    .where(
      and(
        eq(playerTokens.playerId, playerId),
        eq(playerTokens.purpose, purpose),
        isNull(playerTokens.usedAt),
        gt(playerTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(playerTokens.id))
    .limit(1);
  return row;
}

export async function countAttempt(db: Database, tokenId: number): Promise<number> {
  const [row] = await db
    .update(playerTokens)
    .set({ attempts: sql`${playerTokens.attempts} + 1` })
    .where(eq(playerTokens.id, tokenId))
    .returning({ attempts: playerTokens.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

export async function spendToken(db: Database, tokenId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(playerTokens)
    .set({ usedAt: now })
    .where(and(eq(playerTokens.id, tokenId), isNull(playerTokens.usedAt)))
    .returning({ id: playerTokens.id });
  return rows.length === 1;
}
