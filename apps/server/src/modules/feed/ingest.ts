import type { RecordedControlCall } from '@sportsbook/feed/adapter';
import type { FeedEvent, FeedSnapshot } from '@sportsbook/feed/types';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema/catalogue';
import { feedControlCalls } from '../../db/schema/feed';
import { emptyIds, loadIds } from './ingest-catalogue';
import type { IngestChanges } from './ingest-changes';
import { applyEvents } from './ingest-events';
import { ingestSnapshot } from './ingest-snapshot';

/**
 * Writes what the odds feed reports into the catalogue tables. Ids are resolved through maps kept in memory
 * (urn -> id), loaded once and extended as fixtures arrive. The steps: `ingest-snapshot.ts` (everything at
 * start), `ingest-events.ts` (a batch of events; one handler per kind in `ingest-event-handlers.ts`), the
 * catalogue writes they share in `ingest-catalogue.ts`.
 */
export function createFeedIngestor(db: Database) {
  const ids = emptyIds();
  return {
    ids,

    /** Loads the urn -> id maps of what earlier runs stored. */
    load: () => loadIds(db, ids),

    /** Stores everything a feed knows; run at start, before incremental events. */
    ingestSnapshot: (snapshot: FeedSnapshot): Promise<IngestChanges> => ingestSnapshot(db, ids, snapshot),

    /** The control calls recorded on this world, oldest first, for the feed to resume from. */
    async controlHistory(world: string): Promise<RecordedControlCall[]> {
      const rows = await db
        .select({ at: feedControlCalls.at, call: feedControlCalls.call })
        .from(feedControlCalls)
        .where(eq(feedControlCalls.world, world))
        .orderBy(feedControlCalls.id);
      return rows.map((row) => ({ at: row.at.getTime(), call: row.call }));
    },

    /** Applies a batch of events in one transaction; see `applyEvents`. */
    applyEvents: (
      events: FeedEvent[],
      controlCall?: { world: string } & RecordedControlCall,
    ): Promise<IngestChanges> => applyEvents(db, ids, events, controlCall),

    /** Matches of these urns, for the control surface. */
    async matchIdsByUrn(urns: string[]) {
      if (urns.length === 0) return [];
      return db
        .select({ id: matches.id, urn: matches.urnId })
        .from(matches)
        .where(inArray(matches.urnId, urns));
    },
  };
}

export type FeedIngestor = ReturnType<typeof createFeedIngestor>;
