import type { FeedControl, OddsFeed } from '@sportsbook/feed/adapter';
import type { FeedEvent } from '@sportsbook/feed/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../realtime/realtime';
import type { FeedIngestor, IngestChanges } from './ingest';
import { publishChanges } from './publish-changes';

export interface FeedRunner {
  /** Stores the feed's whole current state; until it has run once, `synced` is false. */
  syncSnapshot(): Promise<IngestChanges>;
  readonly synced: boolean;
  /** The feed's control surface, when it has one (the simulator does). */
  control(): FeedControl | undefined;
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
  /** Made on first use, so building a large simulated world never delays the server's start. */
  feed: () => OddsFeed;
  ingestor: FeedIngestor;
  realtime: Realtime;
  logger: FastifyBaseLogger;
  listeners?: ChangesListener[];
  /** Called as soon as a batch is stored, before it is published, so no reader is answered from before it. */
  onStored?: () => void;
}): FeedRunner {
  const { ingestor, realtime, logger } = options;
  let instance: OddsFeed | undefined;
  const feed = () => {
    instance ??= options.feed();
    return instance;
  };
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  let synced = false;
  let loaded = false;

  const run = (ingest: () => Promise<IngestChanges>): Promise<IngestChanges> => {
    const next = queue.then(async () => {
      const changes = await ingest();
      options.onStored?.();
      await publishChanges(realtime, changes);
      for (const listener of options.listeners ?? []) await listener(changes);
      return changes;
    });
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    syncSnapshot: () =>
      run(async () => {
        if (!loaded) {
          await ingestor.load();
          loaded = true;
        }
        const started = Date.now();
        const changes = await ingestor.ingestSnapshot(feed().snapshot());
        synced = true;
        logger.info({ ms: Date.now() - started }, 'feed snapshot stored');
        return changes;
      }),
    get synced() {
      return synced;
    },
    control: () => feed().control,
    advance: (now) => run(() => ingestor.applyEvents(feed().advanceTo(Math.max(now, feed().now)))),
    apply: (produce) => run(() => ingestor.applyEvents(produce())),
    startTimer(tickMs) {
      timer = setInterval(() => {
        // A slow batch (a busy database) makes the next tick wait rather than pile up.
        if (busy) return;
        busy = true;
        run(() => ingestor.applyEvents(feed().advanceTo(Date.now())))
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
