import type { PlayerEvent } from '../platform/player-publisher';

/** One event the app published to a player's private channel. */
export interface PublishedEvent {
  playerId: number;
  event: PlayerEvent;
}

/**
 * Records what the app publishes to players, for a test to read: pass `publishToPlayer` as the app's (or a job
 * context's) dependency. `published` holds every event in order; a test may empty it between steps.
 */
export function recordPlayerEvents() {
  const published: PublishedEvent[] = [];
  return {
    published,
    publishToPlayer: (playerId: number, event: PlayerEvent): void => {
      published.push({ playerId, event });
    },
    /** The events of one kind sent to one player, in order. */
    ofType<Type extends PlayerEvent['type']>(playerId: number, type: Type) {
      return published
        .filter((p) => p.playerId === playerId && p.event.type === type)
        .map((p) => p.event as Extract<PlayerEvent, { type: Type }>);
    },
    /** Each balance a `balance_changed` announced, with its player, in order. */
    balances(): { playerId: number; balance: number }[] {
      return published.flatMap(({ playerId, event }) =>
        event.type === 'balance_changed' ? [{ playerId, balance: event.data.balance }] : [],
      );
    },
  };
}
