import type { PlacedBet } from '@sportsbook/contracts/betting';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { equalsAny } from '../../db/raw-rows';
import { betSelections, bets } from '../../db/schema/betting';

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

export function placedView(bet: BetRow, selections: readonly BetSelectionRow[]): PlacedBet {
  return {
    betId: String(bet.id),
    status: bet.status,
    isVip: bet.isVip,
    odds: bet.odds,
    stake: bet.stake,
    bonus: bet.freebetId === null ? null : { id: String(bet.freebetId), type: 'freebet' },
    freebetStake: bet.freebetId === null ? 0 : bet.stake,
    selections: selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.odds,
    })),
  };
}

/** The bets a placement with this idempotency key made, with their selections, in request order (empty when none). */
export async function betsWithKey(
  db: Database,
  playerId: number,
  key: string,
): Promise<{ bet: BetRow; selections: BetSelectionRow[] }[]> {
  const escaped = key.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');
  const rows = await db
    .select()
    .from(bets)
    .where(and(eq(bets.playerId, playerId), like(bets.idempotencyKey, `${escaped}#%`)));
  const mine = rows
    .map((row) => ({ row, index: Number(row.idempotencyKey.slice(key.length + 1)) }))
    .filter((entry) => entry.row.idempotencyKey.startsWith(`${key}#`) && Number.isInteger(entry.index))
    .sort((a, b) => a.index - b.index);
  const selections = await selectionsOf(
    db,
    mine.map((entry) => entry.row.id),
  );
  return mine.map(({ row }) => ({ bet: row, selections: selections.get(row.id) ?? [] }));
}

/** Locks the bet row for the rest of the transaction (settlement, cash-out and acceptance take turns). */
export async function lockBet(tx: Database, betId: number): Promise<BetRow | undefined> {
  const [row] = await tx.select().from(bets).where(eq(bets.id, betId)).for('update');
  return row;
}
