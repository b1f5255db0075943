import { backofficeMarketId } from '@sportsbook/contracts/backoffice';
import type {
  RiskBet,
  RiskBetsQuery,
  RiskLiabilityAlert,
  RiskThreshold,
} from '@sportsbook/contracts/backoffice-risk';
import type { BetLimitsConfig } from '@sportsbook/domain/bet-limits';
import { findCurrency } from '@sportsbook/domain/money';
import {
  DEFAULT_LARGE_BET,
  DEFAULT_LARGE_LIABILITY,
  DEFAULT_STAKE_FACTOR_BP,
  isNearLimit,
  maxStakeLimitOf,
  riskAdjustedLimits,
} from '@sportsbook/domain/risk-limits';
import { LIABILITY_BET_STATUSES } from '@sportsbook/domain/trading';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { arrayParam, rawRows } from '../../../db/raw-rows';
import { riskAlertThresholds } from '../../../db/schema/risk';

interface TickerRow {
  id: number;
  ref: string;
  player_id: number;
  created_at: Date | string;
  status: string;
  type: string;
  currency: string;
  stake: string | number;
  odds: string | number;
  potential_return: string | number;
  legs: {
    match_id: number;
    market_id: number;
    specifier: string;
    outcome_id: string;
    odds: number;
    match_name: string;
    market_name: string | null;
    sport_id: number;
    sport: string;
  }[];
}

interface LimitRow {
  scope: 'sport' | 'market' | 'player';
  sport_id: number | null;
  match_id: number | null;
  market_id: number | null;
  specifier: string | null;
  player_id: number | null;
  currency: string;
  max_stake: string | number | null;
  max_payout: string | number | null;
}

const num = (value: string | number | null) => (value === null ? null : Number(value));

/** The alert thresholds of every currency that has them set, else the defaults of the currency asked for. */
export async function alertThresholds(db: Database | Transaction): Promise<Map<string, RiskThreshold>> {
  const rows = await db.select().from(riskAlertThresholds);
  return new Map(
    rows.map((r) => [
      r.currency,
      { currency: r.currency, large_bet: r.largeBet, large_liability: r.largeLiability },
    ]),
  );
}

export const thresholdOf = (thresholds: Map<string, RiskThreshold>, currency: string): RiskThreshold =>
  thresholds.get(currency) ?? {
    currency,
    large_bet: DEFAULT_LARGE_BET,
    large_liability: DEFAULT_LARGE_LIABILITY,
  };

/** Bets newest first with their legs, filtered as the query asks. */
async function tickerRows(db: Database, query: RiskBetsQuery, extra?: SQL): Promise<TickerRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (query.player_id !== undefined) conditions.push(sql`b.player_id = ${query.player_id}`);
  if (query.min_stake !== undefined) conditions.push(sql`b.stake >= ${query.min_stake}`);
  if (query.min_odds !== undefined) conditions.push(sql`b.odds >= ${query.min_odds}`);
  if (query.before_id !== undefined) conditions.push(sql`b.id < ${query.before_id}`);
  if (query.sport_id !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM bet_selections f JOIN matches fx ON fx.id = f.match_id
      WHERE f.bet_id = b.id AND fx.sport_id = ${query.sport_id})`);
  }
  if (extra) conditions.push(extra);
  return rawRows<TickerRow>(
    db,
    sql`SELECT b.id, b.ref, b.player_id, b.created_at, b.status, b.type, b.currency, b.stake, b.odds,
        b.potential_return,
        (SELECT json_agg(json_build_object('match_id', s.match_id, 'market_id', s.market_id,
            'specifier', s.specifier, 'outcome_id', s.outcome_id, 'odds', s.odds, 'match_name', x.name,
            'market_name', m.name, 'sport_id', x.sport_id, 'sport', sp.key) ORDER BY s.position)
          FROM bet_selections s JOIN matches x ON x.id = s.match_id JOIN sports sp ON sp.id = x.sport_id
          LEFT JOIN markets m ON (m.match_id, m.market_id, m.specifier) = (s.match_id, s.market_id, s.specifier)
          WHERE s.bet_id = b.id) AS legs
      FROM bets b WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY b.id DESC LIMIT ${query.limit}`,
  );
}

/** The stake factors and limits that touch these bets, read at once. */
async function limitsFor(db: Database, rows: readonly TickerRow[]) {
  const players = [...new Set(rows.map((r) => r.player_id))];
  const legs = rows.flatMap((r) => r.legs ?? []);
  const factors = await rawRows<{ player_id: number; sport_id: number; factor_bp: number }>(
    db,
    sql`SELECT player_id, sport_id, factor_bp FROM risk_stake_factors
      WHERE player_id = ANY(${arrayParam(players)}::int[])`,
  );
  const limits = await rawRows<LimitRow>(
    db,
    sql`SELECT scope, sport_id, match_id, market_id, specifier, player_id, currency, max_stake, max_payout
      FROM risk_bet_limits
      WHERE scope = 'sport' OR (scope = 'player' AND player_id = ANY(${arrayParam(players)}::int[]))
        OR (scope = 'market' AND match_id = ANY(${arrayParam(legs.map((l) => l.match_id))}::int[]))`,
  );
  return { factors, limits };
}

/**
 * The max stake limit each bet meets under today's factors and limits (domain `riskAdjustedLimits`, the limits
 * placement applies), and whether its stake is near it or large.
 */
function judged(
  rows: readonly TickerRow[],
  base: BetLimitsConfig,
  found: Awaited<ReturnType<typeof limitsFor>>,
  thresholds: Map<string, RiskThreshold>,
): RiskBet[] {
  return rows.map((row) => {
    const legs = row.legs ?? [];
    const stake = Number(row.stake);
    const inCurrency = found.limits.filter((l) => l.currency === row.currency);
    const asLimit = (l: LimitRow) => ({ maxStake: num(l.max_stake), maxPayout: num(l.max_payout) });
    const bookLimits = inCurrency
      .filter((l) =>
        legs.some((leg) =>
          l.scope === 'sport'
            ? l.sport_id === leg.sport_id
            : l.scope === 'market' &&
              l.match_id === leg.match_id &&
              l.market_id === leg.market_id &&
              l.specifier === leg.specifier,
        ),
      )
      .map(asLimit);
    const own = inCurrency.find((l) => l.scope === 'player' && l.player_id === row.player_id);
    const risk = {
      stakeFactorsBp: legs.map(
        (leg) =>
          found.factors.find((f) => f.player_id === row.player_id && f.sport_id === leg.sport_id)
            ?.factor_bp ?? DEFAULT_STAKE_FACTOR_BP,
      ),
      bookLimits,
      playerLimit: own ? asLimit(own) : null,
    };
    const currency = { code: row.currency, fiat: findCurrency(row.currency)?.fiat ?? true };
    const limit = maxStakeLimitOf(riskAdjustedLimits(base, risk, currency), currency);
    return {
      id: row.id,
      ref: row.ref,
      player_id: row.player_id,
      placed_at: new Date(row.created_at).toISOString(),
      status: row.status,
      type: row.type,
      currency: row.currency,
      stake,
      odds: row.type === 'system' ? null : Number(row.odds),
      potential_return: Number(row.potential_return),
      sports: [...new Set(legs.map((leg) => leg.sport))],
      selections: legs.map((leg) => ({
        match_id: leg.match_id,
        match_name: leg.match_name,
        market_name: leg.market_name ?? '',
        outcome_id: leg.outcome_id,
        odds: leg.odds,
      })),
      max_stake_limit: limit ?? null,
      near_limit: isNearLimit(stake, limit),
      large: stake >= thresholdOf(thresholds, row.currency).large_bet,
    };
  });
}

/** The live bet ticker: newest first, filtered, each bet judged against its limits and the large-bet threshold. */
export async function riskBets(
  db: Database,
  base: BetLimitsConfig,
  query: RiskBetsQuery,
): Promise<{ data: RiskBet[]; next_before_id: number | null }> {
  const rows = await tickerRows(db, query);
  const data = judged(rows, base, await limitsFor(db, rows), await alertThresholds(db));
  const last = data.at(-1);
  return { data, next_before_id: data.length === query.limit && last ? last.id : null };
}

/**
 * Alerts: open bets at or above their currency's large-bet threshold (newest 50) and outcomes whose open bets
 * would pay at least the large-liability threshold (largest 50).
 */
export async function riskAlerts(db: Database, base: BetLimitsConfig) {
  const thresholds = await alertThresholds(db);
  const open = arrayParam(LIABILITY_BET_STATUSES);
  const set = [...thresholds.values()];
  const currencies = arrayParam(set.map((t) => t.currency));
  const largeBet = sql`b.status = ANY(${open}::text[]) AND b.stake >= COALESCE((SELECT t.large_bet
      FROM unnest(${currencies}::text[], ${arrayParam(set.map((t) => t.large_bet))}::bigint[]) AS t (currency, large_bet)
      WHERE t.currency = b.currency), ${DEFAULT_LARGE_BET})`;
  const rows = await tickerRows(db, { limit: 50 }, largeBet);
  const large_bets = judged(rows, base, await limitsFor(db, rows), thresholds);
  const liabilities = await rawRows<{
    match_id: number;
    match_name: string;
    market_id: number;
    specifier: string;
    market_name: string | null;
    outcome_id: string;
    currency: string;
    liability: string | number;
  }>(
    db,
    sql`SELECT s.match_id, x.name AS match_name, s.market_id, s.specifier, m.name AS market_name, s.outcome_id,
        b.currency, SUM(b.potential_return) AS liability
      FROM bet_selections s JOIN bets b ON b.id = s.bet_id JOIN matches x ON x.id = s.match_id
      LEFT JOIN markets m ON (m.match_id, m.market_id, m.specifier) = (s.match_id, s.market_id, s.specifier)
      WHERE b.status = ANY(${open}::text[])
      GROUP BY s.match_id, x.name, s.market_id, s.specifier, m.name, s.outcome_id, b.currency
      HAVING SUM(b.potential_return) >= COALESCE((SELECT t.large_liability
        FROM unnest(${currencies}::text[], ${arrayParam(set.map((t) => t.large_liability))}::bigint[])
          AS t (currency, large_liability) WHERE t.currency = b.currency), ${DEFAULT_LARGE_LIABILITY})
      ORDER BY liability DESC LIMIT 50`,
  );
  const large_liabilities: RiskLiabilityAlert[] = liabilities.map((r) => ({
    match_id: r.match_id,
    match_name: r.match_name,
    market_id: backofficeMarketId(r.match_id, r.market_id, r.specifier),
    market_name: r.market_name ?? '',
    outcome_id: r.outcome_id,
    currency: r.currency,
    liability: Number(r.liability),
  }));
  return { thresholds: set, large_bets, large_liabilities };
}
