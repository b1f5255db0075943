import type { LegResult } from '@sportsbook/domain/settlement';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { arrayParam, rawRows } from '../../db/raw-rows';
import type { BetRow } from '../betting';
import type { BetUpdate, PlannedLeg } from './bet-plan';

/**
 * Open or settled bets with a leg in the claimed jobs' markets whose recorded result differs from the one the
 * feed holds now, in id order. A bet already settled with the same results is not even listed.
 */
export async function affectedBetIds(db: Database, jobIds: readonly number[]): Promise<number[]> {
  const rows = await rawRows<{ bet_id: number }>(
    db,
    sql`SELECT DISTINCT s.bet_id
        FROM settlement_jobs j
        JOIN bet_selections s
          ON s.match_id = j.match_id AND s.market_id = j.market_id AND s.specifier = j.specifier
        JOIN bets b ON b.id = s.bet_id
        LEFT JOIN market_results r
          ON r.match_id = s.match_id AND r.market_id = s.market_id AND r.specifier = s.specifier
          AND r.outcome_id = s.outcome_id
        WHERE j.id = ANY(${arrayParam(jobIds)}::bigint[])
          AND b.status IN ('waiting_results', 'done')
          AND s.result IS DISTINCT FROM r.result
        ORDER BY s.bet_id`,
  );
  return rows.map((row) => Number(row.bet_id));
}

type Numeric = string | number;
interface BetRecord {
  id: number;
  player_id: number;
  ref: string;
  type: BetRow['type'];
  system_win_count: number | null;
  system_total_count: number | null;
  status: BetRow['status'];
  result: BetRow['result'];
  stake: Numeric;
  currency: string;
  odds: Numeric;
  potential_return: Numeric;
  payout: Numeric;
  cashed_out: Numeric;
  is_vip: boolean;
  idempotency_key: string;
  device_id: string | null;
  quick: boolean;
  accept_mode: BetRow['acceptMode'];
  accept_after: string | null;
  settlement_version: number;
  freebet_id: number | null;
  bonus_type: BetRow['bonusType'];
  comboboost_id: number | null;
  bonus_odds: number | null;
  bonus_ranges: BetRow['bonusRanges'];
  created_at: string;
  accepted_at: string | null;
  settled_at: string | null;
}

const moment = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Locks the chunk's bets that are still open or settled, in id order (cash-out and in-play acceptance lock one
 * bet row the same way, so a bet is never both cashed out and paid). A bet cashed out meanwhile drops out.
 * Raw SQL read by hand: this runs for every settled bet, and the query builder's row mapping costs more than
 * the query.
 */
export async function lockSettleableBets(tx: Database, ids: readonly number[]): Promise<BetRow[]> {
  const rows = await rawRows<BetRecord>(
    tx,
    sql`SELECT * FROM bets
        WHERE id = ANY(${arrayParam(ids)}::int[]) AND status IN ('waiting_results', 'done')
        ORDER BY id FOR UPDATE`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    playerId: Number(r.player_id),
    ref: r.ref,
    type: r.type,
    systemWinCount: r.system_win_count === null ? null : Number(r.system_win_count),
    systemTotalCount: r.system_total_count === null ? null : Number(r.system_total_count),
    status: r.status,
    result: r.result,
    stake: Number(r.stake),
    currency: r.currency,
    odds: Number(r.odds),
    potentialReturn: Number(r.potential_return),
    payout: Number(r.payout),
    cashedOut: Number(r.cashed_out),
    isVip: r.is_vip,
    idempotencyKey: r.idempotency_key,
    deviceId: r.device_id,
    quick: r.quick,
    acceptMode: r.accept_mode,
    acceptAfter: moment(r.accept_after),
    settlementVersion: Number(r.settlement_version),
    freebetId: r.freebet_id === null ? null : Number(r.freebet_id),
    bonusType: r.bonus_type,
    comboboostId: r.comboboost_id === null ? null : Number(r.comboboost_id),
    bonusOdds: r.bonus_odds === null ? null : Number(r.bonus_odds),
    bonusRanges: r.bonus_ranges,
    createdAt: new Date(r.created_at),
    acceptedAt: moment(r.accepted_at),
    settledAt: moment(r.settled_at),
  }));
}

/** Every leg of the bets, in slip order, with its recorded result and the feed's current one. */
export async function legsWithResults(
  tx: Database,
  betIds: readonly number[],
): Promise<Map<number, PlannedLeg[]>> {
  const rows = await rawRows<{
    bet_id: number;
    id: number;
    odds: number;
    stored: LegResult | null;
    current: LegResult | null;
    boost_qualifying: boolean | null;
  }>(
    tx,
    sql`SELECT s.bet_id, s.id, s.odds, s.result AS stored, r.result AS current, s.boost_qualifying
        FROM bet_selections s
        LEFT JOIN market_results r
          ON r.match_id = s.match_id AND r.market_id = s.market_id AND r.specifier = s.specifier
          AND r.outcome_id = s.outcome_id
        WHERE s.bet_id = ANY(${arrayParam(betIds)}::int[])
        ORDER BY s.bet_id, s.position`,
  );
  const grouped = new Map<number, PlannedLeg[]>();
  for (const row of rows) {
    const betId = Number(row.bet_id);
    const legs = grouped.get(betId) ?? [];
    legs.push({
      id: Number(row.id),
      odds: Number(row.odds),
      stored: row.stored,
      current: row.current,
      qualifying: row.boost_qualifying === true,
    });
    grouped.set(betId, legs);
  }
  return grouped;
}

/** Writes the bets' new settlement state in one statement. */
export async function updateBets(tx: Database, updates: readonly BetUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  await tx.execute(sql`UPDATE bets b SET
      status = v.status, result = v.result, payout = v.payout, settled_at = v.settled_at,
      settlement_version = v.settlement_version
    FROM unnest(
      ${arrayParam(updates.map((u) => u.id))}::int[],
      ${arrayParam(updates.map((u) => u.status))}::text[],
      ${arrayParam(updates.map((u) => u.result))}::text[],
      ${arrayParam(updates.map((u) => u.payout))}::bigint[],
      ${arrayParam(updates.map((u) => u.settledAt?.toISOString() ?? null))}::timestamptz[],
      ${arrayParam(updates.map((u) => u.settlementVersion))}::int[]
    ) AS v(id, status, result, payout, settled_at, settlement_version)
    WHERE b.id = v.id`);
}

/** Records the legs' results in one statement. */
export async function updateLegs(
  tx: Database,
  legs: readonly { id: number; result: LegResult | null }[],
): Promise<void> {
  if (legs.length === 0) return;
  await tx.execute(sql`UPDATE bet_selections s SET result = v.result
    FROM unnest(
      ${arrayParam(legs.map((l) => l.id))}::int[],
      ${arrayParam(legs.map((l) => l.result))}::text[]
    ) AS v(id, result)
    WHERE s.id = v.id`);
}
