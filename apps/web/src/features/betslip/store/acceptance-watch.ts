import { type BetStatus, isAwaitingAcceptance, isBetStatus } from '@sportsbook/domain/bet-status';

/**
 * Follows bets awaiting in-play acceptance (status submitted) until each is accepted or refused: from
 * `bet_changed` on the player's channel, or from polling the open bets (a watched bet no longer open was
 * refused: accepted bets stay open until settled). Polling runs only while something is watched.
 */

export interface AcceptanceWatchDeps {
  /** GET /v3/bets?status=open: ids and statuses of the player's open bets. */
  fetchOpen(): Promise<{ id: string; status: string }[]>;
  onDecided(betId: string, status: BetStatus, quick: boolean): void;
  intervalMs: number;
  /** Runs `run` after `ms`; answers the function that cancels it. */
  setTimer(run: () => void, ms: number): () => void;
}

export function createAcceptanceWatch(deps: AcceptanceWatchDeps) {
  const watched = new Map<string, { quick: boolean }>();
  let cancel: (() => void) | null = null;
  let polling = false;

  function decide(betId: string, status: BetStatus): void {
    const entry = watched.get(betId);
    if (!entry || isAwaitingAcceptance(status)) return;
    watched.delete(betId);
    if (watched.size === 0 && cancel !== null) {
      cancel();
      cancel = null;
    }
    deps.onDecided(betId, status, entry.quick);
  }

  async function poll(): Promise<void> {
    cancel = null;
    if (watched.size === 0 || polling) return;
    polling = true;
    try {
      const open = new Map((await deps.fetchOpen()).map((bet) => [bet.id, bet.status]));
      for (const id of [...watched.keys()]) {
        const status = open.get(id);
        if (status === undefined) decide(id, 'rejected');
        else if (isBetStatus(status)) decide(id, status);
      }
    } catch {
      // The next round (or the channel) tells.
    } finally {
      polling = false;
    }
    schedule();
  }

  function schedule(): void {
    if (watched.size > 0 && cancel === null) cancel = deps.setTimer(() => void poll(), deps.intervalMs);
  }

  return {
    watch(betIds: readonly string[], quick: boolean): void {
      for (const id of betIds) watched.set(id, { quick });
      schedule();
    },
    /** `bet_changed` from the player's channel. */
    onBetChanged(betId: string, status: string): void {
      if (isBetStatus(status)) decide(betId, status);
    },
    stop(): void {
      watched.clear();
      cancel?.();
      cancel = null;
    },
    get size(): number {
      return watched.size;
    },
  };
}

export type AcceptanceWatch = ReturnType<typeof createAcceptanceWatch>;
