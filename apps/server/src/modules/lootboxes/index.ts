// The loot boxes module's public entry (loot boxes and amount-of-bets progress): app.ts and the seed import only
// from here (ADR 025).
export { lootboxBackofficeRoutes } from './backoffice-routes';
export {
  ambCampaignByName,
  insertAmbCampaign,
  insertLootboxCampaign,
  lootboxCampaignByName,
} from './repository';
export { lootboxRoutes } from './routes';
export { lootboxSummaries } from './summaries';
