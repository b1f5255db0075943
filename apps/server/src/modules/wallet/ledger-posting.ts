import type { LedgerKind } from '@sportsbook/contracts/wallet';
import { isWithinLedgerLimit, LEDGER_LIMIT } from '@sportsbook/domain/money';
import { accountKey, type LedgerAccountRef } from './ledger-accounts';

export interface LedgerPosting {
  kind: LedgerKind;
  currency: string;
  /** Unique per posting: a second posting with the same reference is not applied again (idempotency). */
  reference: string;
  /**
   * Signed minor units; they must sum to zero, each within LEDGER_LIMIT. Player accounts cannot go below zero, and
   * no account beyond plus or minus LEDGER_LIMIT.
   */
  entries: readonly { account: LedgerAccountRef; amount: number }[];
  metadata?: Record<string, unknown>;
  at?: Date;
}

export interface BalanceChange {
  playerId: number;
  currency: string;
  balance: number;
}

/** A posting refused because a player's balance does not cover it; nothing was written. */
export interface InsufficientFundsRefusal {
  ok: false;
  reason: 'insufficient_funds';
  playerId: number;
  currency: string;
  balance: number;
  required: number;
}

export type PostingResult =
  | {
      ok: true;
      transactionId: number;
      /** True when the reference was already posted: nothing changed, balances are the current ones. */
      duplicate: boolean;
      /** The balance of the (first) player account in the posting, if any. */
      playerBalance: number | undefined;
      balanceChanges: BalanceChange[];
    }
  | InsufficientFundsRefusal;

/** A posting that breaks the ledger's rules: a bug in the caller, never a player's mistake. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

/**
 * A batch or statement posting a reference that was posted before: nothing of it is written. Its `code` is the
 * database's unique violation, the same a one-statement posting fails with, so callers handle both alike.
 */
export class LedgerReferenceUsed extends LedgerError {
  override name = 'LedgerReferenceUsed';
  readonly code = '23505';
  constructor(readonly reference: string) {
    super(`Reference ${reference} was already posted`);
  }
}

/**
 * A posting refused because an amount, or the balance it would leave on an account, lies beyond LEDGER_LIMIT.
 * Nothing of the posting is written. Not a player's mistake either: the caller decides what becomes of the
 * business event (a deposit is declined).
 */
export class LedgerLimitExceeded extends LedgerError {
  override name = 'LedgerLimitExceeded';
  constructor(
    readonly reference: string,
    readonly currency: string,
    /** The account (`player:{id}`, `house:{kind}:{shard}`) or amount that would pass the limit. */
    readonly what: string,
  ) {
    super(
      `Ledger posting ${reference} refused: ${what} would pass the ledger limit of ${LEDGER_LIMIT} ${currency} minor units`,
    );
  }
}

/** Refuses a posting that breaks the ledger's rules (a bug in the caller). */
export function validatePosting(posting: LedgerPosting): void {
  if (!posting.reference.trim()) throw new LedgerError('A ledger posting needs a reference');
  if (posting.entries.length < 2) throw new LedgerError('A ledger posting needs at least two entries');
  let total = 0n;
  const seen = new Set<string>();
  for (const { account, amount } of posting.entries) {
    if (!Number.isSafeInteger(amount) || amount === 0) {
      throw new LedgerError(`Ledger amounts must be non-zero safe integers (got ${amount})`);
    }
    const key = accountKey(account);
    if (!isWithinLedgerLimit(amount)) {
      throw new LedgerLimitExceeded(posting.reference, posting.currency, `the amount ${amount} for ${key}`);
    }
    if (seen.has(key)) throw new LedgerError(`Account ${key} appears twice in posting ${posting.reference}`);
    seen.add(key);
    total += BigInt(amount);
  }
  if (total !== 0n) throw new LedgerError(`Posting ${posting.reference} is unbalanced by ${total}`);
}
