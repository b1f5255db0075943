import type { CashoutConfig } from '@sportsbook/domain/cashout';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { equalsAny } from '../../db/raw-rows';
import { betSelections, bets } from '../../db/schema/betting';
import { type BettingPublisher, cashoutOffers, offerAmount, publishSafely, selectionsOf } from '../betting';
import type { IngestChanges } from '../feed';

/**
 * Pushes bet_cashout_changed to the owners of open bets whose markets changed in a feed batch, with the
 * offer at the new prices (null while unavailable). One query finds the bets; only those are priced.
 */
export function createCashoutOfferListener(options: {
  db: Database;
  config: CashoutConfig;
  publish: BettingPublisher;
  logger: FastifyBaseLogger;
}) {
  const { db, config, publish, logger } = options;
  return async (changes: Pick<IngestChanges, 'markets'>) => {
    if (changes.markets.size === 0) return;
    try {
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
          and(
            eq(bets.status, 'waiting_results'),
            equalsAny(betSelections.matchId, [...changes.markets.keys()], 'int'),
          ),
        );
      const touched = new Map<number, (typeof candidates)[number]['bet']>();
      for (const row of candidates) {
        const changed = [...(changes.markets.get(row.matchId)?.values() ?? [])].some(
          (m) => m.id === row.marketId && m.specifier === row.specifier,
        );
        if (changed) touched.set(row.bet.id, row.bet);
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
    } catch (err) {
      logger.error({ err }, 'cash-out offers not computed');
    }
  };
}
