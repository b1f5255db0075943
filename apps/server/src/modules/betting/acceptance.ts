import { checkPlacementOdds } from '@sportsbook/domain/odds-acceptance';
import { and, asc, eq, gt, lte, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema/betting';
import { giveBackFreebet } from '../bonuses';
import { betsInPlayAccount, postLedgerTransaction } from '../wallet';
import { currentSelections, selectionKey } from './current-prices';
import { type BettingEvent, balanceEvents, betChanged } from './events';
import { lockBet, selectionsOf } from './repository';

type Published = { playerId: number; event: BettingEvent };

/**
 * Ends the in-play delay of one submitted bet: accepted (waiting_results) while every selection is still open
 * and its price still passes the player's acceptance mode, otherwise rejected with the stake refunded through
 * the ledger. A bet that is no longer submitted is left alone, so running this twice is harmless.
 */
export async function decideSubmittedBet(db: Database, betId: number, now: Date): Promise<Published[]> {
  return db.transaction(async (tx) => {
    const bet = await lockBet(tx, betId);
    if (bet?.status !== 'submitted') return [];
    const legs = (await selectionsOf(tx, [bet.id])).get(bet.id) ?? [];
    const refs = legs.map((leg) => ({
      matchId: leg.matchId,
      marketId: leg.marketId,
      specifier: leg.specifier,
      outcomeId: leg.outcomeId,
    }));
    const current = await currentSelections(tx, refs, now);
    const stillGood =
      legs.length > 0 &&
      refs.every((ref, i) => {
        const now = current.get(selectionKey(ref));
        const placedOdds = legs[i]?.odds ?? 0;
        if (!now?.open) return false;
        return bet.type === 'custom_bet' || checkPlacementOdds(bet.acceptMode, placedOdds, now.odds).accepted;
      });
    if (stillGood) {
      await tx.update(bets).set({ status: 'waiting_results', acceptAfter: null }).where(eq(bets.id, bet.id));
      return [betChanged({ ...bet, status: 'waiting_results' })];
    }
    // A freebet stake goes back to the bonus account and the freebet to the player.
    const refund = await postLedgerTransaction(tx, {
      kind: 'bet_refund',
      currency: bet.currency,
      reference: `reject:${bet.id}`,
      entries: [
        { account: betsInPlayAccount(bet.playerId), amount: -bet.stake },
        {
          account: bet.freebetId === null ? { playerId: bet.playerId } : { house: 'bonus' },
          amount: bet.stake,
        },
      ],
      metadata: { betId: bet.id, reason: 'in_play_check' },
      at: now,
    });
    if (!refund.ok) throw new Error(`refund of bet ${bet.id} failed`);
    if (bet.freebetId !== null) await giveBackFreebet(tx, bet.freebetId, bet.id, now);
    await tx
      .update(bets)
      .set({ status: 'rejected', acceptAfter: null, settledAt: now })
      .where(eq(bets.id, bet.id));
    return [betChanged({ ...bet, status: 'rejected' }), ...balanceEvents(refund.balanceChanges)];
  });
}

export const DUE_BETS_PER_SWEEP = 200;

/** Ids of submitted bets whose delay has run out by `now`, oldest first. */
export async function dueSubmittedBets(
  db: Database,
  now: Date,
  limit = DUE_BETS_PER_SWEEP,
): Promise<number[]> {
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.status, 'submitted'), lte(bets.acceptAfter, now)))
    .orderBy(asc(bets.acceptAfter))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** When the next submitted bet's delay ends after `now`, if any bet is waiting. */
export async function nextAcceptanceAt(db: Database, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(bets.acceptAfter) })
    .from(bets)
    .where(and(eq(bets.status, 'submitted'), gt(bets.acceptAfter, now)));
  return row?.at ?? undefined;
}
