import type { PastPostingReport, WagerExportColumn } from '@sportsbook/contracts/backoffice-reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rawRows } from '../../../db/raw-rows';
import { type CsvValue, csvLine } from './csv';
import { originalStake, type ReportWindow } from './revenue';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

interface PastPostedSqlRow {
  bet_id: number;
  ref: string;
  player_id: number;
  accepted_at: string | Date;
  match_id: number;
  market_id: number;
  specifier: string;
  stopped_at: string | Date;
  reopened_at: string | Date | null;
}

/** The past-posting report's query: the window's bets (`bets_created_at`) against their markets' stops. */
export const pastPostedQuery = (window: ReportWindow): SQL =>
  sql`SELECT b.id AS bet_id, b.ref, b.player_id, b.accepted_at, st.match_id, st.market_id, st.specifier,
        st.stopped_at, st.reopened_at
      FROM bets b
      JOIN bet_selections s ON s.bet_id = b.id
      JOIN market_bet_stops st ON st.match_id = s.match_id AND st.market_id = s.market_id
        AND st.specifier = s.specifier AND st.stopped_at <= b.accepted_at
        AND (st.reopened_at IS NULL OR st.reopened_at > b.accepted_at)
      WHERE b.created_at >= ${window.from.toISOString()}::timestamptz
        AND b.created_at < ${window.until.toISOString()}::timestamptz
        AND b.accepted_at IS NOT NULL
      ORDER BY b.accepted_at, b.id, s.position`;

/**
 * Bets placed in the window and accepted while one of their legs' markets had stopped taking bets (a spell of
 * `market_bet_stops` holds the acceptance): past-posted bets. The guard (placement's and the in-play acceptance
 * sweep's `FOR KEY SHARE SKIP LOCKED` read against the feed's `FOR UPDATE`) keeps this empty; a row here is a bet
 * the house should not have taken.
 */
export async function pastPostedRows(db: Database, window: ReportWindow): Promise<PastPostingReport['rows']> {
  const rows = await rawRows<PastPostedSqlRow>(db, pastPostedQuery(window));
  return rows.map((row) => ({
    bet_id: Number(row.bet_id),
    ref: row.ref,
    player_id: Number(row.player_id),
    accepted_at: iso(row.accepted_at) ?? '',
    match_id: Number(row.match_id),
    market_id: Number(row.market_id),
    specifier: row.specifier,
    stopped_at: iso(row.stopped_at) ?? '',
    reopened_at: iso(row.reopened_at),
  }));
}

/** Bets read per query of the export: the answer streams while the next chunk is read. */
export const WAGER_EXPORT_CHUNK = 500;

interface WagerSqlRow {
  bet_id: number;
  bet_ref: string;
  player_id: number;
  bet_type: string;
  status: string;
  placed_at: string | Date;
  accepted_at: string | Date | null;
  currency: string;
  stake: string | number;
  odds: string | number;
  result: string | null;
  settled_at: string | Date | null;
  payout: string | number;
  bet_voided: boolean;
  leg: number;
  event_id: number;
  event: string;
  event_start: string | Date;
  market_id: number;
  market: string | null;
  specifier: string;
  selection: string;
  leg_odds: number;
  leg_result: string | null;
  voided_by: string | null;
  bet_stop_at: string | Date | null;
}

/** Thousandths as decimal odds with three places (2500 is 2.500). */
const decimalOdds = (thousandths: number) => (thousandths / 1000).toFixed(3);

function exportLine(row: WagerSqlRow): Record<WagerExportColumn, CsvValue> {
  const legVoid = row.leg_result === 'void';
  return {
    bet_id: Number(row.bet_id),
    bet_ref: row.bet_ref,
    player_id: Number(row.player_id),
    bet_type: row.bet_type,
    status: row.status,
    placed_at: iso(row.placed_at),
    accepted_at: iso(row.accepted_at),
    currency: row.currency,
    stake: Number(row.stake),
    odds: decimalOdds(Number(row.odds)),
    result: row.result,
    settled_at: iso(row.settled_at),
    payout: Number(row.payout),
    voided: row.bet_voided,
    voided_by: legVoid ? (row.voided_by ?? 'feed') : null,
    leg: Number(row.leg) + 1,
    event_id: Number(row.event_id),
    event: row.event,
    event_start: iso(row.event_start),
    market_id: Number(row.market_id),
    market: row.market,
    specifier: row.specifier,
    selection: row.selection,
    leg_odds: decimalOdds(Number(row.leg_odds)),
    leg_result: row.leg_result,
    bet_stop_at: iso(row.bet_stop_at),
  };
}

/** Where a chunk of the export resumes: after the last bet of the chunk before. */
export interface WagerCursor {
  at: string;
  id: number;
}

/**
 * The export chunk's query: the legs of the next `size` bets placed in the window after `after`, in keyset order
 * (`bets_created_at`).
 */
export function wagerChunkQuery(window: ReportWindow, after: WagerCursor | null, size: number): SQL {
  const resume = after ? sql`AND (b.created_at, b.id) > (${after.at}::timestamptz, ${after.id})` : sql``;
  return sql`WITH chunk AS (
        SELECT b.*, ${originalStake} AS original_stake FROM bets b
        WHERE b.created_at >= ${window.from.toISOString()}::timestamptz
          AND b.created_at < ${window.until.toISOString()}::timestamptz ${resume}
        ORDER BY b.created_at, b.id LIMIT ${size})
      SELECT b.id AS bet_id, b.ref AS bet_ref, b.player_id, b.type AS bet_type, b.status,
        b.created_at AS placed_at, b.accepted_at, b.currency, b.original_stake AS stake, b.odds, b.result,
        b.settled_at, b.payout + b.cashed_out AS payout,
        -- From the legs already joined: an EXISTS beside the OR was planned as a scan of every void leg ever.
        (b.result = 'refund' OR bool_or(s.result = 'void') OVER (PARTITION BY b.id)) IS TRUE AS bet_voided,
        s.position AS leg, s.match_id AS event_id, m.name AS event, m.start_time AS event_start, s.market_id,
        mk.name AS market, s.specifier,
        COALESCE((SELECT o->>'name' FROM jsonb_array_elements(mk.outcomes) o WHERE o->>'id' = s.outcome_id LIMIT 1),
          s.outcome_id) AS selection,
        s.odds AS leg_odds, s.result AS leg_result,
        (SELECT a.actor FROM audit_log a
          WHERE a.action = 'market.void' AND a.outcome = 'done'
            AND a.target = 'market:' || s.match_id || '|' || s.market_id || '|' || s.specifier
          ORDER BY a.id LIMIT 1) AS voided_by,
        (SELECT MIN(st.stopped_at) FROM market_bet_stops st
          WHERE st.match_id = s.match_id AND st.market_id = s.market_id AND st.specifier = s.specifier
            AND st.stopped_at >= COALESCE(b.accepted_at, b.created_at)) AS bet_stop_at
      FROM chunk b
      JOIN bet_selections s ON s.bet_id = b.id
      JOIN matches m ON m.id = s.match_id
      LEFT JOIN markets mk ON mk.match_id = s.match_id AND mk.market_id = s.market_id AND mk.specifier = s.specifier
      ORDER BY b.created_at, b.id, s.position`;
}

/**
 * The regulator's export as CSV lines (the header first), read a chunk of bets at a time in placement order, so
 * a year of wagers streams in constant memory.
 */
export async function* wagerExportLines(
  db: Database,
  window: ReportWindow,
  columns: readonly WagerExportColumn[],
  chunkSize = WAGER_EXPORT_CHUNK,
): AsyncGenerator<string> {
  yield csvLine(columns);
  let after: WagerCursor | null = null;
  for (;;) {
    const rows = await rawRows<WagerSqlRow>(db, wagerChunkQuery(window, after, chunkSize));
    if (rows.length === 0) return;
    yield rows
      .map((row) => {
        const line = exportLine(row);
        return csvLine(columns.map((column) => line[column]));
      })
      .join('');
    const last = rows[rows.length - 1] as WagerSqlRow;
    after = { at: iso(last.placed_at) ?? '', id: Number(last.bet_id) };
  }
}
