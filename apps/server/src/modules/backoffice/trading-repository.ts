import type { TradingMatch } from '@sportsbook/contracts/backoffice';
import { backofficeMarketId } from '@sportsbook/contracts/backoffice';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { LIABILITY_BET_STATUSES } from '@sportsbook/domain/trading';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { arrayParam, rawRows } from '../../db/raw-rows';
import { sportTradingSettings } from '../../db/schema/backoffice';
import { markets, matches, sports } from '../../db/schema/catalogue';

const STATUSES = {
  live: [MATCH_STATUS.live],
  upcoming: [MATCH_STATUS.prematch],
  all: [MATCH_STATUS.live, MATCH_STATUS.prematch],
};

interface LiabilityRow {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  currency: string;
  liability: string | number;
}

/** Potential payouts of the unsettled bets on each outcome of these matches, per currency. */
async function liabilities(db: Database, matchIds: number[]): Promise<Map<string, Record<string, number>>> {
  const rows = await rawRows<LiabilityRow>(
    db,
    sql`SELECT s.match_id, s.market_id, s.specifier, s.outcome_id, b.currency,
        SUM(b.potential_return) AS liability
      FROM bet_selections s JOIN bets b ON b.id = s.bet_id
      WHERE s.match_id = ANY(${arrayParam(matchIds)}::int[])
        AND b.status = ANY(${arrayParam(LIABILITY_BET_STATUSES)}::text[])
      GROUP BY s.match_id, s.market_id, s.specifier, s.outcome_id, b.currency`,
  );
  const byOutcome = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const key = `${backofficeMarketId(row.match_id, row.market_id, row.specifier)}|${row.outcome_id}`;
    const entry = byOutcome.get(key) ?? {};
    entry[row.currency] = Number(row.liability);
    byOutcome.set(key, entry);
  }
  return byOutcome;
}

/** Live and upcoming matches (live first, then by start), their shown markets with our prices and liability. */
export async function tradingMatches(
  db: Database,
  query: { status: 'live' | 'upcoming' | 'all'; limit: number; offset: number },
): Promise<TradingMatch[]> {
  const rows = await db
    .select({ match: matches, sport: sports.key })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(inArray(matches.status, STATUSES[query.status]))
    .orderBy(desc(matches.status), asc(matches.startTime), asc(matches.id))
    .limit(query.limit)
    .offset(query.offset);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.match.id);
  const marketRows = await db
    .select()
    .from(markets)
    .where(and(inArray(markets.matchId, ids), ne(markets.status, MARKET_STATUS.deactivated)))
    .orderBy(asc(markets.priority), asc(markets.marketId), asc(markets.specifier));
  const liability = await liabilities(db, ids);
  return rows.map(({ match, sport }) => ({
    id: match.id,
    name: match.name,
    sport_id: match.sportId,
    sport,
    status: match.status,
    start_time: match.startTime.toISOString(),
    trader_suspended: match.traderSuspended,
    markets: marketRows
      .filter((m) => m.matchId === match.id)
      .map((m) => {
        const id = backofficeMarketId(m.matchId, m.marketId, m.specifier);
        return {
          id,
          market_id: m.marketId,
          specifier: m.specifier,
          name: m.name,
          status: m.status,
          trader_suspended: m.traderSuspended,
          outcomes: m.outcomes.map((o) => ({
            id: o.id,
            name: o.name,
            odds: o.odds,
            active: o.active,
            overridden: m.oddsOverrides[o.id] !== undefined,
            liability: liability.get(`${id}|${o.id}`) ?? {},
          })),
        };
      }),
  }));
}

export interface SportSettings {
  sport_id: number;
  margin_bp: number;
  in_play_delay_seconds: number;
}

export async function sportSettings(
  tx: Transaction | Database,
  sportId: number,
): Promise<SportSettings | null> {
  const [row] = await tx.select().from(sportTradingSettings).where(eq(sportTradingSettings.sportId, sportId));
  return row
    ? { sport_id: row.sportId, margin_bp: row.marginBp, in_play_delay_seconds: row.inPlayDelaySeconds }
    : null;
}

export async function sportExists(tx: Transaction | Database, sportId: number): Promise<boolean> {
  return (await tx.select({ id: sports.id }).from(sports).where(eq(sports.id, sportId))).length > 0;
}

export async function saveSportSettings(tx: Transaction, settings: SportSettings, now: Date): Promise<void> {
  const values = {
    sportId: settings.sport_id,
    marginBp: settings.margin_bp,
    inPlayDelaySeconds: settings.in_play_delay_seconds,
    updatedAt: now,
  };
  await tx
    .insert(sportTradingSettings)
    .values(values)
    .onConflictDoUpdate({ target: sportTradingSettings.sportId, set: values });
}
