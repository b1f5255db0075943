import type { PlacedBet } from '@sportsbook/contracts/betting';
import type { BetBonus } from '@sportsbook/contracts/bonuses';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { equalsAny } from '../../db/raw-rows';
import { betSelections, bets } from '../../db/schema/betting';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';

export type BetRow = typeof bets.$inferSelect;
export type BetSelectionRow = typeof betSelections.$inferSelect;

/** The bets' selections, grouped by bet id, in slip order. */
export async function selectionsOf(db: Database, betIds: readonly number[]) {
  const grouped = new Map<number, BetSelectionRow[]>();
  if (betIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(betSelections)
    .where(equalsAny(betSelections.betId, betIds, 'int'))
    .orderBy(asc(betSelections.betId), asc(betSelections.position));
  for (const row of rows) {
    const list = grouped.get(row.betId) ?? [];
    list.push(row);
    grouped.set(row.betId, list);
  }
  return grouped;
}

export function placedView(
  bet: BetRow,
  selections: readonly BetSelectionRow[],
  stake: number = bet.stake,
): PlacedBet {
  return {
    betId: String(bet.id),
    ref: bet.ref,
    status: bet.status,
    isVip: bet.isVip,
    odds: bet.odds,
    stake,
    bonus: betBonusView(bet),
    freebetStake: bet.freebetId === null ? 0 : stake,
    selections: selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.odds,
    })),
  };
}

/** The bonus a bet shows (`bonus {id, type}`, a comboboost with its bonus odds); null when it took none. */
export function betBonusView(
  bet: Pick<BetRow, 'bonusType' | 'freebetId' | 'comboboostId' | 'bonusOdds'>,
): BetBonus | null {
  if (bet.bonusType === null) return null;
  if (bet.bonusType === 'comboboost') {
    return {
      id: String(bet.comboboostId),
      type: bet.bonusType,
      ...(bet.bonusOdds ? { odds: bet.bonusOdds } : {}),
    };
  }
  return { id: String(bet.freebetId), type: bet.bonusType };
}

/** The reference of a bet's stake posting: unique in the ledger, so a placement sent twice posts once. */
export const stakePostingReference = (playerId: number, betKey: string) => `bet:${playerId}:${betKey}`;

/**
 * The stake each bet was placed with, by bet id, from its stake posting (what entered bets-in-play). `bets.stake`
 * is what is still at risk: a partial cash-out lowers it, the posting stays as placed.
 */
async function placedStakes(db: Database, playerId: number, rows: readonly BetRow[]) {
  const betIds = new Map(rows.map((row) => [stakePostingReference(playerId, row.idempotencyKey), row.id]));
  const stakes = new Map<number, number>();
  if (rows.length === 0) return stakes;
  const found = await db
    .select({
      reference: ledgerTransactions.reference,
      stake: sql<string>`sum(${ledgerEntries.amount}) FILTER (WHERE ${ledgerEntries.amount} > 0)`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(equalsAny(ledgerTransactions.reference, [...betIds.keys()], 'text'))
    .groupBy(ledgerTransactions.reference);
  for (const { reference, stake } of found) {
    const betId = betIds.get(reference);
    if (betId !== undefined) stakes.set(betId, Number(stake));
  }
  return stakes;
}

export interface StoredBet {
  bet: BetRow;
  selections: BetSelectionRow[];
  /** The stake the bet was placed with (its stake posting), which a partial cash-out does not change. */
  placedStake: number;
}

/** The bets a placement with this idempotency key made, with their selections, in request order (empty when none). */
export async function betsWithKey(db: Database, playerId: number, key: string): Promise<StoredBet[]> {
  const escaped = key.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');
  const rows = await db
    .select()
    .from(bets)
    .where(and(eq(bets.playerId, playerId), like(bets.idempotencyKey, `${escaped}#%`)));
  const mine = rows
    .map((row) => ({ row, index: Number(row.idempotencyKey.slice(key.length + 1)) }))
    .filter((entry) => entry.row.idempotencyKey.startsWith(`${key}#`) && Number.isInteger(entry.index))
    .sort((a, b) => a.index - b.index);
  const [selections, stakes] = await Promise.all([
    selectionsOf(
      db,
      mine.map((entry) => entry.row.id),
    ),
    placedStakes(
      db,
      playerId,
      mine.map((entry) => entry.row),
    ),
  ]);
  return mine.map(({ row }) => ({
    bet: row,
    selections: selections.get(row.id) ?? [],
    placedStake: stakes.get(row.id) ?? row.stake,
  }));
}

/** Locks the bet row for the rest of the transaction (settlement, cash-out and acceptance take turns). */
export async function lockBet(tx: Database, betId: number): Promise<BetRow | undefined> {
  const [row] = await tx.select().from(bets).where(eq(bets.id, betId)).for('update');
  return row;
}
