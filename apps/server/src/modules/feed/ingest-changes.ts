import type { MarketChange, MatchChange } from '@sportsbook/contracts/realtime';
import type { FeedMarketRef, FeedMarketResult, Provider } from '@sportsbook/feed/types';

/** What one batch of feed events changed, for real-time publishing and settlement. */
export interface IngestChanges {
  matches: Map<number, MatchChange>;
  statusChanges: { id: number; status: number }[];
  markets: Map<number, Map<string, MarketChange>>;
  providers: { provider: Provider; active: boolean }[];
  settlements: { matchId: number; results: FeedMarketResult[] }[];
  rollbacks: { matchId: number; markets: FeedMarketRef[] }[];
}

export const emptyChanges = (): IngestChanges => ({
  matches: new Map(),
  statusChanges: [],
  markets: new Map(),
  providers: [],
  settlements: [],
  rollbacks: [],
});

export const marketKey = (marketId: number, specifier: string) => `${marketId}|${specifier}`;

/** Records a market's latest change; a later change of the same market in the batch replaces it. */
export function noteMarket(changes: IngestChanges, matchId: number, change: MarketChange): void {
  const forMatch = changes.markets.get(matchId) ?? new Map<string, MarketChange>();
  changes.markets.set(matchId, forMatch);
  forMatch.set(marketKey(change.id, change.specifier), change);
}
