/**
 * The one way to post to the ledger: every module that moves money imports from here, never from the files
 * behind it. Three ways in, one set of rules (balanced entries per transaction and currency, accounts locked in id
 * order, no player below zero, every account within LEDGER_LIMIT, a unique reference per posting, and each
 * account's entries a running balance in entry-id order: balance_after = the previous entry's + amount):
 *
 * - `postLedgerTransaction(db, posting)`: one posting in the caller's transaction (a savepoint). A reference
 *   posted before answers `duplicate: true` and changes nothing; a short balance answers `insufficient_funds`.
 *   Deposits, cash-outs, refunds, adjustments.
 * - `postLedgerBatch(db, groups)`: many postings, each group all or nothing, accounts locked once and rows written
 *   in one statement each. References must be new (the caller's own state makes it idempotent; a reused one fails
 *   the batch). Settlement, and a placement staked with freebets. `previewLedgerBatch` answers without writing.
 * - `playerDebitStatement(params)`: player -> house debits as common table expressions of ONE statement the
 *   caller extends with its own rows (bet placement's group commit). A reused reference fails the statement.
 *
 * `auditLedger` (ledger-audit.ts) checks every invariant over the whole ledger; ledger-invariants.test.ts runs the
 * same checks against each way in.
 */

export type { HouseAccount, LedgerAccountRef } from './ledger-accounts';
export { auditLedger, type LedgerAudit } from './ledger-audit';
export { type LedgerBatchResult, postLedgerBatch, previewLedgerBatch } from './ledger-batch';
export type { PostingGroupResult } from './ledger-batch-plan';
export {
  type BalanceChange,
  LedgerError,
  LedgerLimitExceeded,
  type LedgerPosting,
  LedgerReferenceUsed,
  type PostingResult,
  validatePosting,
} from './ledger-posting';
export { postLedgerTransaction } from './ledger-single';
export {
  type PlayerDebitBatch,
  type PlayerDebitGroup,
  playerDebitRows,
  playerDebitStatement,
} from './ledger-statement';
