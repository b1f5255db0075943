import type { OddsFeed } from '@sportsbook/feed/adapter';
import type { FeedEvent } from '@sportsbook/feed/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../realtime/realtime';
import type { FeedIngestor, IngestChanges } from './ingest';
import { publishChanges } from './publish-changes';

export interface FeedRunner {
  /** Moves the feed to `now`, stores and publishes what happened. */
  advance(now: number): Promise<IngestChanges>;
  /** Applies events a control call produced, in order with the ticks. */
  apply(produce: () => FeedEvent[]): Promise<IngestChanges>;
  /** Runs `advance(Date.now())` every `tickMs` until stopped. */
  startTimer(tickMs: number): void;
  stop(): Promise<void>;
}

export type ChangesListener = (changes: IngestChanges) => Promise<void>;

/**
 * Drives an odds feed: every batch of events is written in one transaction, then published, then handed to the
 * listeners (settlement). Batches run one at a time, in order, whether they come from the timer or the control
 * surface, so a forced price never interleaves with a tick.
 */
export function createFeedRunner(options: {
  feed: OddsFeed;
  ingestor: FeedIngestor;
  realtime: Realtime;
  logger: FastifyBaseLogger;
  listeners?: ChangesListener[];
}): FeedRunner {
  const { feed, ingestor, realtime, logger } = options;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let busy = false;

  const run = (produce: () => FeedEvent[]): Promise<IngestChanges> => {
    const next = queue.then(async () => {
      const events = produce();
      const changes = await ingestor.applyEvents(events);
      await publishChanges(realtime, changes);
      for (const listener of options.listeners ?? []) await listener(changes);
      return changes;
    });
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    advance: (now) => run(() => feed.advanceTo(Math.max(now, feed.now))),
    apply: run,
    startTimer(tickMs) {
      timer = setInterval(() => {
        // A slow batch (a busy database) makes the next tick wait rather than pile up.
        if (busy) return;
        busy = true;
        run(() => feed.advanceTo(Date.now()))
          .catch((err) => logger.error({ err }, 'feed tick failed'))
          .finally(() => {
            busy = false;
          });
      }, tickMs);
    },
    async stop() {
      if (timer) clearInterval(timer);
      await queue;
    },
  };
}
