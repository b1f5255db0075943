import { isMatchOver } from '@sportsbook/domain/match-status';
import type { FeedEvent, FeedSnapshot } from '@sportsbook/feed/types';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sportTradingSettings } from '../../db/schema/backoffice';
import { sports } from '../../db/schema/catalogue';

/**
 * A sport's margin, set in the back office, reaches the prices already on the board (ADR 040): the node that runs
 * the feed reads the sports' margins once a tick (a row per sport) and, for each sport whose margin differs from
 * the last read, hands the feed's current prices of that sport's matches to the ingest again, which applies the
 * margin on the path every price takes (trader holds kept, changes published). Compared by value, not by time: a
 * margin removed counts too, and no clock has to agree.
 */
export function createMarginWatch(db: Database) {
  let seen: Map<string, number> | undefined;

  const read = async (): Promise<Map<string, number>> => {
    const rows = await db
      .select({ key: sports.key, marginBp: sportTradingSettings.marginBp })
      .from(sportTradingSettings)
      .innerJoin(sports, eq(sports.id, sportTradingSettings.sportId));
    return new Map(rows.map((row) => [row.key, row.marginBp]));
  };

  return {
    /** Takes the margins stored now as seen: called before a whole snapshot is stored, which applies them. */
    async catchUp(): Promise<void> {
      seen = await read();
    },
    /**
     * The keys of the sports whose margin was set, changed or removed since the margins last seen, and `seen()` to
     * call once their prices are stored: a batch that fails leaves them to be re-priced at the next tick.
     */
    async changedSports(): Promise<{ sports: Set<string>; seen: () => void }> {
      const now = await read();
      const before = seen;
      const keys = new Set([...(before?.keys() ?? []), ...now.keys()]);
      const sports = before
        ? new Set([...keys].filter((key) => before.get(key) !== now.get(key)))
        : new Set<string>();
      return {
        sports,
        seen: () => {
          seen = now;
        },
      };
    },
  };
}

export type MarginWatch = ReturnType<typeof createMarginWatch>;

/** The feed's current prices of the given sports' matches not yet over, as one price change per match. */
export function repricingEvents(snapshot: FeedSnapshot, sportKeys: ReadonlySet<string>): FeedEvent[] {
  return snapshot.matches
    .filter(
      (match) =>
        sportKeys.has(match.fixture.sport_key) &&
        match.markets.length > 0 &&
        !isMatchOver(match.state.status),
    )
    .map((match) => ({
      type: 'odds_changed',
      at: snapshot.at,
      match_urn_id: match.fixture.urn_id,
      markets: match.markets,
    }));
}
