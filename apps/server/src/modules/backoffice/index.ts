// The back-office module's public entry: other modules and app.ts import only from here (ADR 025).
export { verifyAuditChain } from './audit-chain';
export { demoStaffRoutes } from './demo-routes';
export { DEMO_STAFF, type DemoStaff, seedDemoStaff } from './demo-staff';
export { type AdjustmentExpiryJob, createAdjustmentExpiryJob } from './players/adjustment-expiry';
export { staffBackofficeRoutes } from './routes';
export { totpCode, totpUri } from './totp';
export type { TradingEffects } from './trading-routes';
