import type { Market, Match, Statistics } from '@sportsbook/contracts/catalogue';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import {
  isMarketShown,
  isMatchStatus,
  MATCH_STATUS,
  type MatchStatus,
} from '@sportsbook/domain/match-status';
import { marketKey } from '@sportsbook/domain/selection-key';
import { type OddsDirection, oddsDirection } from './odds-direction';

export interface LiveMatch {
  status: number;
  statistics: Statistics | null;
  provider: string;
}

export interface LiveOutcome {
  odds: number;
  active: boolean;
  direction: OddsDirection | null;
  /** When the price last moved (ms), for the up/down mark. */
  changedAt: number | undefined;
}

export interface LiveMarket {
  status: number;
  outcomes: Readonly<Record<string, LiveOutcome>>;
}

/** What real time has told us beyond the server-rendered page: per match and per market (match/market/specifier). */
export interface LiveState {
  matches: Readonly<Record<number, LiveMatch>>;
  markets: Readonly<Record<string, LiveMarket>>;
  /** Providers the feed reports down: their prices cannot be taken. */
  inactiveProviders: readonly string[];
  /** Per match, how many changes named a market the page did not have (a new line): a reason to refetch. */
  unknownMarkets: Readonly<Record<number, number>>;
}

export const emptyLiveState: LiveState = {
  matches: {},
  markets: {},
  inactiveProviders: [],
  unknownMarkets: {},
};

/** Adds what a page rendered, where real time has not said more already. */
export function seedMatch(
  state: LiveState,
  match: Pick<Match, 'id' | 'status' | 'statistics' | 'provider'>,
): LiveState {
  if (state.matches[match.id]) return state;
  return {
    ...state,
    matches: {
      ...state.matches,
      [match.id]: { status: match.status, statistics: match.statistics, provider: match.provider },
    },
  };
}

export function seedMarkets(state: LiveState, matchId: number, markets: readonly Market[]): LiveState {
  let next: Record<string, LiveMarket> | undefined;
  for (const market of markets) {
    const key = marketKey({ matchId, marketId: market.id, specifier: market.specifier });
    if (state.markets[key] || next?.[key]) continue;
    next ??= { ...state.markets };
    next[key] = {
      status: market.status,
      outcomes: Object.fromEntries(
        market.outcomes.map((o) => [
          o.id,
          { odds: o.odds, active: o.active, direction: null, changedAt: undefined },
        ]),
      ),
    };
  }
  return next ? { ...state, markets: next } : state;
}

export interface ApplyOptions {
  now: number;
  /** Whether events of this match are shown (the test-provider override); all are when omitted. */
  accepts?: (match: LiveMatch | undefined, matchId: number) => boolean;
}

/** One real-time event applied to the live state (spec part 2 §4: status 0 markets are dropped). */
export function applyLiveEvent(
  state: LiveState,
  event: RealtimeEvent,
  { now, accepts }: ApplyOptions,
): LiveState {
  const shown = (id: number) => (accepts ? accepts(state.matches[id], id) : true);
  switch (event.type) {
    case 'match_changed': {
      const matches = { ...state.matches };
      let changed = false;
      for (const change of event.data) {
        if (!shown(change.id)) continue;
        const before = matches[change.id];
        matches[change.id] = {
          status: change.status,
          statistics: change.statistics,
          provider: before?.provider ?? '',
        };
        changed = true;
      }
      return changed ? { ...state, matches } : state;
    }
    case 'match_status_changed': {
      const matches = { ...state.matches };
      let changed = false;
      for (const { id, status } of event.data) {
        const before = matches[id];
        if (!shown(id) || before?.status === status) continue;
        matches[id] = { status, statistics: before?.statistics ?? null, provider: before?.provider ?? '' };
        changed = true;
      }
      return changed ? { ...state, matches } : state;
    }
    case 'markets_changed': {
      const matchId = event.data.match_id;
      if (!shown(matchId)) return state;
      const markets = { ...state.markets };
      let unknown = 0;
      for (const change of event.data.markets) {
        const key = marketKey({ matchId, marketId: change.id, specifier: change.specifier });
        const before = markets[key];
        if (!before && isMarketShown(change.status)) unknown++;
        const outcomes: Record<string, LiveOutcome> = { ...before?.outcomes };
        for (const outcome of change.outcomes) {
          const previous = outcomes[outcome.id];
          const direction = oddsDirection(previous?.odds, outcome.odds);
          outcomes[outcome.id] = {
            odds: outcome.odds,
            active: outcome.active,
            direction: direction ?? previous?.direction ?? null,
            changedAt: direction ? now : previous?.changedAt,
          };
        }
        markets[key] = { status: change.status, outcomes };
      }
      const unknownMarkets =
        unknown > 0
          ? { ...state.unknownMarkets, [matchId]: (state.unknownMarkets[matchId] ?? 0) + unknown }
          : state.unknownMarkets;
      return { ...state, markets, unknownMarkets };
    }
    case 'provider_status_changed': {
      const { provider, active } = event.data;
      const others = state.inactiveProviders.filter((p) => p !== provider);
      const inactiveProviders = active ? others : [...others, provider];
      if (
        inactiveProviders.length === state.inactiveProviders.length &&
        active === !state.inactiveProviders.includes(provider)
      )
        return state;
      return { ...state, inactiveProviders };
    }
    default:
      // Events for other features (balance_changed) leave the catalogue as it is.
      return state;
  }
}

/**
 * Whether an event heard on a match channel is applied. That channel serves every locale, so its match_changed
 * carries the feed's (English) period names; the same change reaches the page in its language on the locale's
 * public channel, which every match part listens to as well.
 */
export function takenFromMatchChannel(event: RealtimeEvent): boolean {
  return event.type !== 'match_changed';
}

const STATUS_NAMES = {
  [MATCH_STATUS.prematch]: 'prematch',
  [MATCH_STATUS.live]: 'live',
  [MATCH_STATUS.stopped]: 'stopped',
  [MATCH_STATUS.closed]: 'closed',
  [MATCH_STATUS.finished]: 'finished',
  [MATCH_STATUS.notCovered]: 'not-covered',
} as const satisfies Record<MatchStatus, string>;
export type MatchStatusName = (typeof STATUS_NAMES)[MatchStatus];

/** The message key of a match status (unknown codes read as not covered). */
export function matchStatusName(status: number): MatchStatusName {
  return isMatchStatus(status) ? STATUS_NAMES[status] : 'not-covered';
}
