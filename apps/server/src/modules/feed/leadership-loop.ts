import type { FastifyBaseLogger } from 'fastify';
import type { Leadership } from '../../db/leadership';
import type { FeedRunner } from './runner';

/** How long a node waits before competing for the feed again after its start failed. */
export const FEED_RESTART_DELAY_MS = 2_000;

/**
 * Runs the feed on this node whenever it holds the feed's leadership (one node of several on one PostgreSQL):
 * store the feed's state, then tick. A lost lead stops the feed and competes again. A start that fails (its
 * connection terminated mid-snapshot) gives the lead up and competes again after a pause: holding the lock
 * with no feed running would stop the feed for every node until a restart, as the cluster test once saw.
 * Answers the function that ends it (at shutdown).
 */
export function runFeedWhileLeading(options: {
  runner: FeedRunner;
  leadership: Leadership;
  logger: FastifyBaseLogger;
  tickMs: number;
  /** Runs after each start of the feed on this node (demo data that needs the catalogue). */
  onStarted?: () => Promise<void>;
  restartDelayMs?: number;
}): () => Promise<void> {
  const { runner, leadership, logger } = options;
  let ended = false;
  let retry: NodeJS.Timeout | undefined;

  // Every way back into the competition (the first, after a lost lead, after a failed start) logs what escapes it.
  const compete = (): void => {
    lead().catch((err) => logger.error({ err }, 'feed could not start'));
  };
  const lead = async (): Promise<void> => {
    await leadership.acquire(() => {
      logger.warn('feed leadership lost; stopping the feed and waiting to lead again');
      void runner.stop().then(compete);
    });
    if (ended) return;
    logger.info('this node runs the feed');
    try {
      await runner.syncSnapshot();
      runner.startTimer(options.tickMs);
    } catch (err) {
      logger.error({ err }, 'feed could not start; giving the lead up and trying again');
      await runner.stop();
      await leadership.release();
      if (!ended) retry = setTimeout(compete, options.restartDelayMs ?? FEED_RESTART_DELAY_MS);
      return;
    }
    await options.onStarted?.().catch((err) => logger.error({ err }, 'after the feed started'));
  };
  compete();

  return async () => {
    ended = true;
    clearTimeout(retry);
    await leadership.release();
  };
}
