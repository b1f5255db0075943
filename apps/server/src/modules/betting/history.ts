import type { Bet } from '@sportsbook/contracts/betting';
import type { BetStatus } from '@sportsbook/domain/bet-status';
import { findCurrency } from '@sportsbook/domain/money';
import { formatSystemId } from '@sportsbook/domain/system-bets';
import { and, count, desc, eq, inArray, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { equalsAny } from '../../db/raw-rows';
import { bets } from '../../db/schema/betting';
import { markets, matches, type StoredOutcome } from '../../db/schema/catalogue';
import { betsThatFedJackpots } from '../jackpots';
import { cashoutOffers, offerAmount } from './cashout-offers';
import type { BettingConfig } from './config';
import { type BetRow, type BetSelectionRow, betBonusView, selectionsOf } from './repository';

const OPEN: BetStatus[] = ['submitted', 'waiting_results', 'ready_to_process', 'cashout_in_progress'];
const SETTLED: BetStatus[] = ['done', 'cashed_out', 'rejected', 'cancelled', 'withdrawn'];

export interface HistoryQuery {
  status: 'all' | 'open' | 'settled';
  result: 'all' | 'win' | 'lose' | 'refund';
  page: number;
  limit: number;
}

/** The player's bets, newest first; a rejected VIP bet is left out (part 2 §4). */
export async function betsHistory(
  db: Database,
  playerId: number,
  query: HistoryQuery,
  config: BettingConfig,
) {
  const where = and(
    eq(bets.playerId, playerId),
    not(and(eq(bets.isVip, true), eq(bets.status, 'rejected')) ?? sql`false`),
    query.status === 'open' ? inArray(bets.status, OPEN) : undefined,
    query.status === 'settled' ? inArray(bets.status, SETTLED) : undefined,
    query.result === 'all' ? undefined : eq(bets.result, query.result),
  );
  const [totalRow] = await db.select({ total: count() }).from(bets).where(where);
  const total = totalRow?.total ?? 0;
  const rows = await db
    .select()
    .from(bets)
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const selections = await selectionsOf(
    db,
    rows.map((row) => row.id),
  );
  const withLegs = rows.map((bet) => ({ bet, selections: selections.get(bet.id) ?? [] }));
  const offers = await cashoutOffers(db, withLegs, config.cashout);
  const fedJackpots = await betsThatFedJackpots(
    db,
    rows.map((row) => row.id),
  );
  const names = await catalogueNames(
    db,
    withLegs.flatMap((entry) => entry.selections),
  );
  return {
    data: withLegs.map(({ bet, selections: legs }) =>
      view(bet, legs, offerAmount(offers.get(bet.id)), names, fedJackpots.has(bet.id)),
    ),
    pagination: {
      total,
      page: query.page,
      limit: query.limit,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}

interface Names {
  matches: Map<number, { id: number; name: string; slug: string; status: number }>;
  markets: Map<string, { name: string; outcomes: StoredOutcome[] }>;
}

async function catalogueNames(db: Database, legs: readonly BetSelectionRow[]): Promise<Names> {
  const matchIds = [...new Set(legs.map((leg) => leg.matchId))];

  if (matchIds.length === 0) return { matches: new Map(), markets: new Map() };
  const matchRows = await db
    .select({ id: matches.id, name: matches.name, slug: matches.slug, status: matches.status })
    .from(matches)
    .where(equalsAny(matches.id, matchIds, 'int'));
  const marketRows = await db
    .select({
      matchId: markets.matchId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      name: markets.name,
      outcomes: markets.outcomes,
    })
    .from(markets)
    .where(equalsAny(markets.matchId, matchIds, 'int'));
  return {
    matches: new Map(matchRows.map((m) => [m.id, m])),
    markets: new Map(marketRows.map((m) => [`${m.matchId}|${m.marketId}|${m.specifier}`, m])),
  };
}

function view(
  bet: BetRow,
  legs: readonly BetSelectionRow[],
  toCashout: number | null,
  names: Names,
  usedInJackpot: boolean,
): Bet {
  return {
    id: String(bet.id),
    type: bet.type,
    ref: bet.ref,
    status: bet.status,
    stake: {
      value: bet.stake,
      currency: bet.currency,
      subunits: findCurrency(bet.currency)?.subunits ?? 100,
    },
    win_amount: bet.payout,
    odds: bet.odds,
    selections: legs.map((leg) => {
      const match = names.matches.get(leg.matchId);
      const market = names.markets.get(`${leg.matchId}|${leg.marketId}|${leg.specifier}`);
      return {
        id: leg.id,
        status: leg.result ?? 'open',
        market: { id: leg.marketId, name: market?.name ?? '' },
        outcome: {
          id: leg.outcomeId,
          name: market?.outcomes.find((o) => o.id === leg.outcomeId)?.name ?? '',
        },
        odds: leg.odds,
        specifier: leg.specifier,
        match: {
          id: leg.matchId,
          name: match?.name ?? '',
          slug: match?.slug ?? '',
          status: match?.status ?? 0,
        },
      };
    }),
    created_at: bet.createdAt.toISOString(),
    result: bet.result,
    to_cashout: toCashout,
    cashed_out: bet.cashedOut,
    bonus: betBonusView(bet),
    freebetStake: bet.freebetId === null ? 0 : bet.stake,
    system:
      bet.systemWinCount !== null && bet.systemTotalCount !== null
        ? {
            id: formatSystemId({ winCount: bet.systemWinCount, totalCount: bet.systemTotalCount }),
            win_count: bet.systemWinCount,
            total_count: bet.systemTotalCount,
          }
        : null,
    used_in_jackpot: usedInJackpot,
    is_vip: bet.isVip,
  };
}
