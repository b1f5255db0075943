import { isMarketOpen, isMatchLive, takesBets } from '@sportsbook/domain/match-status';
import { marketKey, selectionKey } from '@sportsbook/domain/selection-key';
import { PROVIDERS, type Provider } from '@sportsbook/domain/slip/types';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { arrayParam, rawRows } from '../../db/raw-rows';

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
  /** 0 when the selection was not found. */
  sportId: number;
  marketName: string;
  /** The sport's in-play delay set in the back office (ms), null where the platform's default applies. */
  inPlayDelayMs: number | null;
  /** Risk limits of the selection's sport and market, every currency (ADR 040). */
  riskLimits: readonly StoredRiskLimit[];
}

/** A sport's or market's bet limit as the catalogue read answers it. */
export const storedRiskLimitSchema = z.object({
  currency: z.string(),
  maxStake: z.coerce.number().nullable(),
  maxPayout: z.coerce.number().nullable(),
});
export type StoredRiskLimit = z.infer<typeof storedRiskLimitSchema>;

/** A market with what its match, sport and provider say, as the statements below answer it (JSON objects). */
export const marketRowSchema = z.object({
  matchId: z.coerce.number(),
  marketId: z.coerce.number(),
  specifier: z.string(),
  name: z.string(),
  status: z.coerce.number(),
  outcomes: z.array(z.object({ id: z.string(), odds: z.number(), active: z.boolean() })),
  provider: z.enum(PROVIDERS),
  matchStatus: z.coerce.number(),
  matchType: z.enum(['match', 'outright']),
  /** The match's start time and an outright's end date, epoch milliseconds. */
  startTime: z.coerce.number(),
  endDate: z.coerce.number().nullable(),
  sportKey: z.string(),
  sportId: z.coerce.number(),
  providerActive: z.boolean().nullable(),
  inPlayDelaySeconds: z.coerce.number().nullable(),
  riskLimits: z.array(storedRiskLimitSchema).nullable(),
});
export type MarketRow = z.infer<typeof marketRowSchema>;

/**
 * A MarketRow as a JSON object, over `markets m`, `matches x`, `sports s` and `provider_statuses p` (`marketJoins`),
 * with the sport's back-office in-play delay and the sport's and market's risk limits (ADR 040): index probes in the
 * same statement, so placement reads them in the round trip it already makes.
 */
export const marketRowJson = `json_build_object(
  'matchId', m.match_id, 'marketId', m.market_id, 'specifier', m.specifier, 'name', m.name, 'status', m.status,
  'outcomes', m.outcomes, 'provider', m.provider, 'matchStatus', x.status, 'matchType', x.type,
  'startTime', floor(extract(epoch FROM x.start_time) * 1000),
  'endDate', floor(extract(epoch FROM x.end_date) * 1000), 'sportKey', s.key, 'sportId', s.id,
  'providerActive', p.active,
  'inPlayDelaySeconds', (SELECT t.in_play_delay_seconds FROM sport_trading_settings t WHERE t.sport_id = s.id),
  'riskLimits', (SELECT json_agg(json_build_object('currency', l.currency, 'maxStake', l.max_stake,
      'maxPayout', l.max_payout))
    FROM (SELECT * FROM risk_bet_limits WHERE scope = 'sport' AND sport_id = s.id
      UNION ALL SELECT * FROM risk_bet_limits WHERE scope = 'market' AND match_id = m.match_id
        AND market_id = m.market_id AND specifier = m.specifier) l))`;

/**
 * The market a row `f (match_id, market_id, specifier)` names, with its match, sport and provider. A LATERAL probe
 * with LIMIT: one primary-key look-up per wanted market whatever the planner guesses about their number (these
 * statements run under a generic plan, db/client.ts).
 */
export const marketJoins = `JOIN LATERAL (
      SELECT * FROM markets
      WHERE match_id = f.match_id AND market_id = f.market_id AND specifier = f.specifier LIMIT 1
    ) m ON true
    JOIN matches x ON x.id = m.match_id
    JOIN sports s ON s.id = x.sport_id
    LEFT JOIN provider_statuses p ON p.provider = m.provider`;

/** Each market the refs name, once (a slip's outcomes, or many bets' legs, often share markets). */
export function distinctMarkets(refs: readonly Pick<SelectionRef, 'matchId' | 'marketId' | 'specifier'>[]) {
  const byKey = new Map<string, Pick<SelectionRef, 'matchId' | 'marketId' | 'specifier'>>();
  for (const ref of refs) if (!byKey.has(marketKey(ref))) byKey.set(marketKey(ref), ref);
  return [...byKey.values()];
}

/**
 * Reads the current markets of the selections in one query. Plain reads (no row locks): the feed keeps
 * writing prices, and an in-play bet is checked again after its delay anyway.
 *
 * The markets go in as three arrays, each market once, so the statement has three parameters however many
 * selections are asked about. It used to list one `(match, market, specifier)` tuple per selection in an `IN`;
 * PostgreSQL nests such a list one expression level per tuple and walks it recursively, and on PGlite, where that
 * recursion runs on the thread's JavaScript stack, about 1,150 tuples on the worker (270 on the main thread)
 * overflowed it: the query answered no rows and the database hung at its next statement (ADR 022).
 */
export async function currentSelections(
  db: Database,
  refs: readonly SelectionRef[],
  now: Date = new Date(),
): Promise<Map<string, CurrentSelection>> {
  if (refs.length === 0) return new Map();
  const wanted = distinctMarkets(refs);
  const rows = await rawRows<{ market: unknown }>(
    db,
    sql`SELECT ${sql.raw(marketRowJson)} AS market
    FROM unnest(${arrayParam(wanted.map((r) => r.matchId))}::int[], ${arrayParam(wanted.map((r) => r.marketId))}::int[],
      ${arrayParam(wanted.map((r) => r.specifier))}::text[]) AS f (match_id, market_id, specifier)
    ${sql.raw(marketJoins)}`,
  );
  return describeSelections(
    refs,
    rows.map((row) => marketRowSchema.parse(row.market)),
    now.getTime(),
  );
}

/** What the catalogue says about each selection at `now` (epoch ms), keyed by `selectionKey`. */
export function describeSelections(
  refs: readonly SelectionRef[],
  rows: readonly MarketRow[],
  now: number,
): Map<string, CurrentSelection> {
  const found = new Map<string, CurrentSelection>();
  const byMarket = new Map(rows.map((row) => [marketKey(row), row]));
  for (const ref of refs) {
    const row = byMarket.get(marketKey(ref));
    const outcome = row?.outcomes.find((o) => o.id === ref.outcomeId);
    const key = selectionKey(ref);
    if (!row || !outcome) {
      found.set(key, {
        found: false,
        odds: 0,
        open: false,
        suspended: false,
        live: false,
        provider: row?.provider ?? 'betradar',
        sportKey: row?.sportKey ?? '',
        sportId: row?.sportId ?? 0,
        marketName: row?.name ?? '',
        inPlayDelayMs: null,
        riskLimits: [],
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
      live: isMatchLive(row.matchStatus),
      provider: row.provider,
      sportKey: row.sportKey,
      sportId: row.sportId,
      marketName: row.name,
      inPlayDelayMs: row.inPlayDelaySeconds === null ? null : row.inPlayDelaySeconds * 1000,
      riskLimits: row.riskLimits ?? [],
    });
  }
  return found;
}

/** The key current prices are looked up by (domain `selectionKey`, the same on every side). */
export { selectionKey };
