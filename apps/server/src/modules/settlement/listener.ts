import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { betSelections, bets } from '../../db/schema/betting';
import { type BettingPublisher, publishSafely } from '../betting/events';
import type { IngestChanges } from '../feed/ingest';
import { resettleBet } from './settle-bet';

/** Open or settled bets with a selection in one of these markets. */
async function affectedBets(
  db: Database,
  refs: readonly { matchId: number; marketId: number; specifier: string }[],
) {
  if (refs.length === 0) return [];
  const wanted = new Set(refs.map((r) => `${r.matchId}|${r.marketId}|${r.specifier}`));
  // Match ids keep the query small when a snapshot settles thousands of markets; markets are filtered here.
  const candidates = await db
    .select({
      id: bets.id,
      matchId: betSelections.matchId,
      marketId: betSelections.marketId,
      specifier: betSelections.specifier,
    })
    .from(betSelections)
    .innerJoin(bets, eq(bets.id, betSelections.betId))
    .where(
      and(
        inArray(bets.status, ['waiting_results', 'done']),
        inArray(betSelections.matchId, [...new Set(refs.map((r) => r.matchId))]),
      ),
    );
  const rows = [
    ...new Set(
      candidates.filter((c) => wanted.has(`${c.matchId}|${c.marketId}|${c.specifier}`)).map((c) => c.id),
    ),
  ].map((id) => ({ id }));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The markets a batch of feed changes settled or rolled back. */
export function settledMarkets(changes: Pick<IngestChanges, 'settlements' | 'rollbacks'>) {
  const refs = new Map<string, { matchId: number; marketId: number; specifier: string }>();
  const add = (matchId: number, marketId: number, specifier: string) =>
    refs.set(`${matchId}|${marketId}|${specifier}`, { matchId, marketId, specifier });
  for (const s of changes.settlements) for (const r of s.results) add(s.matchId, r.market_id, r.specifier);
  for (const r of changes.rollbacks) for (const m of r.markets) add(r.matchId, m.market_id, m.specifier);
  return [...refs.values()];
}

/**
 * The feed runner's settlement listener: every bet touched by settled or rolled-back markets is brought in
 * line with the stored results. A failure is logged, never thrown: the feed batch is already committed and a
 * later batch touching the market, or `settleMarkets` again, retries.
 */
export function createSettlementListener(options: {
  db: Database;
  publish: BettingPublisher;
  logger: FastifyBaseLogger;
  clock?: () => Date;
}) {
  const { db, publish, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const settleMarkets = async (refs: ReturnType<typeof settledMarkets>) => {
    let touched = 0;
    for (const id of await affectedBets(db, refs)) {
      try {
        const events = await resettleBet(db, id, clock());
        if (events.length > 0) touched++;
        await publishSafely(publish, events, (err) => logger.warn({ err }, 'settlement event not published'));
      } catch (err) {
        logger.error({ err, betId: id }, 'bet settlement failed');
      }
    }
    return touched;
  };
  return {
    settleMarkets,
    listener: async (changes: IngestChanges) => {
      const refs = settledMarkets(changes);
      if (refs.length === 0) return;
      try {
        await settleMarkets(refs);
      } catch (err) {
        logger.error({ err }, 'settlement of a feed batch failed');
      }
    },
  };
}
