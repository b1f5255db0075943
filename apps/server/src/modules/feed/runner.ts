import { type FeedControlCall, type OddsFeed, performControlCall } from '@sportsbook/feed/adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../realtime';
import type { FeedIngestor } from './ingest';
import type { IngestChanges } from './ingest-changes';
import { type MarginWatch, repricingEvents } from './margin-watch';
import { publishChanges } from './publish-changes';
import type { FeedSource } from './source';

export interface FeedRunner {
  /**
   * Builds the feed from the control calls recorded on its world and stores its whole current state; until it
   * has run once, `synced` is false.
   */
  syncSnapshot(): Promise<IngestChanges>;
  readonly synced: boolean;
  /**
   * Whether this node runs the feed: from its `syncSnapshot` (called once the node holds the feed's leadership)
   * until `stop`. Another node's runner only serves reads; its control calls are refused (`NotFeedLeader`).
   */
  readonly leading: boolean;
  /**
   * Carries out a control call at the feed's time, in order with the ticks: its events are stored and published
   * and the call is recorded with them, so the feed replays it when it is built again. Throws
   * `NoControlSurface` when the feed cannot be steered, `NotFeedLeader` on a node that does not run the feed,
   * a `FeedControlError` when the feed refuses the call.
   */
  perform(call: FeedControlCall): Promise<IngestChanges>;
  /** Moves the feed to `now`, stores and publishes what happened. */
  advance(now: number): Promise<IngestChanges>;
  /** Runs `advance(Date.now())` every `tickMs` until stopped. */
  startTimer(tickMs: number): void;
  stop(): Promise<void>;
}

/** The feed has no control surface (only the simulator has one). */
export class NoControlSurface extends Error {
  override name = 'NoControlSurface';
}

/**
 * A control call on a node that does not run the feed. Carried out there it would change a second copy of the
 * feed's world that no tick advances: stored and answered 200, never seen by the feed that runs (found by the
 * peak-hour benchmark, whose balancer sent half the calls to the other node).
 */
export class NotFeedLeader extends Error {
  override name = 'NotFeedLeader';
}

export type ChangesListener = (changes: IngestChanges) => Promise<void>;

/**
 * Drives an odds feed: every batch of events is written in one transaction, then published, then handed to the
 * listeners (settlement). Batches run one at a time, in order, whether they come from the timer or the control
 * surface, so a forced price never interleaves with a tick.
 */
export function createFeedRunner(options: {
  /** Built when the snapshot is stored (or on first use), so building a large world never delays the start. */
  source: FeedSource;
  ingestor: FeedIngestor;
  /** Sports whose margin changed since the last tick: their current prices are stored again, re-margined. */
  margins: MarginWatch;
  realtime: Realtime;
  logger: FastifyBaseLogger;
  listeners?: ChangesListener[];
  /** Called as soon as a batch is stored, before it is published, so no reader is answered from before it. */
  onStored?: () => void;
}): FeedRunner {
  const { source, ingestor, margins, realtime, logger } = options;
  let instance: OddsFeed | undefined;
  // Built from what the database holds now: a node that takes the feed over resumes the calls another made.
  const build = async (): Promise<OddsFeed> => {
    instance = source.create(await ingestor.controlHistory(source.world));
    return instance;
  };
  const feed = async (): Promise<OddsFeed> => instance ?? build();
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  let synced = false;
  let leading = false;
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
  const advance = (now: number) =>
    run(async () => {
      const current = await feed();
      const repriced = await margins.changedSports();
      const prices = repriced.sports.size > 0 ? repricingEvents(current.snapshot(), repriced.sports) : [];
      const changes = await ingestor.applyEvents([
        ...prices,
        ...current.advanceTo(Math.max(now, current.now)),
      ]);
      repriced.seen();
      return changes;
    });

  return {
    syncSnapshot: () => {
      leading = true;
      return run(async () => {
        if (!loaded) {
          await ingestor.load();
          loaded = true;
        }
        const started = Date.now();
        // Read first: a margin set while the snapshot is stored is applied again at the next tick, never missed.
        await margins.catchUp();
        const changes = await ingestor.ingestSnapshot((await build()).snapshot());
        synced = true;
        logger.info({ ms: Date.now() - started }, 'feed snapshot stored');
        return changes;
      });
    },
    get synced() {
      return synced;
    },
    get leading() {
      return leading;
    },
    perform: (call) => {
      if (!leading) return Promise.reject(new NotFeedLeader('This node does not run the feed'));
      return run(async () => {
        const current = await feed();
        if (!current.control) throw new NoControlSurface('This feed has no control surface');
        const at = current.now;
        const events = performControlCall(current.control, call);
        return ingestor.applyEvents(events, { world: source.world, at, call });
      });
    },
    advance,
    startTimer(tickMs) {
      timer = setInterval(() => {
        // A slow batch (a busy database) makes the next tick wait rather than pile up.
        if (busy) return;
        busy = true;
        advance(Date.now())
          .catch((err) => logger.error({ err }, 'feed tick failed'))
          .finally(() => {
            busy = false;
          });
      }, tickMs);
    },
    async stop() {
      leading = false;
      if (timer) clearInterval(timer);
      await queue;
    },
  };
}
