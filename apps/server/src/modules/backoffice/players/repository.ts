import type {
  Adjustment,
  PlayerBet,
  PlayerNote,
  PlayerSummary,
} from '@sportsbook/contracts/backoffice-players';
import { and, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { betSelections, bets } from '../../../db/schema/betting';
import { matches } from '../../../db/schema/catalogue';
import {
  type BalanceAdjustmentRow,
  balanceAdjustments,
  playerNotes,
} from '../../../db/schema/player-support';
import { type PlayerRow, players } from '../../../db/schema/players';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const summaryView = (row: PlayerRow): PlayerSummary => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  country: row.country,
  currency: row.currency,
  blocked: row.blocked,
  created_at: row.createdAt.toISOString(),
});

export const adjustmentView = (row: BalanceAdjustmentRow): Adjustment => ({
  id: row.id,
  player_id: row.playerId,
  currency: row.currency,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
  needs_approval: row.needsApproval,
  requested_by: row.requestedBy,
  requested_at: row.requestedAt.toISOString(),
  decided_by: row.decidedBy,
  decided_at: iso(row.decidedAt),
  expires_at: iso(row.expiresAt),
});

/** `%` and `_` in what staff typed are letters, not wildcards. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Players matching what support typed: an id exactly, or a fragment of the e-mail, a name, the nickname or the
 * full name; newest first. One row more than the page tells whether there are more.
 */
export async function searchPlayers(
  db: Database,
  { q, limit, offset }: { q?: string | undefined; limit: number; offset: number },
): Promise<{ data: PlayerSummary[]; hasMore: boolean }> {
  let where: SQL | undefined;
  if (q) {
    const pattern = contains(q);
    const byText = or(
      ilike(players.email, pattern),
      ilike(players.firstName, pattern),
      ilike(players.lastName, pattern),
      ilike(players.nickname, pattern),
      sql`(coalesce(${players.firstName}, '') || ' ' || coalesce(${players.lastName}, '')) ILIKE ${pattern}`,
    );
    where = /^\d{1,9}$/.test(q) ? or(eq(players.id, Number(q)), byText) : byText;
  }
  const rows = await db
    .select()
    .from(players)
    .where(where)
    .orderBy(desc(players.id))
    .limit(limit + 1)
    .offset(offset);
  return { data: rows.slice(0, limit).map(summaryView), hasMore: rows.length > limit };
}

export async function findPlayer(db: Database, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row;
}

export async function playerNotesOf(db: Database, playerId: number): Promise<PlayerNote[]> {
  const rows = await db
    .select()
    .from(playerNotes)
    .where(eq(playerNotes.playerId, playerId))
    .orderBy(desc(playerNotes.id));
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function adjustmentsOf(db: Database, playerId: number): Promise<Adjustment[]> {
  const rows = await db
    .select()
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.playerId, playerId))
    .orderBy(desc(balanceAdjustments.id))
    .limit(100);
  return rows.map(adjustmentView);
}

/** A page of the player's bets with their legs, newest first. */
export async function playerBets(
  db: Database,
  playerId: number,
  { before_id, limit }: { before_id?: number | undefined; limit: number },
): Promise<{ data: PlayerBet[]; nextBeforeId: number | null }> {
  const rows = await db
    .select()
    .from(bets)
    .where(and(eq(bets.playerId, playerId), before_id ? lt(bets.id, before_id) : undefined))
    .orderBy(desc(bets.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const legs =
    page.length === 0
      ? []
      : await db
          .select({
            betId: betSelections.betId,
            position: betSelections.position,
            matchId: betSelections.matchId,
            match: matches.name,
            marketId: betSelections.marketId,
            specifier: betSelections.specifier,
            outcomeId: betSelections.outcomeId,
            odds: betSelections.odds,
            result: betSelections.result,
          })
          .from(betSelections)
          .innerJoin(matches, eq(matches.id, betSelections.matchId))
          .where(
            inArray(
              betSelections.betId,
              page.map((bet) => bet.id),
            ),
          )
          .orderBy(betSelections.betId, betSelections.position);
  const data = page.map((bet) => ({
    id: bet.id,
    ref: bet.ref,
    type: bet.type,
    status: bet.status,
    result: bet.result,
    stake: bet.stake,
    currency: bet.currency,
    odds: bet.odds,
    potential_return: bet.potentialReturn,
    payout: bet.payout,
    bonus_type: bet.bonusType,
    created_at: bet.createdAt.toISOString(),
    settled_at: iso(bet.settledAt),
    legs: legs
      .filter((leg) => leg.betId === bet.id)
      .map((leg) => ({
        match_id: leg.matchId,
        match: leg.match,
        market_id: leg.marketId,
        specifier: leg.specifier,
        outcome_id: leg.outcomeId,
        odds: leg.odds,
        result: leg.result,
      })),
  }));
  return { data, nextBeforeId: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}
