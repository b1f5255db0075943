import type { Statistics } from '@sportsbook/contracts/catalogue';
import { FEED_LOCALES } from '@sportsbook/feed/locales';
import { categoryName } from '@sportsbook/feed/names';
import type { FeedCategory, FeedCompetitor, FeedMarket, FeedMatchState } from '@sportsbook/feed/types';
import type { LocalizedNames, StoredCompetitor, StoredOutcome } from '../../db/schema/catalogue';

// The one place that turns the feed adapter's vocabulary into our stored shapes.

export function categoryNames(category: FeedCategory): LocalizedNames {
  const names: LocalizedNames = {};
  for (const locale of FEED_LOCALES) names[locale] = categoryName(category, locale);
  return names;
}

export function storedCompetitor(competitor: FeedCompetitor): StoredCompetitor {
  return { id: competitor.urn_id, name: competitor.name, abbreviation: competitor.abbreviation, logo: null };
}

export function storedOutcomes(market: FeedMarket): StoredOutcome[] {
  return market.outcomes.map((o) => ({ id: o.id, name: o.name, odds: o.odds, active: o.active }));
}

export function statisticsFromState(state: FeedMatchState): Statistics {
  const clock = state.clock;
  return {
    clock: clock
      ? {
          match_time: Math.floor(clock.match_time),
          stoppage_time: clock.stoppage_time === null ? null : Math.floor(clock.stoppage_time),
          stoppage_time_announced: clock.stoppage_time_announced,
          remaining_time: clock.remaining_time === null ? null : Math.floor(clock.remaining_time),
          remaining_time_in_period:
            clock.remaining_time_in_period === null ? null : Math.floor(clock.remaining_time_in_period),
          stopped: clock.stopped,
          clock_updated_at: new Date(clock.updated_at).toISOString(),
          rate: clock.rate,
        }
      : null,
    phase: state.phase,
    period_number: state.period_number,
    total_score: state.total_score,
    game_score: state.game_score,
    period_score: state.period_scores.map((p) => ({ ...p })),
    current_server: state.current_server,
    max_period_number: state.max_period_number,
  };
}
