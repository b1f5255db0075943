// The bonuses module's public entry: other modules and app.ts import only from here (ADR 025).
export { backofficeGuard, backofficeRoutes } from './backoffice-routes';
export { contentIn } from './bonus-views';
export {
  campaignIdByName,
  campaignView,
  findCampaign,
  insertCampaign,
  listCampaigns,
  setCampaignSportIds,
} from './campaign-repository';
export {
  CAMPAIGN_MOVES,
  type CampaignMove,
  createCampaign,
  editCampaign,
  existingCampaign,
  moveCampaignStatus,
} from './campaign-service';
export {
  comboboostTermsOf,
  eventConditionsOf,
  eventRefs,
  giveBackComboboostUse,
  type IssuedComboboostTerms,
  lockComboboost,
  playerComboboostTerms,
  useComboboost,
} from './comboboost-use';
export { type BonusExpiryJob, createBonusExpiryJob } from './expiry-job';
export {
  farmingCampaignIdByName,
  insertFarmingCampaign,
  seedDemoStanding,
} from './hunting/campaigns';
export { type FarmingOutcome, type SettledBetChange, syncFarming } from './hunting/farming';
export { createTournamentPayoutJob, type TournamentPayoutJob } from './hunting/payout';
export { tournamentSummaries } from './hunting/summaries';
export {
  type IssueContext,
  type IssuedBonus,
  type IssueResult,
  issueFromCampaign,
  issueRecorded,
  publishIssued,
} from './issue';
export { issueNoRiskFreebet, takeBackNoRiskFreebet } from './no-risk';
export { freebetStatuses } from './player-bonuses';
export { promotionsRoutes } from './promotions-routes';
export {
  freebetTerms,
  giveBackFreebet,
  hasFreebets,
  issueFreebet,
  lockFreebets,
  retakeFreebet,
  useFreebet,
} from './repository';
export { bonusesRoutes } from './routes';
export { type BonusTriggerJob, createBonusTriggerJob } from './trigger-job';
export { processTrigger, recordTrigger, type TriggerContext, type TriggerEvent } from './trigger-outbox';
