import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { BettingPublisher } from '../betting';
import { claimJobs, completeJobs, extendLease, failJobs, type SettlementJob } from './jobs';
import { affectedBetIds } from './repository';
import { type PoolPublisher, settleInChunks } from './run-chunks';

export interface SettlementConfig {
  /** Bets settled per database transaction. */
  chunkSize: number;
  /** Chunk transactions in flight at once (1 on single-connection PGlite). */
  concurrency: number;
  /** Jobs (markets) claimed and settled together. */
  jobsPerClaim: number;
  /** How often an idle worker looks for jobs another node's feed enqueued. */
  pollMs: number;
  /**
   * How long a claim lasts without news from its worker before another worker may take the job: a crashed node's
   * jobs are taken over within this time (and one poll). A live worker renews it every third of it.
   */
  leaseMs: number;
}

export const defaultSettlementConfig: SettlementConfig = {
  chunkSize: 2_000,
  concurrency: 2,
  jobsPerClaim: 200,
  pollMs: 1_000,
  leaseMs: 10_000,
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
  publishPool?: PoolPublisher;
}): SettlementWorker {
  const { db, publish, logger } = options;
  const config = { ...defaultSettlementConfig, ...options.config };
  const clock = options.clock ?? (() => new Date());
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
    const heartbeat = renewWhileRunning(db, jobs, config.leaseMs, logger);
    const { changed, failed } = await settleInChunks(ids, {
      db,
      publish,
      logger,
      chunkSize: config.chunkSize,
      concurrency: config.concurrency,
      clock,
      publishPool: options.publishPool,
    }).finally(heartbeat.stop);
    if (ids.length > 0) {
      logger.info({ jobs: jobs.length, bets: changed, ms: Date.now() - started }, 'markets settled');
    }
    // The jobs stay queued for the bets that could not be settled; the next run lists only those.
    if (failed.length > 0)
      throw new Error(`${failed.length} bets could not be settled: ${failed.slice(0, 20).join(', ')}`);
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

/**
 * Renews the jobs' lease every third of it while they are being settled, on a timer rather than between chunks,
 * so a short lease holds however long one chunk's transaction takes. A missed renewal is only logged: the worst
 * case is another worker settling the same bets, which changes nothing the second time.
 */
function renewWhileRunning(
  db: Database,
  jobs: readonly SettlementJob[],
  leaseMs: number,
  logger: FastifyBaseLogger,
): { stop: () => void } {
  const timer = setInterval(() => {
    extendLease(db, jobs, leaseMs).catch((err) => logger.warn({ err }, 'settlement lease not renewed'));
  }, leaseMs / 3);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
