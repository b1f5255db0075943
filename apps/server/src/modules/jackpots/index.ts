// The jackpots module's public entry: other modules and app.ts import only from here (ADR 025, ADR 034, ADR 042).

export { jackpotBackofficeRoutes } from './backoffice-routes';
export { seedDemoJackpot } from './demo';
export { jackpotDevRoutes } from './dev-routes';
export { createJackpotDrainJob, type JackpotDrainJob, queueJackpotBets } from './drain';
export { jackpotsFedBy, type OpenJackpot, openJackpots } from './feed';
export { betsThatFedJackpots } from './repository';
export { jackpotsRoutes } from './routes';
export { jackpotSummaries } from './summaries';
