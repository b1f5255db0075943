import type { PlacementRequest } from '@sportsbook/contracts/betting';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SignedInPlayer } from '../../http/session';
import { decideSubmittedBet, dueSubmittedBets } from './acceptance';
import type { BettingConfig } from './config';
import { type BettingPublisher, balanceEvents, publishSafely } from './events';
import { type PlacementIo, placeBets } from './placement';
import { createContextReader } from './placement-context';
import { createPlacementWriter } from './placement-writer';

export interface BettingService {
  config: BettingConfig;
  place(
    player: SignedInPlayer,
    request: PlacementRequest,
    headerKey: string | undefined,
  ): ReturnType<typeof placeBets>;
  /** Accepts or rejects every submitted bet whose in-play delay ended by `now`; answers how many it decided. */
  acceptDueBets(now?: Date): Promise<number>;
  close(): void;
}

/**
 * Placement plus the in-play delay job: after a live bet is placed a timer fires when its delay ends and
 * decides every due bet (a restart leaves due bets to the next placement's timer or an explicit sweep).
 */
export function createBettingService(options: {
  db: Database;
  config: BettingConfig;
  publish: BettingPublisher;
  logger: FastifyBaseLogger;
  clock?: () => Date;
}): BettingService {
  const { db, config, publish, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const timers = new Set<NodeJS.Timeout>();
  // Concurrent placements share their context reads and their writes (one statement and commit per batch).
  const io: PlacementIo = { readContext: createContextReader(db), write: createPlacementWriter(db).write };
  const onPublishError = (err: unknown) => logger.warn({ err }, 'betting event not published');

  const acceptDueBets = async (now = clock()) => {
    let decided = 0;
    for (const id of await dueSubmittedBets(db, now)) {
      const events = await decideSubmittedBet(db, id, now);
      if (events.length > 0) decided++;
      await publishSafely(publish, events, onPublishError);
    }
    return decided;
  };

  const schedule = (at: Date) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        acceptDueBets().catch((err) => logger.error({ err }, 'in-play acceptance failed'));
      },
      Math.max(0, at.getTime() - clock().getTime()),
    );
    timer.unref();
    timers.add(timer);
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
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
