import { MARKET_STATUS } from '@sportsbook/domain/match-status';
import { marketKey, selectionKey } from '@sportsbook/domain/selection-key';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { arrayParam } from '../../db/raw-rows';
import { markets } from '../../db/schema/catalogue';
import type { NewBet } from './placement-sql';

type Leg = NewBet['selections'][number];
type LegMarket = Pick<Leg, 'matchId' | 'marketId' | 'specifier'>;

/**
 * The legs' markets still taking bets, locked FOR KEY SHARE SKIP LOCKED inside the caller's transaction, as the
 * batched placement statement locks them (placement-sql.ts): the feed takes a market FOR UPDATE before it stops
 * or settles it, so either its result commits after this transaction, or this read sees the market closed (or
 * skips it while the feed closes it, never waiting on the feed's batch) and the market is missing here.
 */
async function lockOpenLegMarkets(tx: Database, legs: readonly LegMarket[]) {
  return tx
    .select({
      matchId: markets.matchId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      outcomes: markets.outcomes,
    })
    .from(markets)
    .where(
      and(
        eq(markets.status, MARKET_STATUS.active),
        sql`(${markets.matchId}, ${markets.marketId}, ${markets.specifier}) IN (SELECT * FROM unnest(
          ${arrayParam(legs.map((leg) => leg.matchId))}::int[],
          ${arrayParam(legs.map((leg) => leg.marketId))}::int[],
          ${arrayParam(legs.map((leg) => leg.specifier))}::text[]))`,
      ),
    )
    .for('key share', { skipLocked: true });
}

/** Whether every leg's market is still taking bets and its outcome is active (`lockOpenLegMarkets`). */
export async function legMarketsStillOpen(tx: Database, legs: readonly Leg[]): Promise<boolean> {
  if (legs.length === 0) return true;
  const open = await lockOpenLegMarkets(tx, legs);
  const activeOutcomes = new Set(
    open.flatMap((market) =>
      market.outcomes.filter((o) => o.active).map((o) => selectionKey({ ...market, outcomeId: o.id })),
    ),
  );
  return legs.every((leg) => activeOutcomes.has(selectionKey(leg)));
}

/**
 * The keys (domain `marketKey`) of the legs' markets still taking bets, held until the caller's transaction ends
 * (`lockOpenLegMarkets`): the in-play acceptance sweep takes a bet only on these, as placement does.
 */
export async function lockedOpenMarketKeys(tx: Database, legs: readonly LegMarket[]): Promise<Set<string>> {
  if (legs.length === 0) return new Set();
  return new Set((await lockOpenLegMarkets(tx, legs)).map((market) => marketKey(market)));
}
