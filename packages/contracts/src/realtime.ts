import { z } from 'zod';
import { bonusIssuedEventSchema } from './bonuses';
import { statisticsSchema } from './catalogue';
import { tournamentPoolChangedSchema } from './hunting';
import { matchIncidentsEventSchema } from './match-info';
import { notificationEventSchema, unreadCountersChangedEventSchema } from './notifications';

/**
 * Real-time channels and the events published on them (spec part 2 §7). Every publication's data is one event
 * `{ type, data }`; the browser parses it with `realtimeEventSchema` and ignores types it does not know.
 */
export { REALTIME_PATH, realtimeChannels } from './realtime-channels';

export const outcomeChangeSchema = z.object({ id: z.string(), odds: z.number().int(), active: z.boolean() });

export const marketChangeSchema = z.object({
  id: z.number().int(),
  specifier: z.string(),
  status: z.number().int(),
  outcomes: z.array(outcomeChangeSchema),
});
export type MarketChange = z.infer<typeof marketChangeSchema>;

export const matchChangeSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  statistics: statisticsSchema,
});
export type MatchChange = z.infer<typeof matchChangeSchema>;

export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** Clock, score or status of matches changed (a batch per feed tick). */
  z.object({ type: z.literal('match_changed'), data: z.array(matchChangeSchema) }),
  /** Prices or statuses of a match's markets changed; status 0 means the market is gone. */
  z.object({
    type: z.literal('markets_changed'),
    data: z.object({ match_id: z.number().int(), markets: z.array(marketChangeSchema) }),
  }),
  z.object({
    type: z.literal('match_status_changed'),
    data: z.array(z.object({ id: z.number().int(), status: z.number().int() })),
  }),
  z.object({
    type: z.literal('provider_status_changed'),
    data: z.object({ provider: z.string(), active: z.boolean() }),
  }),
  z.object({
    type: z.literal('balance_changed'),
    data: z.object({ currency: z.string(), balance: z.number().int() }),
  }),
  /** A bet of the player changed status or result (accepted, rejected, settled, cashed out). */
  z.object({
    type: z.literal('bet_changed'),
    data: z.object({
      id: z.string(),
      status: z.string(),
      result: z.enum(['win', 'lose', 'refund']).nullable(),
      win_amount: z.number().int(),
    }),
  }),
  /** The cash-out offer of an open bet changed; null when cash-out is not available now. */
  z.object({
    type: z.literal('bet_cashout_changed'),
    data: z.object({ id: z.string(), to_cashout: z.number().int().nullable() }),
  }),
  /** A bonus was issued to the player (ADR 028: its id and type; the lists answer the rest). */
  bonusIssuedEventSchema,
  /** A live match's tracker incidents, on its match channel (ADR 031). */
  matchIncidentsEventSchema,
  /** A notification was recorded for the player (docs/decisions/029: worded in the player's locale). */
  notificationEventSchema,
  /** The player's unread notification count changed (a new one, or some read). */
  unreadCountersChangedEventSchema,
  /** A tournament's pool changed after a settlement farmed for it, on every public channel (ADR 035). */
  z.object({ type: z.literal('tournament_pool_changed'), data: tournamentPoolChangedSchema }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

export const websocketTokenResponseSchema = z.object({ token: z.string() });
export const websocketAuthorizeBodySchema = z.object({
  channels: z.array(z.string().min(1).max(255)).min(1).max(32),
});
export const websocketAuthorizeResponseSchema = z.object({
  channels: z.array(z.object({ channel: z.string(), token: z.string() })),
});
