// The feed module's public entry: other modules and app.ts import only from here (ADR 025).
export { feedControlRoutes } from './control-routes';
export { createFeedIngestor } from './ingest';
export type { IngestChanges } from './ingest-changes';
export { runFeedWhileLeading } from './leadership-loop';
export { createMarginWatch } from './margin-watch';
export type { FeedRunner } from './runner';
export { createFeedRunner } from './runner';
export type { FeedSource } from './source';
export { simulatedFeed } from './source';
export type { TradedMarketRef, TradedMarketState, TradedMatchState, TraderStep } from './trader-actions';
export {
  overridePriceByTrader,
  reopenMarketByTrader,
  reopenMatchByTrader,
  suspendMarketByTrader,
  suspendMatchByTrader,
  voidMarketByTrader,
} from './trader-actions';
