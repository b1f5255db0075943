// The seed module's public entry: other modules and app.ts import only from here (ADR 025).

export { seedDemoCampaigns } from './demo-campaigns';
export { demoPlayerRoutes } from './demo-routes';
export { seedDemoPlayers, seedOperatorConfiguration } from './seed';
