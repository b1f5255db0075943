import type { MarketingTags } from '@sportsbook/contracts/platform';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type PlayerRow, players } from '../../db/schema/players';
import { currencies } from '../../db/schema/system';

export type { PlayerRow };

export interface NewPlayer {
  email: string;
  passwordHash: string;
  currency: string;
  country: string;
  locale: string;
  marketingTags: MarketingTags;
  createdAt: Date;
  emailConfirmedAt?: Date | null;
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  statuses?: string[];
  pve?: boolean;
}

/** Inserts a player; undefined when the e-mail is already registered (the caller must not reveal that). */
export async function insertPlayer(db: Database, player: NewPlayer): Promise<number | undefined> {
  const [row] = await db
    .insert(players)
    .values(player)
    .onConflictDoNothing({ target: players.email })
    .returning({ id: players.id });
  return row?.id;
}

export async function findPlayerByEmail(db: Database, email: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.email, email.toLowerCase()));
  return row;
}

export async function findPlayerById(db: Database, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row;
}

export type PlayerPatch = Partial<
  Pick<
    PlayerRow,
    | 'passwordHash'
    | 'emailConfirmedAt'
    | 'currency'
    | 'locale'
    | 'firstName'
    | 'lastName'
    | 'nickname'
    | 'dateOfBirth'
    | 'phone'
    | 'phoneVerifiedAt'
  >
>;

export async function updatePlayer(
  db: Database,
  id: number,
  patch: PlayerPatch,
): Promise<PlayerRow | undefined> {
  const [row] = await db.update(players).set(patch).where(eq(players.id, id)).returning();
  return row;
}

/** Serialises money-moving checks of one player (deposit limits) by locking the player's row to the commit. */
export async function lockPlayer(tx: Transaction, id: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${players} WHERE ${players.id} = ${id} FOR UPDATE`);
}

export async function currencyExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, code));
  return row !== undefined;
}
