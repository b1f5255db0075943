import type { LedgerKind } from '@sportsbook/contracts/wallet';
import type { BetResult } from '@sportsbook/domain/bet-status';
import { type LegState, settleBet } from '@sportsbook/domain/settlement';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { betSelections, bets } from '../../db/schema/betting';
import { marketResults } from '../../db/schema/catalogue';
import { type BettingEvent, balanceEvents, betChanged } from '../betting/events';
import { type BetRow, lockBet, selectionsOf } from '../betting/repository';
import { type LedgerPosting, postLedgerTransaction } from '../wallet/ledger';

type Published = { playerId: number; event: BettingEvent };

/** Settlement moves the stake out of bets-in-play: the payout to the player, the rest to the operator. */
function payoutEntries(stake: number, payout: number): LedgerPosting['entries'] {
  return [
    { house: 'bets_in_play' as const, amount: -stake },
    { house: 'operator' as const, amount: stake - payout },
  ]
    .filter((entry) => entry.amount !== 0)
    .map((entry) => ({ account: { house: entry.house }, amount: entry.amount }));
}

function settlementPosting(bet: BetRow, payout: number, result: BetResult, at: Date): LedgerPosting {
  const entries = payoutEntries(bet.stake, payout);
  return {
    kind: result === 'refund' ? 'bet_refund' : 'bet_payout',
    currency: bet.currency,
    reference: `settle:${bet.id}:${bet.settlementVersion + 1}`,
    entries: payout > 0 ? [...entries, { account: { playerId: bet.playerId }, amount: payout }] : entries,
    metadata: { betId: bet.id, result, payout },
    at,
  };
}

/** The exact opposite of the bet's last settlement posting. */
function reversalPosting(bet: BetRow, at: Date): LedgerPosting {
  const result = bet.result ?? 'lose';
  const original = settlementPosting(
    { ...bet, settlementVersion: bet.settlementVersion - 1 },
    bet.payout,
    result,
    at,
  );
  return {
    kind: original.kind as LedgerKind,
    currency: bet.currency,
    reference: `unsettle:${bet.id}:${bet.settlementVersion}`,
    entries: original.entries.map((entry) => ({ account: entry.account, amount: -entry.amount })),
    metadata: { betId: bet.id, reverses: original.reference },
    at,
  };
}

/** Results the feed holds now for each selection of the bet (undefined while none). */
async function legResults(tx: Database, betId: number) {
  const legs = (await selectionsOf(tx, [betId])).get(betId) ?? [];
  if (legs.length === 0) return [];
  const rows = await tx
    .select()
    .from(marketResults)
    .where(
      sql`(${marketResults.matchId}, ${marketResults.marketId}, ${marketResults.specifier}, ${marketResults.outcomeId}) IN (${sql.join(
        legs.map((leg) => sql`(${leg.matchId}, ${leg.marketId}, ${leg.specifier}, ${leg.outcomeId})`),
        sql`, `,
      )})`,
    );
  const byKey = new Map(
    rows.map((r) => [`${r.matchId}|${r.marketId}|${r.specifier}|${r.outcomeId}`, r.result]),
  );
  return legs.map((leg) => ({
    leg,
    result: byKey.get(`${leg.matchId}|${leg.marketId}|${leg.specifier}|${leg.outcomeId}`),
  }));
}

/**
 * Brings one bet in line with the feed's current results, in one transaction with the bet row locked:
 * a settled bet whose leg results changed (a rollback or a correction) is reversed through the ledger and
 * reopened; an open bet whose legs now decide it is settled with domain `settleBet` and paid through the
 * ledger. Unchanged results change nothing, so a result delivered twice never pays twice.
 */
export async function resettleBet(db: Database, betId: number, now: Date): Promise<Published[]> {
  return db.transaction(async (tx) => {
    let bet = await lockBet(tx, betId);
    if (!bet || (bet.status !== 'waiting_results' && bet.status !== 'done')) return [];
    const legs = await legResults(tx, bet.id);
    const changed = legs.some(({ leg, result }) => (leg.result ?? undefined) !== result);
    if (!changed) return [];
    const events: Published[] = [];
    const settle = (row: BetRow) =>
      settleBet({
        betType: row.type,
        stake: row.stake,
        legs: legs.map(({ leg, result }) => ({ odds: leg.odds, result: (result ?? 'pending') as LegState })),
        ...(row.systemWinCount !== null && row.systemTotalCount !== null
          ? { systemType: { winCount: row.systemWinCount, totalCount: row.systemTotalCount } }
          : {}),
        ...(row.type === 'custom_bet' ? { customOdds: row.odds } : {}),
      });
    const updateLegs = async () => {
      for (const { leg, result } of legs) {
        await tx
          .update(betSelections)
          .set({ result: result ?? null })
          .where(eq(betSelections.id, leg.id));
      }
    };

    const fresh = settle(bet);
    if (
      bet.status === 'done' &&
      fresh.settled &&
      fresh.payout === bet.payout &&
      fresh.result === bet.result
    ) {
      // A later leg result that does not change what the bet pays (a combo already lost) moves no money.
      await updateLegs();
      return [];
    }
    if (bet.status === 'done') {
      const reversal = await postLedgerTransaction(tx, reversalPosting(bet, now));
      // The player already spent a corrected win: the bet stays settled for the operator to resolve.
      if (!reversal.ok) return [];
      events.push(...balanceEvents(reversal.balanceChanges));
      const [reopened] = await tx
        .update(bets)
        .set({ status: 'waiting_results', result: null, payout: 0, settledAt: null })
        .where(eq(bets.id, bet.id))
        .returning();
      if (!reopened) throw new Error(`bet ${bet.id} vanished`);
      bet = reopened;
    }
    await updateLegs();
    const settlement = settle(bet);
    if (!settlement.settled) {
      if (events.length > 0) events.push(betChanged(bet));
      return events;
    }
    const posting = await postLedgerTransaction(
      tx,
      settlementPosting(bet, settlement.payout, settlement.result, now),
    );
    if (!posting.ok) throw new Error(`settlement of bet ${bet.id} could not be posted`);
    const [settled] = await tx
      .update(bets)
      .set({
        status: 'done',
        result: settlement.result,
        payout: settlement.payout,
        settledAt: now,
        settlementVersion: bet.settlementVersion + 1,
      })
      .where(eq(bets.id, bet.id))
      .returning();
    if (!settled) throw new Error(`bet ${bet.id} vanished`);
    events.push(betChanged(settled), ...balanceEvents(posting.balanceChanges));
    return events;
  });
}
