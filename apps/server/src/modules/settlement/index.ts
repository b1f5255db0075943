// The settlement module's public entry: other modules and app.ts import only from here (ADR 025).
export { createSettlementListener } from './listener';
export type { SettlementConfig, SettlementWorker } from './worker';
export { createSettlementWorker } from './worker';
