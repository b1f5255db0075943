// The wallet module's public entry: other modules and app.ts import only from here (ADR 025).
export { publishBalanceChanges } from './balance-events';
export type { BalanceChange, LedgerPosting } from './ledger';
export { LedgerLimitExceeded, postLedgerTransaction } from './ledger';
export { betsInPlayAccount, betsInPlayShard, openAccount, playerBalance } from './ledger-accounts';
export { postLedgerBatch, previewLedgerBatch } from './ledger-batch';
export {
  PLAYER_DEBIT_PARAM_OFFSETS,
  PLAYER_DEBIT_PARAMS,
  playerDebitCtes,
  playerDebitParams,
} from './ledger-statement';
export { walletRoutes } from './routes';
