import type { Locale } from './locales';

/**
 * Real-time channel names and the WebSocket path, without the event schemas: the browser names channels on every
 * page and should not load zod for it (docs/decisions/018). `./realtime` re-exports both.
 */
export const realtimeChannels = {
  /** Public updates for every visitor of a locale (the spec's "pt is used for br" is the locale negotiation's). */
  publicUpdates: (locale: Locale) => `public:${locale}`,
  /** Everything about one match: all its markets, clock and score. */
  match: (matchId: number) => `match:${matchId}`,
  /** One player's private updates; subscribing needs a subscription token for that player. */
  player: (playerId: string) => `private:${playerId}`,
} as const;

export const REALTIME_PATH = '/connection/websocket';
