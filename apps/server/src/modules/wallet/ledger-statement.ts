import type { LedgerKind } from '@sportsbook/contracts/wallet';
import { LedgerError } from './ledger';
import type { HouseAccount } from './ledger-accounts';

/** One player's debits: all of them are posted, or none (when the balance does not cover their sum). */
export interface PlayerDebitGroup {
  playerId: number;
  /** When the postings happened (their transactions' and entries' created_at). */
  at: Date;
  /** The shard of the house account credited. */
  shard: number;
  /** One ledger transaction each; a reference is unique across the ledger. */
  postings: readonly { reference: string; amount: number; metadata: Record<string, unknown> | null }[];
}

/** Groups of debits from players' accounts to one house account kind, posted by one statement. */
export interface PlayerDebitBatch {
  kind: LedgerKind;
  currency: string;
  /** The house account credited; open each shard (openAccount) before the statement runs. */
  house: HouseAccount;
  /** At most one group per player. */
  groups: readonly PlayerDebitGroup[];
}

/** How many parameters `playerDebitCtes` uses, from the number it is given. */
export const PLAYER_DEBIT_PARAMS = 14;
/** Where the batch's currency is among those parameters, for the caller's own rows. */
export const PLAYER_DEBIT_PARAM_OFFSETS = { currency: 1 } as const;

/**
 * The common table expressions of ONE SQL statement that posts batches of player debits with the rules of
 * postLedgerTransaction: balanced entries, balance_after per entry, a player's balance never below zero, rows
 * locked in account-id order before any changes (no deadlock with other postings). Each group is all or nothing:
 * a player whose balance does not cover the group's sum is left out, the other groups proceed. A caller appends its
 * own CTEs (bet rows selecting from `ledger_tx`) and a final SELECT, and passes `playerDebitParams` at `$first`.
 * One statement is its own transaction: account rows stay locked only while it finishes and commits, not across
 * round trips, and one commit serves the whole batch.
 *
 * Names it defines, for the rest of the statement:
 * - `ledger_group(idx, player_id, shard, total, at)`, `ledger_posting(idx, ord, reference, amount, after_offset,
 *   metadata)`: the input, `idx` numbering the groups;
 * - `ledger_ids(id)`, `ledger_locked(id, kind, player_id, shard, balance)`: the accounts, locked, with balances
 *   before;
 * - `ledger_debit(id, balance, idx, shard, total, at)`: the groups posted, with the player's balance after them;
 * - `ledger_tx(id, reference)`, `ledger_entry(id, transaction_id)`: the rows inserted.
 * A reference used before makes the whole statement fail with a unique violation (23505), changing nothing.
 * `excludedPlayers` names the caller's CTE of players whose group must not be posted (placement: a leg's market
 * closed after the bets were checked).
 */
export function playerDebitCtes(
  first: number,
  options: {
    /** A CTE defined before these (column `player_id`): players whose group is left out, nothing posted. */
    excludedPlayers?: string;
  } = {},
): string {
  const param = (offset: number) => `$${first + offset}`;
  const kind = param(0);
  const currency = param(PLAYER_DEBIT_PARAM_OFFSETS.currency);
  const house = param(2);
  const groupTimes = param(3);
  const groupPlayers = param(4);
  const groupShards = param(5);
  const groupTotals = param(6);
  const postingGroups = param(7);
  const references = param(8);
  const amounts = param(9);
  const offsets = param(10);
  const metadata = param(11);
  const postingOrder = param(12);
  const groupIndexes = param(13);
  return `ledger_group AS (
    SELECT * FROM unnest(${groupIndexes}::int[], ${groupPlayers}::int[], ${groupShards}::smallint[],
      ${groupTotals}::bigint[], ${groupTimes}::timestamptz[]) AS g (idx, player_id, shard, total, at)
  ),
  ledger_posting AS (
    SELECT * FROM unnest(${postingGroups}::int[], ${postingOrder}::int[], ${references}::text[],
      ${amounts}::bigint[], ${offsets}::bigint[], ${metadata}::text[])
      AS p (idx, ord, reference, amount, after_offset, metadata)
  ),
  -- The statement is planned once per connection without its parameters (db/client.ts): every look-up is a
  -- LATERAL probe with LIMIT or an id = ANY(array), so it stays an index probe whatever the planner guesses about
  -- the number of groups or the size of the table (a semi-join could become a scan of every account).
  ledger_ids AS MATERIALIZED (
    SELECT a.id FROM ledger_group g CROSS JOIN LATERAL (
      SELECT id FROM ledger_accounts
      WHERE player_id = g.player_id AND currency = ${currency}::text LIMIT 1) a
    UNION
    SELECT a.id FROM ledger_group g CROSS JOIN LATERAL (
      SELECT id FROM ledger_accounts
      WHERE kind = ${house}::text AND currency = ${currency}::text AND shard = g.shard AND player_id IS NULL
      LIMIT 1) a
  ),
  ledger_locked AS MATERIALIZED (
    SELECT id, kind, player_id, shard, balance FROM ledger_accounts
    WHERE id = ANY (ARRAY(SELECT id FROM ledger_ids))
    ORDER BY id
    FOR UPDATE
  ),
  ledger_debit AS (
    UPDATE ledger_accounts a SET balance = a.balance - g.total
    FROM ledger_locked l JOIN ledger_group g ON g.player_id = l.player_id
    WHERE a.id = l.id AND l.kind = 'player' AND a.balance >= g.total
      AND (SELECT count(*) FROM ledger_locked) > 0
      AND EXISTS (SELECT 1 FROM ledger_locked h WHERE h.kind = ${house}::text AND h.shard = g.shard)${
        options.excludedPlayers
          ? `
      AND NOT EXISTS (SELECT 1 FROM ${options.excludedPlayers} x WHERE x.player_id = g.player_id)`
          : ''
      }
    RETURNING a.id, a.balance, g.idx, g.shard, g.total, g.at
  ),
  ledger_credit AS (
    UPDATE ledger_accounts a SET balance = a.balance + c.total
    FROM (SELECT shard, SUM(total) AS total FROM ledger_debit GROUP BY shard) c, ledger_locked l
    WHERE a.id = l.id AND l.kind = ${house}::text AND l.shard = c.shard
    RETURNING a.id, a.balance, l.shard
  ),
  ledger_tx AS (
    INSERT INTO ledger_transactions (kind, currency, reference, metadata, created_at)
    SELECT ${kind}::text, ${currency}::text, p.reference, p.metadata::jsonb, d.at
    FROM ledger_posting p JOIN ledger_debit d ON d.idx = p.idx
    ORDER BY p.ord
    RETURNING id, reference
  ),
  ledger_entry AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
    SELECT t.id, d.id, -p.amount, d.balance + p.after_offset, d.at
    FROM ledger_tx t JOIN ledger_posting p ON p.reference = t.reference JOIN ledger_debit d ON d.idx = p.idx
    UNION ALL
    -- A shard's entry i shows its balance after posting i: the final balance less the later postings' amounts.
    SELECT t.id, c.id, p.amount,
      c.balance - COALESCE(SUM(p.amount) OVER (PARTITION BY d.shard ORDER BY p.ord DESC
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0),
      d.at
    FROM ledger_tx t JOIN ledger_posting p ON p.reference = t.reference JOIN ledger_debit d ON d.idx = p.idx
      JOIN ledger_credit c ON c.shard = d.shard
    RETURNING id, transaction_id
  )`;
}

/** The parameters of `playerDebitCtes`, checked like postLedgerTransaction checks a posting. */
export function playerDebitParams(batch: PlayerDebitBatch): unknown[] {
  const { groups } = batch;
  if (groups.length === 0) throw new LedgerError('No postings');
  if (new Set(groups.map((g) => g.playerId)).size !== groups.length) {
    throw new LedgerError('A batch holds at most one group per player');
  }
  const totals: number[] = [];
  const postings: {
    idx: number;
    reference: string;
    amount: number;
    offset: number;
    metadata: string | null;
  }[] = [];
  groups.forEach((group, idx) => {
    if (group.postings.length === 0) throw new LedgerError('No postings');
    let total = 0;
    for (const posting of group.postings) {
      if (!posting.reference.trim()) throw new LedgerError('A ledger posting needs a reference');
      if (!Number.isSafeInteger(posting.amount) || posting.amount <= 0) {
        throw new LedgerError(`A debit must be a positive safe integer (got ${posting.amount})`);
      }
      total += posting.amount;
    }
    if (!Number.isSafeInteger(total))
      throw new LedgerError('The debits add up beyond the safe-integer range');
    totals.push(total);
    // after_offset: what the group's later postings still take, so entry i shows the balance right after it.
    let later = total;
    for (const posting of group.postings) {
      later -= posting.amount;
      const metadata = posting.metadata === null ? null : JSON.stringify(posting.metadata);
      postings.push({ idx, reference: posting.reference, amount: posting.amount, offset: later, metadata });
    }
  });
  return [
    batch.kind,
    batch.currency,
    batch.house,
    groups.map((g) => g.at.toISOString()),
    groups.map((g) => g.playerId),
    groups.map((g) => g.shard),
    totals,
    postings.map((p) => p.idx),
    postings.map((p) => p.reference),
    postings.map((p) => p.amount),
    postings.map((p) => p.offset),
    postings.map((p) => p.metadata),
    postings.map((_, ord) => ord),
    groups.map((_, idx) => idx),
  ];
}
