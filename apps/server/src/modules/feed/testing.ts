import type { FeedEvent, FeedMarket, FeedMarketResult } from '@sportsbook/feed/types';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { providerStatuses } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { createSignedInPlayer } from '../players/testing';
import { createFeedIngestor } from './ingest';

/** A line of the total market (18) for a test of its own, open with both outcomes at 1.90. */
export const totalMarket = (line: string, status: FeedMarket['status'] = 1): FeedMarket => ({
  id: 18,
  specifier: `total=${line}`,
  name: `Total ${line}`,
  status,
  outcomes: [
    { id: '12', name: 'Over', odds: 1900, active: true },
    { id: '13', name: 'Under', odds: 1900, active: true },
  ],
  groups: ['goals'],
  priority: 1,
  most_balanced: false,
});

/** A total line's result: `winner` ('12' over, '13' under) won, the other lost. */
export const totalResult = (line: string, winner: '12' | '13'): FeedMarketResult => ({
  market_id: 18,
  specifier: `total=${line}`,
  outcomes: [
    { outcome_id: winner, result: 'won', void_factor: 0 },
    { outcome_id: winner === '12' ? '13' : '12', result: 'lost', void_factor: 0 },
  ],
});

/** A feed's price update of a match's markets (new markets are created by it). */
export const pricesEvent = (match: string, ...markets: FeedMarket[]): FeedEvent => ({
  type: 'odds_changed',
  at: Date.now(),
  match_urn_id: match,
  markets,
});

/** A feed's confirmed results of a match's markets. */
export const settlementEvent = (match: string, ...results: FeedMarketResult[]): FeedEvent => ({
  type: 'bet_settlement',
  at: Date.now(),
  match_urn_id: match,
  certainty: 'confirmed',
  results,
});

/**
 * The stage of a race between players' bets and the feed (past-posting tests): the catalogue fixture with its
 * provider up, a loaded feed ingestor on it, and `players` signed-in players with money to spare.
 */
export async function bettingRaceStage(app: FastifyInstance, db: Database, players: number) {
  const fixture = await insertCatalogueFixture(db);
  await db.insert(providerStatuses).values({ provider: 'betradar', active: true });
  const ingestor = createFeedIngestor(db);
  await ingestor.load();
  return {
    matchId: fixture.matches.prematch.id,
    ingestor,
    players: await Promise.all(
      Array.from({ length: players }, () => createSignedInPlayer(app, db, { balance: 10_000_000 })),
    ),
  };
}
