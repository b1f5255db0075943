import type { Database } from '../../db/client';
import { type BettingEvent, balanceEvents, betChanged } from '../betting/events';
import { postLedgerBatch } from '../wallet/ledger-batch';
import { type BetPlan, planBet } from './bet-plan';
import { legsWithResults, lockSettleableBets, updateBets, updateLegs } from './repository';

export interface ChunkOutcome {
  /** Bets whose state or leg results changed. */
  changed: number;
  /** Bets left settled because reversing their payout would overdraw a player who already spent it. */
  refused: { betId: number; playerId: number; balance: number; required: number }[];
  /** bet_changed per bet, then balance_changed per player, to publish after the commit. */
  events: { playerId: number; event: BettingEvent }[];
}

/**
 * Brings a chunk of bets in line with the feed's current results in one transaction: the bets are locked in id
 * order, their legs and results loaded in one query, the outcomes computed in memory with domain `settleBet`
 * (`planBet`), then the ledger postings, bet rows and leg results are written with a few bulk statements; player
 * balances move once per player. Running it twice changes nothing the second time.
 */
export async function settleChunk(db: Database, betIds: readonly number[], now: Date): Promise<ChunkOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockSettleableBets(tx, betIds);
    if (locked.length === 0) return { changed: 0, refused: [], events: [] };
    const legs = await legsWithResults(
      tx,
      locked.map((bet) => bet.id),
    );
    const plans = locked
      .map((bet) => planBet(bet, legs.get(bet.id) ?? [], now))
      .filter((plan): plan is BetPlan => plan !== undefined);
    const ledger = await postLedgerBatch(
      tx,
      plans.map((plan) => plan.postings),
    );
    const applied: BetPlan[] = [];
    const refused: ChunkOutcome['refused'] = [];
    plans.forEach((plan, i) => {
      const result = ledger.groups[i];
      if (!result) throw new Error(`no ledger answer for bet ${plan.bet.id}`);
      if (!result.ok) {
        refused.push({
          betId: plan.bet.id,
          playerId: result.playerId,
          balance: result.balance,
          required: result.required,
        });
        return;
      }
      applied.push(plan);
    });
    const updates = applied.flatMap((plan) => (plan.update ? [plan.update] : []));
    await updateBets(tx, updates);
    await updateLegs(
      tx,
      applied.flatMap((plan) => plan.legUpdates),
    );
    return {
      changed: applied.length,
      refused,
      events: [
        ...applied.flatMap((plan) =>
          plan.update ? [betChanged({ ...plan.update, playerId: plan.bet.playerId })] : [],
        ),
        ...balanceEvents(ledger.balanceChanges),
      ],
    };
  });
}
