import type {
  Category,
  ListedMatch,
  Market,
  Match,
  Sport,
  Tournament,
} from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { offersCustomBets } from '@sportsbook/domain/custom-bet-odds';
import { isMarketTypeId } from '@sportsbook/feed/markets';
import { marketName, outcomeName } from '@sportsbook/feed/names';
import type {
  categories,
  markets,
  matches,
  StoredCompetitor,
  sports,
  tournaments,
} from '../../db/schema/catalogue';
import { localizeStatistics, pickName } from './localize';

// Turn database rows into the API's shapes in the request's locale. Nothing else knows both shapes.

type SportRow = typeof sports.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;
type TournamentRow = typeof tournaments.$inferSelect;
type MatchRow = typeof matches.$inferSelect;
type MarketRow = typeof markets.$inferSelect;

export function presentSport(row: SportRow, locale: Locale): Sport {
  return {
    id: row.id,
    urn_id: row.urnId,
    key: row.key,
    name: pickName(row.names, locale),
    priority: row.priority,
    type: row.type,
    provider: row.provider,
  };
}

export function presentCategoryOnly(row: CategoryRow, locale: Locale): Omit<Category, 'sport'> {
  return {
    id: row.id,
    slug: row.slug,
    name: pickName(row.names, locale),
    priority: row.priority,
    country_code: row.countryCode,
  };
}

export function presentCategory(row: CategoryRow, sport: SportRow, locale: Locale): Category {
  return { ...presentCategoryOnly(row, locale), sport: presentSport(sport, locale) };
}

export function presentTournament(
  row: TournamentRow,
  category: CategoryRow,
  sport: SportRow,
  locale: Locale,
): Tournament {
  return {
    id: row.id,
    urn_id: row.urnId,
    slug: row.slug,
    name: row.name,
    priority: row.priority,
    category: presentCategoryOnly(category, locale),
    sport: {
      ...presentSport(sport, locale),
      main_market_id: sport.mainMarketId,
      secondary_market_id: sport.secondaryMarketId,
    },
  };
}

/** Who plays, for market and outcome names such as "Arsenal (-1.5)"; outrights name outcomes by competitor. */
export interface MarketNaming {
  matchUrnId: string;
  home: string;
  away: string;
  outright: boolean;
}

export function presentMarket(row: MarketRow, naming: MarketNaming, locale: Locale): Market {
  const context = { home: naming.home, away: naming.away };
  const known = isMarketTypeId(row.marketId);
  return {
    match_urn_id: naming.matchUrnId,
    id: row.marketId,
    name: known ? marketName(row.marketId, row.specifier, locale, context) : row.name,
    status: row.status,
    specifier: row.specifier,
    outcomes: row.outcomes.map((o) => ({
      id: o.id,
      name: known && !naming.outright ? outcomeName(o.id, row.specifier, locale, context) : o.name,
      active: o.active,
      odds: o.odds,
    })),
    market_groups: row.groups,
    priority: row.priority,
    most_balanced: row.mostBalanced,
    next_bet_stop: null,
    // Every market of a match can be a bet-builder leg, under the same groups as in the market tabs.
    custom_bet_groups: naming.outright ? [] : row.groups,
    provider: row.provider,
  };
}

export function marketNaming(row: MatchRow): MarketNaming {
  return {
    matchUrnId: row.urnId,
    home: row.home?.name ?? '',
    away: row.away?.name ?? '',
    outright: row.type === 'outright',
  };
}

const presentCompetitor = (c: StoredCompetitor | null) =>
  c ? { id: c.id, name: c.name, abbreviation: c.abbreviation, logo: c.logo } : null;

export interface MatchContext {
  sport: SportRow;
  category: CategoryRow;
  tournament: TournamentRow;
  markets: MarketRow[];
  availableMarkets: number;
  /** Markets taking bets now (status 1). */
  openMarkets: number;
}

/** The fields a match has alike in a list and on its own call (all but top markets and outright competitors). */
function presentMatchCore(row: MatchRow, context: MatchContext, locale: Locale) {
  const { sport, category, tournament } = context;
  const naming = marketNaming(row);
  const shown = context.markets.map((m) => presentMarket(m, naming, locale));
  const pick = (marketId: number | null) =>
    marketId === null
      ? null
      : (shown.find((m) => m.id === marketId && m.most_balanced) ??
        shown.find((m) => m.id === marketId) ??
        null);
  return {
    shown,
    match: {
      id: row.id,
      urn_id: row.urnId,
      slug: row.slug,
      type: row.type,
      name: row.name,
      status: row.status,
      stage: row.stage,
      start_time: row.startTime.toISOString(),
      end_date: row.endDate?.toISOString() ?? null,
      stadium: row.stadium,
      city: row.city,
      competitors: { home: presentCompetitor(row.home), away: presentCompetitor(row.away) },
      has_video: row.hasVideo,
      provider: row.provider,
      available_markets: context.availableMarkets,
      sport: presentSport(sport, locale),
      category: presentCategoryOnly(category, locale),
      tournament: {
        id: tournament.id,
        urn_id: tournament.urnId,
        slug: tournament.slug,
        name: tournament.name,
        priority: tournament.priority,
      },
      main_market: pick(sport.mainMarketId),
      secondary_market: pick(sport.secondaryMarketId),
      is_provider_stats_available: false,
      is_custom_bet_available: offersCustomBets({
        type: row.type,
        status: row.status,
        openMarkets: context.openMarkets,
      }),
      statistics: localizeStatistics(row.statistics, locale),
    },
  };
}

const outrightCompetitors = (row: MatchRow) =>
  row.outrightCompetitors.flatMap((c) => presentCompetitor(c) ?? []);

/** One match as its own call answers it: its top markets ("main" group) and an outright's competitors. */
export function presentMatch(row: MatchRow, context: MatchContext, locale: Locale): Match {
  const { shown, match } = presentMatchCore(row, context, locale);
  return {
    ...match,
    outright_competitors: outrightCompetitors(row),
    top_markets: shown.filter((m) => m.market_groups.includes('main')).slice(0, 4),
  };
}

/** A match as a list row shows it (ADR 037): the row's markets only, an outright's competitors counted. */
export function presentListedMatch(row: MatchRow, context: MatchContext, locale: Locale): ListedMatch {
  return {
    ...presentMatchCore(row, context, locale).match,
    top_markets: [],
    outright_competitor_count: outrightCompetitors(row).length,
  };
}
