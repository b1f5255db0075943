import type { CashoutConfig } from '@sportsbook/domain/cashout';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { equalsAny } from '../../db/raw-rows';
import { betSelections, bets } from '../../db/schema/betting';
import { type BettingPublisher, cashoutOffers, offerAmount, publishSafely, selectionsOf } from '../betting';
import type { IngestChanges } from '../feed';

type ChangedMarkets = IngestChanges['markets'];

export interface CashoutOfferListener {
  (changes: Pick<IngestChanges, 'markets'>): Promise<void>;
  /** Settles once every change handed over so far is priced and published (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Pushes bet_cashout_changed to the owners of open bets whose markets changed in feed batches, with the
 * offer at the new prices (null while unavailable). One query finds the bets; only those are priced.
 *
 * The feed hands each batch over and goes on: the pricing runs beside the feed, not in its queue. In the queue
 * it made every forced price, finish and tick wait for it, longer the more bets are open (the peak-hour
 * benchmark). Batches that arrive while one is priced are merged, the latest change of a market winning: an
 * offer is priced at the current prices anyway, so a player is told the newest offer once, not every step.
 */
export function createCashoutOfferListener(options: {
  db: Database;
  config: CashoutConfig;
  publish: BettingPublisher;
  logger: FastifyBaseLogger;
}): CashoutOfferListener {
  return coalescingMarketListener(
    (changed) => publishOffers(options, changed),
    (err) => options.logger.error({ err }, 'cash-out offers not computed'),
  );
}

/**
 * A feed listener that hands its batches to `work` one run at a time and returns at once; batches that arrive
 * during a run are merged into the next (the latest change of a market wins). A run that throws goes to `onError`
 * and the next batches run: nobody awaits the runs, so an error escaping them would be an unhandled rejection.
 */
export function coalescingMarketListener(
  work: (changed: ChangedMarkets) => Promise<void>,
  onError: (error: unknown) => void,
): CashoutOfferListener {
  let pending: ChangedMarkets = new Map();
  let draining: Promise<void> | undefined;
  const drain = async () => {
    while (pending.size > 0) {
      const batch = pending;
      pending = new Map();
      try {
        await work(batch);
      } catch (error) {
        onError(error);
      }
    }
    draining = undefined;
  };
  const listener = async (changes: Pick<IngestChanges, 'markets'>) => {
    for (const [matchId, markets] of changes.markets) {
      const merged = pending.get(matchId) ?? new Map();
      for (const [key, change] of markets) merged.set(key, change);
      pending.set(matchId, merged);
    }
    if (pending.size > 0) draining ??= drain();
  };
  return Object.assign(listener, { idle: async () => draining });
}

async function publishOffers(
  options: { db: Database; config: CashoutConfig; publish: BettingPublisher; logger: FastifyBaseLogger },
  changed: ChangedMarkets,
): Promise<void> {
  const { db, config, publish, logger } = options;
  // Match ids keep the query small on a busy tick; the exact markets are filtered here.
  const candidates = await db
    .select({
      bet: bets,
      matchId: betSelections.matchId,
      marketId: betSelections.marketId,
      specifier: betSelections.specifier,
    })
    .from(bets)
    .innerJoin(betSelections, eq(betSelections.betId, bets.id))
    .where(
      and(eq(bets.status, 'waiting_results'), equalsAny(betSelections.matchId, [...changed.keys()], 'int')),
    );
  const touched = new Map<number, (typeof candidates)[number]['bet']>();
  for (const row of candidates) {
    const isChanged = [...(changed.get(row.matchId)?.values() ?? [])].some(
      (m) => m.id === row.marketId && m.specifier === row.specifier,
    );
    if (isChanged) touched.set(row.bet.id, row.bet);
  }
  const rows = [...touched.values()].map((bet) => ({ bet }));
  if (rows.length === 0) return;
  const selections = await selectionsOf(
    db,
    rows.map((row) => row.bet.id),
  );
  const offers = await cashoutOffers(
    db,
    rows.map(({ bet }) => ({ bet, selections: selections.get(bet.id) ?? [] })),
    config,
  );
  await publishSafely(
    publish,
    rows.map(({ bet }) => ({
      playerId: bet.playerId,
      event: {
        type: 'bet_cashout_changed' as const,
        data: { id: String(bet.id), to_cashout: offerAmount(offers.get(bet.id)) },
      },
    })),
    (err) => logger.warn({ err }, 'cash-out offer not published'),
  );
}
