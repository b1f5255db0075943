import type { CashoutConfig } from '@sportsbook/domain/cashout';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { betSelections, bets } from '../../db/schema/betting';
import { type BettingPublisher, publishSafely } from '../betting/events';
import { selectionsOf } from '../betting/repository';
import type { IngestChanges } from '../feed/ingest';
import { cashoutOffers, offerAmount } from './offer';

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
    const refs = [...changes.markets].flatMap(([matchId, byMarket]) =>
      [...byMarket.values()].map((m) => sql`(${matchId}, ${m.id}, ${m.specifier})`),
    );
    if (refs.length === 0) return;
    try {
      const rows = await db
        .selectDistinct({ bet: bets })
        .from(bets)
        .innerJoin(betSelections, eq(betSelections.betId, bets.id))
        .where(
          and(
            eq(bets.status, 'waiting_results'),
            sql`(${betSelections.matchId}, ${betSelections.marketId}, ${betSelections.specifier}) IN (${sql.join(refs, sql`, `)})`,
          ),
        );
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
