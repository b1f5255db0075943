// The wallet module's public entry: other modules and app.ts import only from here (ADR 025). Posting to the
// ledger goes through ledger.ts, the one way in (ADR 023).
export { publishBalanceChanges } from './balance-events';
export * from './ledger';
export { betsInPlayAccount, betsInPlayShard, openAccount, playerBalance } from './ledger-accounts';
export { walletRoutes } from './routes';
export { playerAccounts, transactionsPage } from './service';
