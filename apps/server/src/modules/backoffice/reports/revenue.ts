import type { BonusCostReport, LiabilityReport, RevenueRow } from '@sportsbook/contracts/backoffice-reports';
import { grossGamingRevenue, holdBasisPoints } from '@sportsbook/domain/reports';
import { LIABILITY_BET_STATUSES } from '@sportsbook/domain/trading';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { arrayParam, rawRows } from '../../../db/raw-rows';

/** A window of whole UTC days: `from` included, `until` (the midnight after the last day) excluded. */
export interface ReportWindow {
  from: Date;
  until: Date;
}

/** Bets that are over: settled (won, lost, refunded) or cashed out in full. */
export const CLOSED_BET_STATUSES = ['done', 'cashed_out'] as const;

/**
 * The original stake of a bet: what its `bet_stake` posting took from the player (or the bonus account for a
 * freebet), found by the posting's unique reference (`bet:{playerId}:{key}`, betting `stakePostingReference`).
 * `bets.stake` cannot say it: a partial cash-out lowers it, a full one to zero.
 */
export const originalStake = sql.raw(`COALESCE((
    SELECT -SUM(e.amount) FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
    WHERE t.reference = 'bet:' || b.player_id || ':' || b.idempotency_key AND e.amount < 0), b.stake)`);

const GROUPS = {
  day: {
    key: `to_char(b.settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
    label: `to_char(b.settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
  },
  // A bet whose legs span sports (or market kinds) is reported under `mixed`.
  sport: {
    key: `(SELECT CASE WHEN COUNT(DISTINCT sp.id) = 1 THEN MIN(sp.key) ELSE 'mixed' END
      FROM bet_selections s JOIN matches m ON m.id = s.match_id JOIN sports sp ON sp.id = m.sport_id
      WHERE s.bet_id = b.id)`,
    label: `(SELECT CASE WHEN COUNT(DISTINCT sp.id) = 1 THEN MIN(COALESCE(sp.names->>'en', sp.key)) ELSE 'mixed' END
      FROM bet_selections s JOIN matches m ON m.id = s.match_id JOIN sports sp ON sp.id = m.sport_id
      WHERE s.bet_id = b.id)`,
  },
  market: {
    key: `(SELECT CASE WHEN COUNT(DISTINCT s.market_id) = 1 THEN MIN(s.market_id)::text ELSE 'mixed' END
      FROM bet_selections s WHERE s.bet_id = b.id)`,
    label: `(SELECT CASE WHEN COUNT(DISTINCT s.market_id) = 1 THEN COALESCE(MIN(mk.name), MIN(s.market_id)::text)
        ELSE 'mixed' END
      FROM bet_selections s LEFT JOIN markets mk
        ON mk.match_id = s.match_id AND mk.market_id = s.market_id AND mk.specifier = s.specifier
      WHERE s.bet_id = b.id)`,
  },
} as const;

interface RevenueSqlRow {
  key: string;
  label: string;
  currency: string;
  bets: string | number;
  handle: string | number;
  payouts: string | number;
}

/** How the revenue report groups its rows. */
export type RevenueGrouping = keyof typeof GROUPS;

/** The revenue report's query (its plan is checked in report-plans.test.ts). */
export function revenueQuery(window: ReportWindow, by: RevenueGrouping): SQL {
  const group = GROUPS[by];
  return sql`WITH closed AS (
        SELECT ${sql.raw(group.key)} AS key, ${sql.raw(group.label)} AS label, b.currency,
          ${originalStake} AS staked, b.payout + b.cashed_out AS paid
        FROM bets b
        WHERE b.settled_at >= ${window.from.toISOString()}::timestamptz
          AND b.settled_at < ${window.until.toISOString()}::timestamptz
          AND b.status = ANY(${arrayParam(CLOSED_BET_STATUSES)}::text[]))
      SELECT key, MIN(label) AS label, currency, COUNT(*) AS bets, SUM(staked) AS handle, SUM(paid) AS payouts
      FROM closed GROUP BY key, currency ORDER BY key, currency`;
}

/**
 * Turnover, payouts, GGR and hold of the bets closed in the window, per day, sport or market kind and currency.
 * A bet counts on the UTC day it was settled (`bets_settled_at` index); payouts are winnings, refunds and
 * cash-outs (`payout + cashed_out`).
 */
export async function revenueRows(
  db: Database,
  window: ReportWindow,
  by: RevenueGrouping,
): Promise<RevenueRow[]> {
  const rows = await rawRows<RevenueSqlRow>(db, revenueQuery(window, by));
  return rows.map((row) => {
    const handle = Number(row.handle);
    const payouts = Number(row.payouts);
    const ggr = grossGamingRevenue(handle, payouts);
    return {
      key: row.key,
      label: row.label,
      currency: row.currency,
      bets: Number(row.bets),
      handle,
      payouts,
      ggr,
      hold_bp: holdBasisPoints(ggr, handle),
    };
  });
}

/** The open liability's query: the open bets by currency (the `bets_status` index). */
export const liabilityQuery = (): SQL =>
  sql`SELECT currency, COUNT(*) AS bets, SUM(stake) AS stakes, SUM(potential_return) AS liability
    FROM bets WHERE status = ANY(${arrayParam(LIABILITY_BET_STATUSES)}::text[])
    GROUP BY currency ORDER BY currency`;

/** What the open bets would pay if all of them won, per currency, now. */
export async function liabilityReport(db: Database, at: Date): Promise<LiabilityReport> {
  const rows = await rawRows<{ currency: string; bets: string | number; stakes: string; liability: string }>(
    db,
    liabilityQuery(),
  );
  return {
    at: at.toISOString(),
    rows: rows.map((row) => ({
      currency: row.currency,
      bets: Number(row.bets),
      stakes: Number(row.stakes),
      liability: Number(row.liability),
    })),
  };
}

/** The bonus cost's query: the house `bonus` accounts' entries in the window (`ledger_entries_account_time`). */
export const bonusCostQuery = (window: ReportWindow): SQL =>
  sql`SELECT to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, a.currency,
        COALESCE(-SUM(e.amount) FILTER (WHERE e.amount < 0), 0) AS paid,
        COALESCE(SUM(e.amount) FILTER (WHERE e.amount > 0), 0) AS returned
      FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.kind = 'bonus'
        AND e.created_at >= ${window.from.toISOString()}::timestamptz
        AND e.created_at < ${window.until.toISOString()}::timestamptz
      GROUP BY 1, 2 ORDER BY 1, 2`;

/**
 * Money out of (and back into) the house `bonus` accounts per UTC day and currency: freebet stakes, bonus
 * credits and the like paid out, refunded freebet stakes returned.
 */
export async function bonusCostRows(db: Database, window: ReportWindow): Promise<BonusCostReport['rows']> {
  const rows = await rawRows<{
    day: string;
    currency: string;
    paid: string | number;
    returned: string | number;
  }>(db, bonusCostQuery(window));
  return rows.map((row) => {
    const paid = Number(row.paid);
    const returned = Number(row.returned);
    return { day: row.day, currency: row.currency, paid, returned, cost: paid - returned };
  });
}
