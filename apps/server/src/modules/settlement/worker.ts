import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { BettingEvent, BettingPublisher } from '../betting/events';
import { claimJobs, completeJobs, extendLease, failJobs, type SettlementJob } from './jobs';
import { affectedBetIds } from './repository';
import { SettlementRace, settleChunk } from './settle-chunk';

export interface SettlementConfig {
  /** Bets settled per database transaction. */
  chunkSize: number;
  /** Chunk transactions in flight at once (1 on single-connection PGlite). */
  concurrency: number;
  /** Jobs (markets) claimed and settled together. */
  jobsPerClaim: number;
  /** How often an idle worker looks for jobs another node's feed enqueued. */
  pollMs: number;
  /** How long a claim lasts without news from its worker before another worker may take the job. */
  leaseMs: number;
}

export const defaultSettlementConfig: SettlementConfig = {
  chunkSize: 2_000,
  concurrency: 2,
  jobsPerClaim: 200,
  pollMs: 1_000,
  leaseMs: 60_000,
};

export interface SettlementRun {
  /** Jobs finished. */
  jobs: number;
  /** Bets whose state or leg results changed. */
  bets: number;
}

export interface SettlementWorker {
  /** Starts polling for jobs (every node runs a worker; they share the queue). */
  start(): void;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
  /** New jobs are waiting (the feed runner stored results): run now rather than at the next poll. */
  wake(): void;
  /** Runs until no job is runnable; resolves with what this call's runs did (tests, benchmarks). */
  drain(): Promise<SettlementRun>;
}

const RETRYABLE = new Set(['40P01', '40001']);

/** The SQLSTATE of a driver error, looking through the wrappers Drizzle puts around it. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && typeof e.code === 'string') return e.code;
  }
  return undefined;
}

/** Deadlocks, serialization failures and balance races leave nothing behind: the chunk is simply run again. */
async function settleChunkRetrying(db: Database, ids: readonly number[], now: () => Date) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await settleChunk(db, ids, now());
    } catch (error) {
      const state = sqlState(error);
      const retryable = error instanceof SettlementRace || (state !== undefined && RETRYABLE.has(state));
      if (attempt >= 3 || !retryable) throw error;
    }
  }
}

/** Sends a chunk's events together; publishing never fails settlement (the money has moved). */
async function publishAll(
  publish: BettingPublisher,
  events: readonly { playerId: number; event: BettingEvent }[],
  onError: (error: unknown) => void,
) {
  await Promise.all(
    events.map(async ({ playerId, event }) => {
      try {
        await publish(playerId, event);
      } catch (error) {
        onError(error);
      }
    }),
  );
}

/**
 * The settlement job queue's worker: claims jobs (markets whose results changed), lists the bets that are out of
 * line with the results, settles them chunk by chunk and publishes each chunk's bet_changed and balance_changed
 * after its commit. A failed job stays in the queue with a back-off; a job run twice changes nothing.
 */
export function createSettlementWorker(options: {
  db: Database;
  publish: BettingPublisher;
  logger: FastifyBaseLogger;
  config?: Partial<SettlementConfig>;
  clock?: () => Date;
}): SettlementWorker {
  const { db, publish, logger } = options;
  const config = { ...defaultSettlementConfig, ...options.config };
  const clock = options.clock ?? (() => new Date());
  const onPublishError = (err: unknown) => logger.warn({ err }, 'settlement event not published');
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SettlementRun> | undefined;
  let requested = false;
  let stopping = false;

  const settleJobs = async (jobs: SettlementJob[]): Promise<number> => {
    const started = Date.now();
    const ids = await affectedBetIds(
      db,
      jobs.map((job) => job.id),
    );
    const chunks: number[][] = [];
    for (let from = 0; from < ids.length; from += config.chunkSize) {
      chunks.push(ids.slice(from, from + config.chunkSize));
    }
    let next = 0;
    let changed = 0;
    let failure: unknown;
    let leaseTakenAt = Date.now();
    // Events go out in commit order, one chunk's while the next ones are settled.
    let publishing: Promise<void> = Promise.resolve();
    const runner = async () => {
      for (let chunk = chunks[next++]; chunk && failure === undefined; chunk = chunks[next++]) {
        try {
          const outcome = await settleChunkRetrying(db, chunk, clock);
          changed += outcome.changed;
          for (const refused of outcome.refused) {
            logger.error(
              refused,
              'settlement correction not posted: the player has already spent the payout',
            );
          }
          const previous = publishing;
          publishing = previous.then(() => publishAll(publish, outcome.events, onPublishError));
          await previous;
          if (Date.now() - leaseTakenAt > config.leaseMs / 3) {
            leaseTakenAt = Date.now();
            await extendLease(db, jobs, config.leaseMs);
          }
        } catch (error) {
          failure ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(config.concurrency, chunks.length) }, runner));
    await publishing;
    if (failure !== undefined) throw failure;
    if (ids.length > 0) {
      logger.info({ jobs: jobs.length, bets: changed, ms: Date.now() - started }, 'markets settled');
    }
    return changed;
  };

  /** One claim and its work; undefined when nothing was runnable. */
  const runOnce = async (): Promise<SettlementRun | undefined> => {
    const jobs = await claimJobs(db, config.jobsPerClaim, config.leaseMs);
    if (jobs.length === 0) return undefined;
    try {
      const bets = await settleJobs(jobs);
      await completeJobs(db, jobs);
      return { jobs: jobs.length, bets };
    } catch (err) {
      logger.error({ err, jobs: jobs.map((j) => j.id) }, 'settlement jobs failed; they will run again');
      await failJobs(db, jobs, err instanceof Error ? err.message : String(err));
      return { jobs: 0, bets: 0 };
    }
  };

  const loop = async (): Promise<SettlementRun> => {
    const total: SettlementRun = { jobs: 0, bets: 0 };
    try {
      while (requested && !stopping) {
        requested = false;
        for (let done = await runOnce(); done && !stopping; done = await runOnce()) {
          total.jobs += done.jobs;
          total.bets += done.bets;
        }
      }
    } catch (err) {
      logger.error({ err }, 'settlement queue unavailable; retrying at the next poll');
    }
    return total;
  };

  // One run at a time per node; a wake-up during a run makes it look again before it ends.
  const run = (): Promise<SettlementRun> => {
    requested = true;
    running ??= loop().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    start() {
      stopping = false;
      timer ??= setInterval(() => void run(), config.pollMs);
      timer.unref();
      void run();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    wake() {
      if (!stopping) void run();
    },
    drain: run,
  };
}
