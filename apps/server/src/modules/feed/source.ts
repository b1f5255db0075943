import type { OddsFeed, RecordedControlCall } from '@sportsbook/feed/adapter';
import { createSimulator, simulatorWorld } from '@sportsbook/feed/simulator';

/**
 * Where the feed runner's odds feed comes from. It is built when the runner stores its snapshot (and on first use
 * before that), from the control calls recorded on the same world, so a world steered through the control
 * surface is still steered after a restart (ADR 020).
 */
export interface FeedSource {
  /** Names the feed's world; control calls are recorded under it and replayed only into it. */
  readonly world: string;
  create(history: readonly RecordedControlCall[]): OddsFeed;
}

/** The simulator as the feed: its world is its seed and speed, its time the wall clock unless a test sets it. */
export function simulatedFeed(options: {
  seed: string;
  speed: number;
  /** The feed's time when it is built (epoch ms); the wall clock by default. */
  startTime?: () => number;
  /** Whether providers go down on their own (default true); tests turn it off, its times being the wall clock's. */
  outages?: boolean;
}): FeedSource {
  const { seed, speed, outages } = options;
  const startTime = options.startTime ?? Date.now;
  return {
    world: simulatorWorld({ seed, speed }),
    create: (history) => createSimulator({ seed, speed, startTime: startTime(), history, outages }),
  };
}
