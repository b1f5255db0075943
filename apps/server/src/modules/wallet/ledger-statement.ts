import type { LedgerKind } from '@sportsbook/contracts/wallet';
import type { ArrayColumn, PlacedValues, StatementParams } from '../../db/statement-params';
import type { HouseAccount } from './ledger-accounts';
import { LedgerError } from './ledger-posting';

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

/** One group as the statement reads it (`ledger_group`). */
interface GroupRow {
  idx: number;
  playerId: number;
  shard: number;
  total: number;
  at: string;
}

/** One posting as the statement reads it (`ledger_posting`). */
interface PostingRow {
  idx: number;
  ord: number;
  reference: string;
  amount: number;
  /** What the group's later postings still take, so the posting's entry shows the balance right after it. */
  afterOffset: number;
  metadata: string | null;
}

const GROUP_COLUMNS = [
  ['idx', 'int', (g) => g.idx],
  ['player_id', 'int', (g) => g.playerId],
  ['shard', 'smallint', (g) => g.shard],
  ['total', 'bigint', (g) => g.total],
  ['at', 'timestamptz', (g) => g.at],
] as const satisfies readonly ArrayColumn<GroupRow>[];

const POSTING_COLUMNS = [
  ['idx', 'int', (p) => p.idx],
  ['ord', 'int', (p) => p.ord],
  ['reference', 'text', (p) => p.reference],
  ['amount', 'bigint', (p) => p.amount],
  ['after_offset', 'bigint', (p) => p.afterOffset],
  ['metadata', 'text', (p) => p.metadata],
] as const satisfies readonly ArrayColumn<PostingRow>[];

/**
 * The common table expressions of ONE SQL statement that posts batches of player debits with the rules of
 * postLedgerTransaction: balanced entries, balance_after per entry (entry ids drawn in posting order, so each
 * account's entries chain in id order), a player's balance never below zero, rows locked in account-id order
 * before any changes (no deadlock with other postings). Each group is all or nothing: a player whose balance does
 * not cover the group's sum is left out, the other groups proceed. A caller takes its parameters from the same
 * `StatementParams` (after or before these), appends its own CTEs (bet rows selecting from `ledger_tx`) and a
 * final SELECT, and places `values(batch)` with its own when it runs the statement. One statement is its own
 * transaction: account rows stay locked only while it finishes and commits, not across round trips, and one
 * commit serves the whole batch.
 *
 * Names it defines, for the rest of the statement:
 * - `ledger_group(idx, player_id, shard, total, at)`, `ledger_posting(idx, ord, reference, amount, after_offset,
 *   metadata)`: the input, `idx` numbering the groups;
 * - `ledger_ids(id)`, `ledger_locked(id, kind, player_id, shard, balance)`: the accounts, locked, with balances
 *   before;
 * - `ledger_debit(id, balance, idx, shard, total, at)`: the groups posted, with the player's balance after them;
 * - `ledger_tx(id, reference)`, `ledger_entry(id, transaction_id)`: the rows inserted.
 * `currency` is the batch's currency parameter (`$n::text`) for the caller's own rows. A reference used before
 * makes the whole statement fail with a unique violation (23505), changing nothing.
 */
export function playerDebitStatement(params: StatementParams) {
  const kindParam = params.scalar('text');
  const currencyParam = params.scalar('text');
  const houseParam = params.scalar('text');
  const groupInput = params.columns('g', GROUP_COLUMNS);
  const postingInput = params.columns('p', POSTING_COLUMNS);
  const currency = currencyParam.sql;
  const house = houseParam.sql;
  const ctes = `ledger_group AS (SELECT * FROM ${groupInput.sql}),
  ledger_posting AS (SELECT * FROM ${postingInput.sql}),
  -- The statement is planned once per connection without its parameters (db/client.ts): every look-up is a
  -- LATERAL probe with LIMIT or an id = ANY(array), so it stays an index probe whatever the planner guesses about
  -- the number of groups or the size of the table (a semi-join could become a scan of every account).
  ledger_ids AS MATERIALIZED (
    SELECT a.id FROM ledger_group g CROSS JOIN LATERAL (
      SELECT id FROM ledger_accounts
      WHERE player_id = g.player_id AND currency = ${currency} LIMIT 1) a
    UNION
    SELECT a.id FROM ledger_group g CROSS JOIN LATERAL (
      SELECT id FROM ledger_accounts
      WHERE kind = ${house} AND currency = ${currency} AND shard = g.shard AND player_id IS NULL
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
      AND EXISTS (SELECT 1 FROM ledger_locked h WHERE h.kind = ${house} AND h.shard = g.shard)
    RETURNING a.id, a.balance, g.idx, g.shard, g.total, g.at
  ),
  ledger_credit AS (
    UPDATE ledger_accounts a SET balance = a.balance + c.total
    FROM (SELECT shard, SUM(total) AS total FROM ledger_debit GROUP BY shard) c, ledger_locked l
    WHERE a.id = l.id AND l.kind = ${house} AND l.shard = c.shard
    RETURNING a.id, a.balance, l.shard
  ),
  ledger_tx AS (
    INSERT INTO ledger_transactions (kind, currency, reference, metadata, created_at)
    SELECT ${kindParam.sql}, ${currency}, p.reference, p.metadata::jsonb, d.at
    FROM ledger_posting p JOIN ledger_debit d ON d.idx = p.idx
    ORDER BY p.ord
    RETURNING id, reference
  ),
  ledger_entry AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
    SELECT e.transaction_id, e.account_id, e.amount, e.balance_after, e.at FROM (
      SELECT p.ord, 0 AS side, t.id AS transaction_id, d.id AS account_id, -p.amount AS amount,
        d.balance + p.after_offset AS balance_after, d.at
      FROM ledger_tx t JOIN ledger_posting p ON p.reference = t.reference JOIN ledger_debit d ON d.idx = p.idx
      UNION ALL
      -- A shard's entry i shows its balance after posting i: the final balance less the later postings' amounts.
      SELECT p.ord, 1, t.id, c.id, p.amount,
        c.balance - COALESCE(SUM(p.amount) OVER (PARTITION BY d.shard ORDER BY p.ord DESC
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0),
        d.at
      FROM ledger_tx t JOIN ledger_posting p ON p.reference = t.reference JOIN ledger_debit d ON d.idx = p.idx
        JOIN ledger_credit c ON c.shard = d.shard
    ) e
    -- Entry ids are drawn in this order, so every account's entries run in posting order: id order is the order of
    -- its balance_after chain (each entry's balance_after is the previous one's plus its amount).
    ORDER BY e.ord, e.side
    RETURNING id, transaction_id
  )`;
  return {
    ctes,
    currency,
    /** The batch's parameters, checked like postLedgerTransaction checks a posting; pass them to `assemble`. */
    values(batch: PlayerDebitBatch): PlacedValues[] {
      const { groups, postings } = playerDebitRows(batch);
      return [
        kindParam.place(batch.kind),
        currencyParam.place(batch.currency),
        houseParam.place(batch.house),
        groupInput.place(groups),
        postingInput.place(postings),
      ];
    },
  };
}

/** The groups and postings of a batch as the statement reads them, checked like postLedgerTransaction checks a posting. */
export function playerDebitRows(batch: PlayerDebitBatch): { groups: GroupRow[]; postings: PostingRow[] } {
  const { groups } = batch;
  if (groups.length === 0) throw new LedgerError('No postings');
  if (new Set(groups.map((g) => g.playerId)).size !== groups.length) {
    throw new LedgerError('A batch holds at most one group per player');
  }
  const groupRows: GroupRow[] = [];
  const postings: PostingRow[] = [];
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
    groupRows.push({ idx, playerId: group.playerId, shard: group.shard, total, at: group.at.toISOString() });
    // after_offset: what the group's later postings still take, so entry i shows the balance right after it.
    let later = total;
    for (const posting of group.postings) {
      later -= posting.amount;
      const metadata = posting.metadata === null ? null : JSON.stringify(posting.metadata);
      postings.push({
        idx,
        ord: postings.length,
        reference: posting.reference,
        amount: posting.amount,
        afterOffset: later,
        metadata,
      });
    }
  });
  return { groups: groupRows, postings };
}
