import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import {
  type InsufficientFundsRefusal,
  LedgerError,
  LedgerLimitExceeded,
  type LedgerPosting,
  validatePosting,
} from './ledger-posting';

/** What became of one group of postings: all posted, or none. */
export type PostingGroupResult = { ok: true } | InsufficientFundsRefusal;

/** An account as the batch sees it: its id and its balance before the batch. */
export interface BatchAccount {
  id: number;
  playerId: number | null;
  currency: string;
  balance: bigint;
}

export interface StagedTransaction {
  posting: LedgerPosting;
  entries: { accountId: number; amount: number; after: bigint }[];
}

export const playerKey = (playerId: number, currency: string) => `p|${playerId}|${currency}`;
export const houseKey = (kind: string, currency: string, shard: number) => `h|${kind}|${currency}|${shard}`;
export const entryKey = (account: LedgerPosting['entries'][number]['account'], currency: string) =>
  'playerId' in account
    ? playerKey(account.playerId, currency)
    : houseKey(account.house, currency, account.shard ?? 0);

/** Refuses a batch with an invalid posting or a reference given twice (a bug in the caller). */
export function validateBatch(postings: readonly LedgerPosting[]): void {
  const references = new Set<string>();
  for (const posting of postings) {
    validatePosting(posting);
    if (references.has(posting.reference)) {
      throw new LedgerError(`Reference ${posting.reference} appears twice in one batch`);
    }
    references.add(posting.reference);
  }
}

const LIMIT = BigInt(LEDGER_LIMIT);

/**
 * Applies the groups in order to the accounts' balances, in memory: a group whose any step would take a player
 * account below zero (or debit a player account that does not exist) is refused as a whole and changes nothing,
 * exactly as posting its postings one by one and stopping at the first refusal. A step that would take any
 * account beyond LEDGER_LIMIT throws LedgerLimitExceeded before anything is written (a broken batch, as the
 * database's CHECK would fail it). Answers each group's result, the
 * transactions to write with each entry's balance after it, and every account's final balance.
 */
export function applyGroups(
  groups: readonly (readonly LedgerPosting[])[],
  accounts: ReadonlyMap<string, BatchAccount>,
) {
  const balances = new Map([...accounts.values()].map((a) => [a.id, a.balance]));
  const transactions: StagedTransaction[] = [];
  const results: PostingGroupResult[] = [];
  for (const group of groups) {
    const trial = new Map<number, bigint>();
    const staged: StagedTransaction[] = [];
    let refused: PostingGroupResult | undefined;
    for (const posting of group) {
      const entries: StagedTransaction['entries'] = [];
      for (const { account, amount } of posting.entries) {
        const found = accounts.get(entryKey(account, posting.currency));
        if (!found && !('playerId' in account)) throw new LedgerError(`No ledger account ${account.house}`);
        const before = found ? (trial.get(found.id) ?? balances.get(found.id) ?? 0n) : 0n;
        const after = before + BigInt(amount);
        if (!found || ('playerId' in account && after < 0n)) {
          refused = {
            ok: false,
            reason: 'insufficient_funds',
            playerId: 'playerId' in account ? account.playerId : 0,
            currency: posting.currency,
            balance: Number(before),
            required: -amount,
          };
          break;
        }
        if (after > LIMIT || after < -LIMIT) {
          throw new LedgerLimitExceeded(posting.reference, posting.currency, `account ${found.id}`);
        }
        trial.set(found.id, after);
        entries.push({ accountId: found.id, amount, after });
      }
      if (refused) break;
      staged.push({ posting, entries });
    }
    if (refused) {
      results.push(refused);
      continue;
    }
    for (const [id, balance] of trial) balances.set(id, balance);
    transactions.push(...staged);
    results.push({ ok: true });
  }
  return { results, transactions, balances };
}
