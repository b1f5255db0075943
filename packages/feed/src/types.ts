/**
 * The odds feed's vocabulary: what any provider adapter maps its messages into and what the server ingests.
 * Provider-neutral on purpose: no provider's message shapes appear outside its adapter.
 * Times are epoch milliseconds; odds are integer thousandths (2150 = 2.15); names are English (other locales are
 * rendered by the i18n helpers from ids and specifiers).
 */

import type { IncidentKind } from '@sportsbook/domain/match-incidents';
import {
  MARKET_STATUS,
  MATCH_STATUS,
  type MarketStatus,
  type MatchStatus,
} from '@sportsbook/domain/match-status';
import type { Provider } from '@sportsbook/domain/slip/types';
import type { LocalizedNames } from './locales';

export type { Provider };
export type SportType = 'regular' | 'cyber';
export type Side = 'home' | 'away';

export interface FeedSport {
  /** Stable key used in URLs and settings ('football', 'cs2'). */
  key: string;
  urn_id: string;
  names: LocalizedNames;
  type: SportType;
  provider: Provider;
  priority: number;
  /** The market a list shows first for this sport, and the one beside it. */
  main_market_id: number;
  secondary_market_id: number | null;
}

export interface FeedCategory {
  urn_id: string;
  slug: string;
  sport_key: string;
  /** ISO 3166-1 alpha-2 for a country; its name comes from Intl.DisplayNames at serve time. */
  country_code: string | null;
  /**
   * For categories that are not a country ('international', 'men-singles') or that Intl.DisplayNames cannot name
   * ('england'); translated by the i18n table and preferred over the country code.
   */
  key: string | null;
  /** English name, a fallback. */
  name: string;
  priority: number;
}

export interface FeedTournament {
  urn_id: string;
  slug: string;
  name: string;
  sport_key: string;
  category_urn_id: string;
  priority: number;
}

export interface FeedCompetitor {
  urn_id: string;
  name: string;
  abbreviation: string;
  country_code: string | null;
}

interface FixtureBase {
  /** 'sr:match:123' for betradar-covered sports, 'od:match:123' for oddin. */
  urn_id: string;
  slug: string;
  name: string;
  provider: Provider;
  sport_key: string;
  category_urn_id: string;
  tournament_urn_id: string;
  start_time: number;
}

export interface FeedMatchFixture extends FixtureBase {
  type: 'match';
  home: FeedCompetitor;
  away: FeedCompetitor;
  venue: { stadium: string; city: string } | null;
  /** A stream of the match can be watched (ADR 031): the server's stream provider serves it. */
  has_video: boolean;
}

/** A non-match event (e.g. who wins the tournament): bets are taken until end_date. */
export interface FeedOutrightFixture extends FixtureBase {
  type: 'outright';
  competitors: FeedCompetitor[];
  end_date: number;
}

export type FeedFixture = FeedMatchFixture | FeedOutrightFixture;

/** Match and market status values of the spec (part 1 §4, part 2 §3-4): the domain's, under the feed's names. */
export const FEED_MATCH_STATUS = MATCH_STATUS;
export type FeedMatchStatus = MatchStatus;
export const FEED_MARKET_STATUS = MARKET_STATUS;
export type FeedMarketStatus = MarketStatus;

export interface FeedOutcome {
  id: string;
  name: string;
  odds: number;
  active: boolean;
}

export interface FeedMarket {
  /** Market type id in the industry's common numbering (1 = 1x2, 18 = total ...). */
  id: number;
  /** 'total=2.5', 'hcp=-0.75', 'periodnr=1|total=1.5'; '' when the market has none. */
  specifier: string;
  name: string;
  status: FeedMarketStatus;
  outcomes: FeedOutcome[];
  /** Market group keys (main, goals, handicap ...); every market is also in 'all'. */
  groups: string[];
  priority: number;
  /** Among a market's lines, the one whose prices are closest to even. */
  most_balanced: boolean;
}

/** Identifies one market of a match. */
export interface FeedMarketRef {
  market_id: number;
  specifier: string;
}

export interface FeedClock {
  /** Seconds on the match clock (counts up; for count-down sports the time played). */
  match_time: number;
  /** Seconds played beyond the period's regular time, when in stoppage. */
  stoppage_time: number | null;
  /** Minutes of stoppage announced for the current period. */
  stoppage_time_announced: number | null;
  remaining_time: number | null;
  remaining_time_in_period: number | null;
  stopped: boolean;
  /** When these values were true; a client extrapolates with `rate` while not stopped. */
  updated_at: number;
  /** Clock seconds per real second (the simulator's speed). */
  rate: number;
}

export interface FeedPeriodScore {
  home: number;
  away: number;
  period_key: string;
  period_name: string;
  number: number;
  type: 'regular_period' | 'overtime' | 'penalties';
}

export type MatchPhase = 'not_started' | 'in_play' | 'break' | 'ended' | 'abandoned';

export interface FeedMatchState {
  status: FeedMatchStatus;
  phase: MatchPhase;
  /** The period being played or just finished (1-based); null before the start. */
  period_number: number | null;
  max_period_number: number | null;
  clock: FeedClock | null;
  total_score: { home: number; away: number } | null;
  period_scores: FeedPeriodScore[];
  /** Tennis: points in the current game ('0', '15', '30', '40', 'A', or tie-break points). */
  game_score: { home: string; away: string } | null;
  current_server: Side | null;
  /** Cricket: the batting side and each side's wickets and balls faced. */
  innings: {
    batting: Side;
    wickets: { home: number; away: number };
    balls: { home: number; away: number };
  } | null;
  /** Set when the match has ended: the side that won, including overtime, shoot-out or super over. */
  winner: Side | null;
}

/**
 * A state with no score: an outright, and a fixture the ingestion stores before any live data. The simulator and
 * the server build it here so both write the same empty fields.
 */
export function bareState(status: FeedMatchStatus, phase: MatchPhase): FeedMatchState {
  return {
    status,
    phase,
    period_number: null,
    max_period_number: null,
    clock: null,
    total_score: null,
    period_scores: [],
    game_score: null,
    current_server: null,
    innings: null,
    winner: null,
  };
}

export type OutcomeResultKind = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

export interface FeedOutcomeResult {
  outcome_id: string;
  result: OutcomeResultKind;
  /** Share of the stake refunded: 1 for void, 0.5 for half won / half lost, 0 otherwise. */
  void_factor: 0 | 0.5 | 1;
}

export interface FeedMarketResult {
  market_id: number;
  specifier: string;
  outcomes: FeedOutcomeResult[];
}

export interface FeedProviderStatus {
  provider: Provider;
  active: boolean;
}

interface EventBase {
  /** When the feed delivered the event. */
  at: number;
}

/** A fixture appeared ('new') or one of its fields changed ('updated', e.g. the start time). */
export interface FixtureChangedEvent extends EventBase {
  type: 'fixture_changed';
  change: 'new' | 'updated';
  fixture: FeedFixture;
}

/** Markets with new prices or statuses; markets not listed are unchanged. Reopening after a bet stop comes here. */
export interface OddsChangedEvent extends EventBase {
  type: 'odds_changed';
  match_urn_id: string;
  markets: FeedMarket[];
}

/** Suspend markets now: `markets` null means every market of the match. */
export interface BetStopEvent extends EventBase {
  type: 'bet_stop';
  match_urn_id: string;
  markets: FeedMarketRef[] | null;
  reason: 'dangerous_moment' | 'manual';
}

export interface MatchStatusChangedEvent extends EventBase {
  type: 'match_status_changed';
  match_urn_id: string;
  state: FeedMatchState;
}

/** Results per outcome for markets of a match; what settlement pays on. */
export interface BetSettlementEvent extends EventBase {
  type: 'bet_settlement';
  match_urn_id: string;
  certainty: 'live' | 'confirmed';
  results: FeedMarketResult[];
}

/** Undo earlier settlements of these markets (a corrected result follows as a new bet_settlement). */
export interface RollbackBetSettlementEvent extends EventBase {
  type: 'rollback_bet_settlement';
  match_urn_id: string;
  markets: FeedMarketRef[];
}

/** Bets on these markets (null: all of the match) are void, e.g. the match was abandoned. */
export interface BetCancelEvent extends EventBase {
  type: 'bet_cancel';
  match_urn_id: string;
  markets: FeedMarketRef[] | null;
  reason: string;
}

/** A provider stopped or resumed delivering; while inactive, treat its markets as suspended. */
export interface ProviderStatusChangedEvent extends EventBase {
  type: 'provider_status_changed';
  provider: Provider;
  active: boolean;
}

export type { IncidentKind };

export interface FeedIncident {
  /** Position in the match's incident list: stable, so a repeated delivery is the same incident. */
  seq: number;
  kind: IncidentKind;
  /** The side that did it (for a card or penalty: the side penalised). */
  side: Side;
  period: number;
  /** Match clock seconds, null for sports without a clock (tennis, cricket, CS2). */
  match_time: number | null;
  /** Points the incident scored (a basket's 1-3, runs), 0 for play that scores nothing. */
  points: number;
  /** The total score after the incident. */
  score: { home: number; away: number };
  /** Tennis: who serves after the point. */
  server: Side | null;
}

/** Something happened on the pitch (court, map): what a tracker shows; it changes no market by itself. */
export interface MatchIncidentEvent extends EventBase {
  type: 'match_incident';
  match_urn_id: string;
  incident: FeedIncident;
}

export type FeedEvent =
  | MatchIncidentEvent
  | FixtureChangedEvent
  | OddsChangedEvent
  | BetStopEvent
  | MatchStatusChangedEvent
  | BetSettlementEvent
  | RollbackBetSettlementEvent
  | BetCancelEvent
  | ProviderStatusChangedEvent;

/** One match or outright as the feed knows it now. */
export interface FeedMatchSnapshot {
  fixture: FeedFixture;
  state: FeedMatchState;
  markets: FeedMarket[];
  /** The confirmed results once the match has finished (and was settled), else null. */
  results: FeedMarketResult[] | null;
}

export interface FeedSnapshot {
  at: number;
  sports: FeedSport[];
  categories: FeedCategory[];
  tournaments: FeedTournament[];
  providers: FeedProviderStatus[];
  matches: FeedMatchSnapshot[];
}
