import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { arrayParam, rawRows } from '../../db/raw-rows';
import type { HouseAccount } from './ledger-accounts';
import {
  applyGroups,
  type BatchAccount,
  entryKey,
  houseKey,
  type PostingGroupResult,
  playerKey,
  validateBatch,
} from './ledger-batch-plan';
import { type BalanceChange, type LedgerPosting, LedgerReferenceUsed } from './ledger-posting';

export type { PostingGroupResult } from './ledger-batch-plan';

export interface LedgerBatchResult {
  groups: PostingGroupResult[];
  /** The balance after the batch of every player account it changed, one per player and currency. */
  balanceChanges: BalanceChange[];
}

type LockedAccount = BatchAccount & { kind: string; shard: number };
type HouseRef = { kind: string; currency: string; shard: number };

async function selectForUpdate(
  tx: Database,
  players: { playerId: number; currency: string }[],
  houses: HouseRef[],
): Promise<LockedAccount[]> {
  // Locked in id order, like single postings, so batches and single postings over the same accounts cannot deadlock.
  const rows = await rawRows<{
    id: number;
    kind: string;
    player_id: number | null;
    currency: string;
    shard: number;
    balance: string | number;
  }>(
    tx,
    sql`SELECT a.id, a.kind, a.player_id, a.currency, a.shard, a.balance FROM ledger_accounts a
        WHERE a.id IN (
          SELECT p.id FROM ledger_accounts p
            JOIN unnest(${arrayParam(players.map((p) => p.playerId))}::int[], ${arrayParam(players.map((p) => p.currency))}::text[])
              AS v(player_id, currency) ON p.player_id = v.player_id AND p.currency = v.currency
          UNION ALL
          SELECT h.id FROM ledger_accounts h
            JOIN unnest(${arrayParam(houses.map((h) => h.kind))}::text[], ${arrayParam(houses.map((h) => h.currency))}::text[],
              ${arrayParam(houses.map((h) => h.shard))}::smallint[]) AS v(kind, currency, shard)
              ON h.player_id IS NULL AND h.kind = v.kind AND h.currency = v.currency AND h.shard = v.shard)
        ORDER BY a.id FOR UPDATE OF a`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    playerId: r.player_id === null ? null : Number(r.player_id),
    currency: r.currency,
    shard: Number(r.shard),
    balance: BigInt(r.balance),
  }));
}

/**
 * Locks every account the postings touch and answers them by key. Accounts that receive money are opened when
 * missing (house accounts always, as single postings do); a player account only debited is never opened.
 */
async function lockAccounts(tx: Database, postings: readonly LedgerPosting[]) {
  const players = new Map<string, { playerId: number; currency: string; credited: boolean }>();
  const houses = new Map<string, { kind: HouseAccount; currency: string; shard: number }>();
  for (const posting of postings) {
    for (const { account, amount } of posting.entries) {
      const key = entryKey(account, posting.currency);
      if ('playerId' in account) {
        const known = players.get(key);
        players.set(key, {
          playerId: account.playerId,
          currency: posting.currency,
          credited: (known?.credited ?? false) || amount > 0,
        });
      } else {
        houses.set(key, { kind: account.house, currency: posting.currency, shard: account.shard ?? 0 });
      }
    }
  }
  const byKey = new Map<string, LockedAccount>();
  const lock = async (wantedPlayers: { playerId: number; currency: string }[], wantedHouses: HouseRef[]) => {
    for (const row of await selectForUpdate(tx, wantedPlayers, wantedHouses)) {
      const key =
        row.playerId === null
          ? houseKey(row.kind, row.currency, row.shard)
          : playerKey(row.playerId, row.currency);
      byKey.set(key, row);
    }
  };
  await lock([...players.values()], [...houses.values()]);

  const openPlayers = [...players.entries()].filter(([key, p]) => p.credited && !byKey.has(key));
  const openHouses = [...houses.entries()].filter(([key]) => !byKey.has(key));
  if (openPlayers.length > 0) {
    await tx.execute(sql`INSERT INTO ledger_accounts (kind, player_id, currency)
      SELECT 'player', v.player_id, v.currency
      FROM unnest(${arrayParam(openPlayers.map(([, p]) => p.playerId))}::int[], ${arrayParam(openPlayers.map(([, p]) => p.currency))}::text[]) AS v(player_id, currency)
      ON CONFLICT (player_id, currency) WHERE player_id IS NOT NULL DO NOTHING`);
  }
  if (openHouses.length > 0) {
    await tx.execute(sql`INSERT INTO ledger_accounts (kind, player_id, currency, shard)
      SELECT v.kind, NULL, v.currency, v.shard
      FROM unnest(${arrayParam(openHouses.map(([, h]) => h.kind))}::text[], ${arrayParam(openHouses.map(([, h]) => h.currency))}::text[],
        ${arrayParam(openHouses.map(([, h]) => h.shard))}::smallint[]) AS v(kind, currency, shard)
      ON CONFLICT (kind, currency, shard) WHERE player_id IS NULL DO NOTHING`);
  }
  if (openPlayers.length > 0 || openHouses.length > 0) {
    await lock(
      openPlayers.map(([, p]) => p),
      openHouses.map(([, h]) => h),
    );
  }
  return byKey;
}

/**
 * Posts many balanced ledger transactions in a few statements, inside the caller's database transaction (a
 * savepoint). The accounts are locked once in id order, the groups applied in order in memory (`applyGroups`: a
 * group is all or nothing, refused with `insufficient_funds` when a step would overdraw a player), then the
 * transactions and entries are inserted with one multi-row statement each and every account's balance is updated
 * once. Every reference must be new: the caller's own state makes the batch idempotent (a settlement version under
 * the bet's row lock), and a reference already posted fails the whole batch. The database triggers and CHECKs hold
 * as for single postings. Publish `balanceChanges` after the commit.
 */
export async function postLedgerBatch(
  db: Database,
  groups: readonly (readonly LedgerPosting[])[],
): Promise<LedgerBatchResult> {
  const postings = groups.flat();
  validateBatch(postings);
  if (postings.length === 0) return { groups: groups.map(() => ({ ok: true })), balanceChanges: [] };

  return db.transaction(async (tx) => {
    const accounts = await lockAccounts(tx, postings);
    const { results, transactions, balances } = applyGroups(groups, accounts);
    if (transactions.length === 0) return { groups: results, balanceChanges: [] };

    const now = new Date();
    const at = transactions.map((t) => (t.posting.at ?? now).toISOString());
    const inserted = await rawRows<{ id: string | number; reference: string }>(
      tx,
      sql`INSERT INTO ledger_transactions (kind, currency, reference, metadata, created_at)
          SELECT * FROM unnest(
            ${arrayParam(transactions.map((t) => t.posting.kind))}::text[],
            ${arrayParam(transactions.map((t) => t.posting.currency))}::text[],
            ${arrayParam(transactions.map((t) => t.posting.reference))}::text[],
            ${arrayParam(transactions.map((t) => (t.posting.metadata ? JSON.stringify(t.posting.metadata) : null)))}::jsonb[],
            ${arrayParam(at)}::timestamptz[])
          ON CONFLICT (reference) DO NOTHING
          RETURNING id, reference`,
    );
    if (inserted.length !== transactions.length) {
      const fresh = new Set(inserted.map((row) => row.reference));
      const reused = transactions.find((t) => !fresh.has(t.posting.reference))?.posting.reference;
      throw new LedgerReferenceUsed(reused ?? '');
    }
    const ids = new Map(inserted.map((row) => [row.reference, Number(row.id)]));
    // Column arrays filled in one pass: this runs for every entry of a bulk settlement.
    const columns = { transaction: [] as number[], account: [] as number[], amount: [] as number[] };
    const after: string[] = [];
    const created: string[] = [];
    transactions.forEach((t, i) => {
      const id = ids.get(t.posting.reference) ?? 0;
      for (const entry of t.entries) {
        columns.transaction.push(id);
        columns.account.push(entry.accountId);
        columns.amount.push(entry.amount);
        after.push(entry.after.toString());
        created.push(at[i] ?? now.toISOString());
      }
    });
    // One statement: the database checks each statement's transactions balance.
    await tx.execute(sql`INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
      SELECT * FROM unnest(
        ${arrayParam(columns.transaction)}::bigint[],
        ${arrayParam(columns.account)}::int[],
        ${arrayParam(columns.amount)}::bigint[],
        ${arrayParam(after)}::bigint[],
        ${arrayParam(created)}::timestamptz[])`);

    const changed = [...accounts.values()].filter((a) => balances.get(a.id) !== a.balance);
    await tx.execute(sql`UPDATE ledger_accounts a SET balance = a.balance + v.delta
      FROM unnest(
        ${arrayParam(changed.map((a) => a.id))}::int[],
        ${arrayParam(changed.map((a) => ((balances.get(a.id) ?? a.balance) - a.balance).toString()))}::bigint[]) AS v(id, delta)
      WHERE a.id = v.id`);
    return {
      groups: results,
      balanceChanges: changed.flatMap((a) =>
        a.playerId === null
          ? []
          : [
              {
                playerId: a.playerId,
                currency: a.currency,
                balance: Number(balances.get(a.id) ?? a.balance),
              },
            ],
      ),
    };
  });
}

/**
 * What `postLedgerBatch` would answer for each group at the current balances, without locking or writing: a
 * caller can act on it early and let the locked posting confirm it (a balance may still change in between).
 */
export async function previewLedgerBatch(
  db: Database,
  groups: readonly (readonly LedgerPosting[])[],
): Promise<PostingGroupResult[]> {
  const postings = groups.flat();
  validateBatch(postings);
  const players = new Map<string, { playerId: number; currency: string }>();
  const accounts = new Map<string, BatchAccount>();
  let synthetic = 0;
  for (const posting of postings) {
    for (const { account } of posting.entries) {
      const key = entryKey(account, posting.currency);
      if ('playerId' in account) players.set(key, { playerId: account.playerId, currency: posting.currency });
      // House accounts may go below zero: only their presence matters here.
      else accounts.set(key, { id: --synthetic, playerId: null, currency: posting.currency, balance: 0n });
    }
  }
  const wanted = [...players.values()];
  const rows = await rawRows<{ id: number; player_id: number; currency: string; balance: string | number }>(
    db,
    sql`SELECT a.id, a.player_id, a.currency, a.balance FROM ledger_accounts a
        JOIN unnest(${arrayParam(wanted.map((p) => p.playerId))}::int[], ${arrayParam(wanted.map((p) => p.currency))}::text[])
          AS v(player_id, currency) ON a.player_id = v.player_id AND a.currency = v.currency`,
  );
  for (const row of rows) {
    const playerId = Number(row.player_id);
    accounts.set(playerKey(playerId, row.currency), {
      id: Number(row.id),
      playerId,
      currency: row.currency,
      balance: BigInt(row.balance),
    });
  }
  // A player account not opened yet holds 0: it can receive money (the posting opens it) but not pay.
  for (const [key, player] of players) {
    if (!accounts.has(key)) accounts.set(key, { id: --synthetic, ...player, balance: 0n });
  }
  return applyGroups(groups, accounts).results;
}
