import type { LedgerKind } from '@sportsbook/contracts/wallet';
import { LedgerError } from './ledger';
import type { HouseAccount } from './ledger-accounts';

/** Postings that each move an amount from one player's account to one house account (bet stakes). */
export interface PlayerDebits {
  kind: LedgerKind;
  currency: string;
  playerId: number;
  /** The house account credited (and its shard); open it (openAccount) before the statement runs. */
  house: HouseAccount;
  shard: number;
  at: Date;
  /** One ledger transaction each; a reference is unique across the ledger. */
  postings: readonly { reference: string; amount: number; metadata: Record<string, unknown> | null }[];
}

/** How many parameters `playerDebitCtes` uses, from the number it is given. */
export const PLAYER_DEBIT_PARAMS = 11;

/**
 * The common table expressions of ONE SQL statement that posts player debits, all or nothing, with the rules of
 * postLedgerTransaction: balanced entries, balance_after per entry, the player's balance never below zero, rows
 * locked in account-id order (no deadlock with other postings). A caller appends its own CTEs (a bet insert that
 * selects from `ledger_tx`) and a final SELECT, and passes `playerDebitParams` at parameter `$first`. One
 * statement is its own transaction: the hot house-account row stays locked only while the statement finishes and
 * commits, not across the round trips of a transaction, which lets placements in one currency follow each other
 * quickly.
 *
 * Names it defines, for the rest of the statement:
 * - `ledger_locked(id, kind, balance)`: both accounts, locked, balances before (no player row: never opened);
 * - `ledger_debit(id, balance)`: the player's account after the debits, empty when the balance does not cover
 *   them (or an account is missing), in which case nothing below happens;
 * - `ledger_tx(id, reference)`: the transactions inserted;
 * - `ledger_entry(id)`: their entries.
 * A reference used before makes the statement fail with a unique violation (23505) and change nothing.
 */
export function playerDebitCtes(first: number): string {
  const param = (offset: number) => `$${first + offset}`;
  const kind = param(0);
  const currency = param(1);
  const playerId = param(2);
  const house = param(3);
  const at = param(4);
  const total = param(5);
  const references = param(6);
  const amounts = param(7);
  const offsets = param(8);
  const metadata = param(9);
  const shard = param(10);
  return `ledger_posting AS (
    SELECT * FROM unnest(${references}::text[], ${amounts}::bigint[], ${offsets}::bigint[], ${metadata}::text[])
      AS p (reference, amount, after_offset, metadata)
  ),
  ledger_locked AS MATERIALIZED (
    SELECT id, kind, balance FROM ledger_accounts
    WHERE currency = ${currency}::text
      AND ((kind = 'player' AND player_id = ${playerId}::int)
        OR (kind = ${house}::text AND player_id IS NULL AND shard = ${shard}::smallint))
    ORDER BY id
    FOR UPDATE
  ),
  ledger_debit AS (
    UPDATE ledger_accounts a SET balance = a.balance - ${total}::bigint
    FROM ledger_locked l
    WHERE a.id = l.id AND l.kind = 'player' AND a.balance >= ${total}::bigint
      AND (SELECT count(*) FROM ledger_locked) = 2
    RETURNING a.id, a.balance
  ),
  ledger_credit AS (
    UPDATE ledger_accounts a SET balance = a.balance + ${total}::bigint
    FROM ledger_locked l, ledger_debit d
    WHERE a.id = l.id AND l.kind = ${house}::text
    RETURNING a.id, a.balance
  ),
  ledger_tx AS (
    INSERT INTO ledger_transactions (kind, currency, reference, metadata, created_at)
    SELECT ${kind}::text, ${currency}::text, p.reference, p.metadata::jsonb, ${at}::timestamptz
    FROM ledger_posting p, ledger_credit
    RETURNING id, reference
  ),
  ledger_entry AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
    SELECT t.id, d.id, -p.amount, d.balance + p.after_offset, ${at}::timestamptz
    FROM ledger_tx t JOIN ledger_posting p ON p.reference = t.reference, ledger_debit d
    UNION ALL
    SELECT t.id, c.id, p.amount, c.balance - p.after_offset, ${at}::timestamptz
    FROM ledger_tx t JOIN ledger_posting p ON p.reference = t.reference, ledger_credit c
    RETURNING id
  )`;
}

/** The parameters of `playerDebitCtes`, checked like postLedgerTransaction checks a posting. */
export function playerDebitParams(debits: PlayerDebits): unknown[] {
  const { postings } = debits;
  if (postings.length === 0) throw new LedgerError('No postings');
  let total = 0;
  for (const posting of postings) {
    if (!posting.reference.trim()) throw new LedgerError('A ledger posting needs a reference');
    if (!Number.isSafeInteger(posting.amount) || posting.amount <= 0) {
      throw new LedgerError(`A debit must be a positive safe integer (got ${posting.amount})`);
    }
    total += posting.amount;
  }
  if (!Number.isSafeInteger(total)) throw new LedgerError('The debits add up beyond the safe-integer range');
  // after_offset: what the later postings still take, so entry i shows the balance right after posting i.
  let later = total;
  const offsets = postings.map((posting) => {
    later -= posting.amount;
    return later;
  });
  return [
    debits.kind,
    debits.currency,
    debits.playerId,
    debits.house,
    debits.at.toISOString(),
    total,
    postings.map((p) => p.reference),
    postings.map((p) => p.amount),
    offsets,
    postings.map((p) => (p.metadata === null ? null : JSON.stringify(p.metadata))),
    debits.shard,
  ];
}
