import type { MarketChange } from '@sportsbook/contracts/realtime';
import { isBettable, MARKET_STATUS } from '@sportsbook/domain/match-status';
import { and, eq, sql } from 'drizzle-orm';
import { DomainError, notFound } from '../../core/domain-error';
import type { Transaction } from '../../db/client';
import { markets, matches, type StoredOutcome } from '../../db/schema/catalogue';
import { lockForClosing } from './ingest-sql';
import { storeResults, voidResults } from './results';

/**
 * A trader's steps on the catalogue (ADR 036), each inside the caller's transaction (the back office writes its
 * audit row in the same one). Each answers the state before and after, for the audit log, and the market changes
 * to publish on the match channel once the transaction commits, the same event the feed publishes.
 */

export interface TradedMarketRef {
  matchId: number;
  marketId: number;
  specifier: string;
}

export interface TradedMarketState {
  status: number;
  trader_suspended: boolean;
  odds_overrides: Record<string, number>;
}

export interface TraderStep<State> {
  before: State;
  after: State;
  /** The market changes to publish on `match:{matchId}` after the commit. */
  changes: MarketChange[];
}

const FINAL: readonly number[] = [MARKET_STATUS.settled, MARKET_STATUS.cancelled];

const marketClosed = (ref: TradedMarketRef) =>
  new DomainError(
    'conflict',
    'market_closed',
    `Market ${ref.marketId} of match ${ref.matchId} is settled or void`,
  );

const changeOf = (row: {
  marketId: number;
  specifier: string;
  status: number;
  outcomes: StoredOutcome[];
}) => ({
  id: row.marketId,
  specifier: row.specifier,
  status: row.status,
  outcomes: row.outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.active })),
});

const stateOf = (row: typeof markets.$inferSelect): TradedMarketState => ({
  status: row.status,
  trader_suspended: row.traderSuspended,
  odds_overrides: row.oddsOverrides,
});

const refWhere = (ref: TradedMarketRef) =>
  and(
    eq(markets.matchId, ref.matchId),
    eq(markets.marketId, ref.marketId),
    eq(markets.specifier, ref.specifier),
  );

/** The market locked FOR UPDATE (placements on it hold FOR KEY SHARE and finish first), or 404. */
async function lockedMarket(tx: Transaction, ref: TradedMarketRef) {
  const [row] = await tx.select().from(markets).where(refWhere(ref)).for('update');
  if (!row) throw notFound('Market');
  return row;
}

async function updateMarket(
  tx: Transaction,
  ref: TradedMarketRef,
  set: Partial<typeof markets.$inferInsert>,
) {
  const [row] = await tx
    .update(markets)
    .set({ ...set, updatedAt: sql`now()` })
    .where(refWhere(ref))
    .returning();
  if (!row) throw notFound('Market');
  return row;
}

/** Suspends a market and holds it suspended against the feed until a trader reopens it. */
export async function suspendMarketByTrader(
  tx: Transaction,
  ref: TradedMarketRef,
): Promise<TraderStep<TradedMarketState>> {
  const before = await lockedMarket(tx, ref);
  if (FINAL.includes(before.status)) throw marketClosed(ref);
  const after = await updateMarket(tx, ref, {
    traderSuspended: true,
    status: before.status === MARKET_STATUS.active ? MARKET_STATUS.suspended : before.status,
  });
  return { before: stateOf(before), after: stateOf(after), changes: [changeOf(after)] };
}

/**
 * Lifts a trader's suspension. The market opens at once when its match takes bets and no trader holds the match;
 * the feed's next message about it decides from then on, as for any market.
 */
export async function reopenMarketByTrader(
  tx: Transaction,
  ref: TradedMarketRef,
): Promise<TraderStep<TradedMarketState>> {
  const before = await lockedMarket(tx, ref);
  if (FINAL.includes(before.status)) throw marketClosed(ref);
  const [match] = await tx
    .select({ status: matches.status, held: matches.traderSuspended })
    .from(matches)
    .where(eq(matches.id, ref.matchId));
  const opens = before.status === MARKET_STATUS.suspended && match && isBettable(match.status) && !match.held;
  const after = await updateMarket(tx, ref, {
    traderSuspended: false,
    ...(opens ? { status: MARKET_STATUS.active } : {}),
  });
  return { before: stateOf(before), after: stateOf(after), changes: [changeOf(after)] };
}

/**
 * Sets a trader's price for one outcome (thousandths), or removes it (`null`): the stored price changes now and
 * every later feed price of that outcome is replaced by it until it is removed.
 */
export async function overridePriceByTrader(
  tx: Transaction,
  ref: TradedMarketRef,
  outcomeId: string,
  odds: number | null,
): Promise<TraderStep<TradedMarketState>> {
  const before = await lockedMarket(tx, ref);
  if (FINAL.includes(before.status)) throw marketClosed(ref);
  if (!before.outcomes.some((o) => o.id === outcomeId)) throw notFound('Outcome');
  const { [outcomeId]: _removed, ...others } = before.oddsOverrides;
  const overrides = odds === null ? others : { ...others, [outcomeId]: odds };
  const outcomes =
    odds === null ? before.outcomes : before.outcomes.map((o) => (o.id === outcomeId ? { ...o, odds } : o));
  const after = await updateMarket(tx, ref, { oddsOverrides: overrides, outcomes });
  return { before: stateOf(before), after: stateOf(after), changes: [changeOf(after)] };
}

/**
 * Voids a market: cancelled, every outcome's result void, written like the feed's bet cancel, so the trigger on
 * market_results enqueues its settlement and the settlement queue refunds each bet once (ADR 013).
 */
export async function voidMarketByTrader(
  tx: Transaction,
  ref: TradedMarketRef,
): Promise<TraderStep<TradedMarketState>> {
  await lockForClosing(tx, ref.matchId, [{ market_id: ref.marketId, specifier: ref.specifier }]);
  const before = await lockedMarket(tx, ref);
  if (before.status === MARKET_STATUS.cancelled) {
    throw new DomainError('conflict', 'market_already_void', `Market ${ref.marketId} is already void`);
  }
  const after = await updateMarket(tx, ref, { status: MARKET_STATUS.cancelled });
  await storeResults(tx, ref.matchId, voidResults([after]), 'cancelled', 'replace');
  return {
    before: stateOf(before),
    after: stateOf(after),
    changes: [
      { id: after.marketId, specifier: after.specifier, status: MARKET_STATUS.cancelled, outcomes: [] },
    ],
  };
}

export interface TradedMatchState {
  trader_suspended: boolean;
  /** How many of its markets the step suspended or opened. */
  markets_changed?: number;
}

/** Suspends every open market of a match and holds the match: the feed opens none of them until it is reopened. */
export async function suspendMatchByTrader(
  tx: Transaction,
  matchId: number,
): Promise<TraderStep<TradedMatchState>> {
  const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
  if (!match) throw notFound('Match');
  await lockForClosing(tx, matchId, null);
  await tx.update(matches).set({ traderSuspended: true }).where(eq(matches.id, matchId));
  const stopped = await tx
    .update(markets)
    .set({ status: MARKET_STATUS.suspended, updatedAt: sql`now()` })
    .where(and(eq(markets.matchId, matchId), eq(markets.status, MARKET_STATUS.active)))
    .returning();
  return {
    before: { trader_suspended: match.traderSuspended },
    after: { trader_suspended: true, markets_changed: stopped.length },
    changes: stopped.map(changeOf),
  };
}

/**
 * Lifts a match's hold; its suspended markets that no trader holds one by one open again when the match takes
 * bets (the feed's next message decides from then on).
 */
export async function reopenMatchByTrader(
  tx: Transaction,
  matchId: number,
): Promise<TraderStep<TradedMatchState>> {
  const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
  if (!match) throw notFound('Match');
  await tx.update(matches).set({ traderSuspended: false }).where(eq(matches.id, matchId));
  const opened = isBettable(match.status)
    ? await tx
        .update(markets)
        .set({ status: MARKET_STATUS.active, updatedAt: sql`now()` })
        .where(
          and(
            eq(markets.matchId, matchId),
            eq(markets.status, MARKET_STATUS.suspended),
            eq(markets.traderSuspended, false),
          ),
        )
        .returning()
    : [];
  return {
    before: { trader_suspended: match.traderSuspended },
    after: { trader_suspended: false, markets_changed: opened.length },
    changes: opened.map(changeOf),
  };
}
