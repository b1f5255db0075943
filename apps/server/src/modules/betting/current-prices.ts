import { isMarketOpen, takesBets } from '@sportsbook/domain/match-status';
import type { Provider } from '@sportsbook/domain/slip/types';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { markets, matches, providerStatuses, sports } from '../../db/schema/catalogue';

export interface SelectionRef {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}

/** What the catalogue says about a selection now. */
export interface CurrentSelection {
  found: boolean;
  /** Current price, thousandths; 0 when unknown. */
  odds: number;
  /** Market active, outcome active, match live or prematch before its start (domain takesBets), provider delivering. */
  open: boolean;
  /** Known but not taking bets right now (suspended market or outcome, provider down, match not bettable). */
  suspended: boolean;
  live: boolean;
  provider: Provider;
  sportKey: string;
  marketName: string;
}

export const refKey = (ref: Pick<SelectionRef, 'matchId' | 'marketId' | 'specifier'>) =>
  `${ref.matchId}|${ref.marketId}|${ref.specifier}`;

/** A market with what its match, sport and provider say, as placement reads it. */
export interface MarketRow {
  matchId: number;
  marketId: number;
  specifier: string;
  name: string;
  status: number;
  outcomes: readonly { id: string; odds: number; active: boolean }[];
  provider: Provider;
  matchStatus: number;
  matchType: 'match' | 'outright';
  /** The match's start time and an outright's end date, epoch milliseconds. */
  startTime: number;
  endDate: number | null;
  sportKey: string;
  providerActive: boolean | null;
}

const refList = (refs: readonly SelectionRef[]) =>
  sql.join(
    refs.map((r) => sql`(${r.matchId}::int, ${r.marketId}::int, ${r.specifier}::text)`),
    sql`, `,
  );

/**
 * Reads the current markets of the selections in one query. Plain reads (no row locks): the feed keeps
 * writing prices, and an in-play bet is checked again after its delay anyway.
 */
export async function currentSelections(
  db: Database,
  refs: readonly SelectionRef[],
  now: Date = new Date(),
): Promise<Map<string, CurrentSelection>> {
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({
      matchId: markets.matchId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      name: markets.name,
      status: markets.status,
      outcomes: markets.outcomes,
      provider: markets.provider,
      matchStatus: matches.status,
      matchType: matches.type,
      startTime: matches.startTime,
      endDate: matches.endDate,
      sportKey: sports.key,
      providerActive: providerStatuses.active,
    })
    .from(markets)
    .innerJoin(matches, eq(matches.id, markets.matchId))
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .leftJoin(providerStatuses, eq(providerStatuses.provider, markets.provider))
    .where(sql`(${markets.matchId}, ${markets.marketId}, ${markets.specifier}) IN (${refList(refs)})`);
  return describeSelections(
    refs,
    rows.map((row) => ({
      ...row,
      startTime: row.startTime.getTime(),
      endDate: row.endDate?.getTime() ?? null,
    })),
    now.getTime(),
  );
}

/**
 * The same row as `currentSelections` reads, as a JSON object (keys as in MarketRow) over `markets m`, `matches x`, `sports s`
 * and `provider_statuses p`, for
 * a prepared statement that reads more than prices in one round trip.
 */
export const marketRowJson = `json_build_object(
  'matchId', m.match_id, 'marketId', m.market_id, 'specifier', m.specifier, 'name', m.name, 'status', m.status,
  'outcomes', m.outcomes, 'provider', m.provider, 'matchStatus', x.status, 'matchType', x.type,
  'startTime', floor(extract(epoch FROM x.start_time) * 1000),
  'endDate', floor(extract(epoch FROM x.end_date) * 1000), 'sportKey', s.key, 'providerActive', p.active)`;

/** What the catalogue says about each selection at `now` (epoch ms), keyed by `selectionKey`. */
export function describeSelections(
  refs: readonly SelectionRef[],
  rows: readonly MarketRow[],
  now: number,
): Map<string, CurrentSelection> {
  const found = new Map<string, CurrentSelection>();
  const byMarket = new Map(rows.map((row) => [refKey(row), row]));
  for (const ref of refs) {
    const row = byMarket.get(refKey(ref));
    const outcome = row?.outcomes.find((o) => o.id === ref.outcomeId);
    const key = `${refKey(ref)}|${ref.outcomeId}`;
    if (!row || !outcome) {
      found.set(key, {
        found: false,
        odds: 0,
        open: false,
        suspended: false,
        live: false,
        provider: row?.provider ?? 'betradar',
        sportKey: row?.sportKey ?? '',
        marketName: row?.name ?? '',
      });
      continue;
    }
    const matchOpen = takesBets(
      { type: row.matchType, status: row.matchStatus, startTime: row.startTime, endDate: row.endDate },
      now,
    );
    const open = isMarketOpen(row.status) && outcome.active && matchOpen && row.providerActive !== false;
    found.set(key, {
      found: true,
      odds: outcome.odds,
      open,
      suspended: !open && matchOpen,
      live: row.matchStatus === 1,
      provider: row.provider,
      sportKey: row.sportKey,
      marketName: row.name,
    });
  }
  return found;
}

export const selectionKey = (ref: SelectionRef) => `${refKey(ref)}|${ref.outcomeId}`;
