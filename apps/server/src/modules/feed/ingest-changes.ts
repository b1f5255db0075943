import type { MarketChange, MatchChange } from '@sportsbook/contracts/realtime';
import type { FeedMarketRef, FeedMarketResult, Provider } from '@sportsbook/feed/types';
import type { StoredIncident } from '../match-info';

/** What one batch of feed events changed, for real-time publishing and settlement. */
export interface IngestChanges {
  matches: Map<number, MatchChange>;
  statusChanges: { id: number; status: number }[];
  markets: Map<number, Map<string, MarketChange>>;
  providers: { provider: Provider; active: boolean }[];
  settlements: { matchId: number; results: FeedMarketResult[] }[];
  rollbacks: { matchId: number; markets: FeedMarketRef[] }[];
  /** Tracker incidents per match, in the order they happened (ADR 031). */
  incidents: Map<number, StoredIncident[]>;
}

export const emptyChanges = (): IngestChanges => ({
  matches: new Map(),
  statusChanges: [],
  markets: new Map(),
  providers: [],
  settlements: [],
  rollbacks: [],
  incidents: new Map(),
});

export function noteIncident(changes: IngestChanges, incident: StoredIncident): void {
  const forMatch = changes.incidents.get(incident.matchId) ?? [];
  changes.incidents.set(incident.matchId, forMatch);
  forMatch.push(incident);
}

export const marketKey = (marketId: number, specifier: string) => `${marketId}|${specifier}`;

/** Records a market's latest change; a later change of the same market in the batch replaces it. */
export function noteMarket(changes: IngestChanges, matchId: number, change: MarketChange): void {
  const forMatch = changes.markets.get(matchId) ?? new Map<string, MarketChange>();
  changes.markets.set(matchId, forMatch);
  forMatch.set(marketKey(change.id, change.specifier), change);
}
