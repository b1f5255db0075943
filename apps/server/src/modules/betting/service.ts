import type { PlacementRequest } from '@sportsbook/contracts/betting';
import type { FastifyBaseLogger } from 'fastify';
import type { BatchingOptions } from '../../db/batcher';
import type { Database } from '../../db/client';
import type { SignedInPlayer } from '../../http/session';
import {
  type Decisions,
  DUE_BETS_PER_SWEEP,
  decideSubmittedBets,
  dueSubmittedBets,
  nextAcceptanceAt,
} from './acceptance';
import type { BettingConfig } from './config';
import { type BettingPublisher, balanceEvents, publishSafely } from './events';
import { type PlacementIo, placeBets } from './placement';
import { createPlacementWriter } from './placement-batcher';
import { createContextReader } from './placement-context';

export interface BettingService {
  config: BettingConfig;
  place(
    player: SignedInPlayer,
    request: PlacementRequest,
    headerKey: string | undefined,
  ): ReturnType<typeof placeBets>;
  /** Accepts or rejects every submitted bet whose in-play delay ended by `now`; answers how many it decided. */
  acceptDueBets(now?: Date): Promise<number>;
  /**
   * Picks up what a restart left: decides the submitted bets already due and sets a timer for the next one
   * (their placement timers died with the previous process).
   */
  start(): Promise<void>;
  /** Stops the timers and sweeps; answers once the decision under way (if any) has ended. */
  close(): Promise<void>;
}

/**
 * Placement plus the in-play delay job: after a live bet is placed a timer fires when its delay ends and
 * decides every due bet; at start the bets a restart left are swept and the next one scheduled.
 */
export function createBettingService(options: {
  db: Database;
  config: BettingConfig;
  publish: BettingPublisher;
  logger: FastifyBaseLogger;
  clock?: () => Date;
  /** How placement statements are batched (db/batcher); one slot where the database serves one connection. */
  batching?: BatchingOptions;
  /** Due in-play bets decided per transaction (default DUE_BETS_PER_SWEEP). */
  acceptanceBatch?: number;
}): BettingService {
  const { db, config, publish, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const timers = new Set<NodeJS.Timeout>();
  // Concurrent placements share their context reads and their writes (one statement and commit per batch).
  const batching = options.batching ?? { inFlight: 4 };
  const io: PlacementIo = {
    readContext: createContextReader(db, batching),
    write: createPlacementWriter(db, batching).write,
  };
  const onPublishError = (err: unknown) => logger.warn({ err }, 'betting event not published');

  // Set by close: a sweep stops after the batch under way, so none runs on a database being closed.
  let closed = false;
  const batchSize = options.acceptanceBatch ?? DUE_BETS_PER_SWEEP;
  // A batch that fails (a deadlock with another writer, one broken bet) is decided again bet by bet, so the
  // others are not held back; a bet that fails alone fails the sweep, as before.
  const decide = async (due: readonly number[], now: Date): Promise<Decisions> => {
    try {
      return await decideSubmittedBets(db, due, now);
    } catch (err) {
      if (due.length === 1) throw err;
      logger.warn({ err }, 'in-play batch failed; deciding its bets one by one');
      const outcome: Decisions = { decided: 0, events: [] };
      for (const id of due) {
        if (closed) break;
        const one = await decideSubmittedBets(db, [id], now);
        outcome.decided += one.decided;
        outcome.events.push(...one.events);
      }
      return outcome;
    }
  };
  const sweep = async (now: Date) => {
    let decided = 0;
    while (!closed) {
      const due = await dueSubmittedBets(db, now, batchSize);
      const outcome = await decide(due, now);
      decided += outcome.decided;
      await publishSafely(publish, outcome.events, onPublishError);
      if (due.length < batchSize) return decided;
    }
    return decided;
  };

  // One sweep at a time, and at most one waiting. Every live placement sets a timer, and timers that fired while a
  // sweep ran used to start sweeps of their own: each read the same due bets and opened a transaction per bet,
  // nearly all finding it decided already. Under sustained load (24 loops placing live bets) that made hundreds of
  // redundant transactions a second, each holding PGlite's only connection, and placement fell to a few slips a
  // second. A call made while a sweep waits joins it, at the later of the two moments (a sweep decides all that
  // is due by its moment, so it covers both).
  let running: Promise<unknown> = Promise.resolve();
  let waiting: { at: Date; decided: Promise<number> } | undefined;
  const acceptDueBets = (now = clock()): Promise<number> => {
    if (closed) return Promise.resolve(0);
    if (waiting) {
      if (now > waiting.at) waiting.at = now;
      return waiting.decided;
    }
    const next: { at: Date; decided: Promise<number> } = { at: now, decided: Promise.resolve(0) };
    next.decided = running.then(() => {
      waiting = undefined;
      return sweep(next.at);
    });
    waiting = next;
    running = next.decided.catch(() => undefined);
    return next.decided;
  };

  const schedule = (at: Date, then?: (sweptAt: Date) => Promise<void>) => {
    if (closed) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        // A timer may fire a millisecond before the clock reads its moment (timers and Date keep time apart):
        // the sweep still counts as at `at`, or the bet it was set for would not be due yet and would never be
        // looked at again.
        const sweptAt = new Date(Math.max(clock().getTime(), at.getTime()));
        acceptDueBets(sweptAt)
          .then(() => (closed ? undefined : then?.(sweptAt)))
          .catch((err) => logger.error({ err }, 'in-play acceptance failed'));
      },
      Math.max(0, at.getTime() - clock().getTime()),
    );
    timer.unref();
    timers.add(timer);
  };

  // Bets submitted before a restart have no timer: each sweep schedules the next of them. "Next" is after the
  // moment the sweep used, not a fresh reading of the clock, so a bet due in between is not skipped.
  const scheduleLeftovers = async (sweptAt: Date): Promise<void> => {
    const next = await nextAcceptanceAt(db, sweptAt);
    if (next) schedule(next, scheduleLeftovers);
  };

  return {
    config,
    async place(player, request, headerKey) {
      const outcome = await placeBets(db, player, request, headerKey, config, io, clock());
      await publishSafely(publish, balanceEvents(outcome.balanceChanges), onPublishError);
      if (outcome.delayedUntil) schedule(outcome.delayedUntil);
      return outcome;
    },
    acceptDueBets,
    async start() {
      try {
        const now = clock();
        await acceptDueBets(now);
        await scheduleLeftovers(now);
      } catch (err) {
        logger.error({ err }, 'in-play bets left by a restart could not be decided yet');
      }
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running;
    },
  };
}
