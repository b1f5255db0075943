import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type LEDGER_ACCOUNT_KINDS, ledgerAccounts } from '../../db/schema/wallet';

export type HouseAccount = Exclude<(typeof LEDGER_ACCOUNT_KINDS)[number], 'player'>;

/**
 * Which account an entry posts to: a player's account in the posting's currency, or a house account (shard 0
 * unless another is named; see the `shard` column).
 */
export type LedgerAccountRef = { playerId: number } | { house: HouseAccount; shard?: number };

/**
 * Bets-in-play is split into shards so placements of different players lock different house rows (ADR 014). A
 * player's stakes go to, and leave from (settlement, cash-out, refunds), the shard `player id mod 16`: each shard
 * then holds exactly the stakes of its players' open bets.
 */
export const BETS_IN_PLAY_SHARDS = 16;

export const betsInPlayShard = (playerId: number): number => playerId % BETS_IN_PLAY_SHARDS;

export const betsInPlayAccount = (playerId: number) =>
  ({ house: 'bets_in_play', shard: betsInPlayShard(playerId) }) as const;

export const accountKey = (ref: LedgerAccountRef): string =>
  'playerId' in ref ? `player:${ref.playerId}` : `house:${ref.house}:${ref.shard ?? 0}`;

const accountFilter = (ref: LedgerAccountRef, currency: string) =>
  'playerId' in ref
    ? and(eq(ledgerAccounts.playerId, ref.playerId), eq(ledgerAccounts.currency, currency))
    : and(
        eq(ledgerAccounts.kind, ref.house),
        isNull(ledgerAccounts.playerId),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.shard, ref.shard ?? 0),
      );

/** The account's id, or undefined when it was never opened. */
export async function findAccountId(
  db: Database,
  ref: LedgerAccountRef,
  currency: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(accountFilter(ref, currency));
  return row?.id;
}

/** Opens the account at balance 0 if it does not exist yet (safe under concurrency) and returns its id. */
export async function openAccount(db: Database, ref: LedgerAccountRef, currency: string): Promise<number> {
  const existing = await findAccountId(db, ref, currency);
  if (existing !== undefined) return existing;
  if ('playerId' in ref) {
    await db
      .insert(ledgerAccounts)
      .values({ kind: 'player', playerId: ref.playerId, currency })
      .onConflictDoNothing({
        target: [ledgerAccounts.playerId, ledgerAccounts.currency],
        where: sql`${ledgerAccounts.playerId} IS NOT NULL`,
      });
  } else {
    await db
      .insert(ledgerAccounts)
      .values({ kind: ref.house, playerId: null, currency, shard: ref.shard ?? 0 })
      .onConflictDoNothing({
        target: [ledgerAccounts.kind, ledgerAccounts.currency, ledgerAccounts.shard],
        where: sql`${ledgerAccounts.playerId} IS NULL`,
      });
  }
  const id = await findAccountId(db, ref, currency);
  if (id === undefined) throw new Error(`Could not open ledger account ${accountKey(ref)} ${currency}`);
  return id;
}

/** A player's balance in one currency; 0 when the account was never opened. */
export async function playerBalance(db: Database, playerId: number, currency: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(accountFilter({ playerId }, currency));
  return row?.balance ?? 0;
}

export async function listPlayerAccounts(
  db: Database,
  playerId: number,
): Promise<{ currency: string; balance: number }[]> {
  return db
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, playerId))
    .orderBy(ledgerAccounts.currency);
}
