import { z } from 'zod';
import { idSchema } from './ids';
import { locales } from './locales';
import { NOTIFICATION_KINDS, NOTIFICATION_OBJECT_TYPES } from './notification-kinds';
import { pageParams } from './query';

export {
  NOTIFICATION_KINDS,
  NOTIFICATION_OBJECT_TYPES,
  type NotificationKind,
  type NotificationObjectType,
} from './notification-kinds';

/**
 * Player notifications (spec part 2 §3 "Notification", §7 `GET /notifications`, `GET /notifications/counters`,
 * `POST /notifications/read`, `POST /notifications/read-all`; the `notification` and `unread_counters_changed`
 * events of `private:{playerId}`). Stored as facts, worded at read time in the asked locale (docs/decisions/029).
 */

/** The most notifications one page lists, and how many a page lists when the query does not say. */
export const NOTIFICATIONS_PAGE_LIMIT = 50;
export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
/** The most ids one `POST /notifications/read` marks. */
export const NOTIFICATIONS_READ_MAX_IDS = 100;

export const notificationSchema = z.object({
  id: z.string(),
  /** The notification's kind: which event it tells of. */
  type: z.enum(NOTIFICATION_KINDS),
  /** A short heading in the locale ("Bet won"). */
  title: z.string(),
  /** What it is about, one line in the locale ("Bet #12", "Freebet"). */
  caption: z.string(),
  /** The sentence with the amounts, in the locale. */
  body: z.string(),
  /** What the notification opens, and its id; null for one that opens nothing (a deposit). */
  object_type: z.enum(NOTIFICATION_OBJECT_TYPES).nullable(),
  object_id: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  ...pageParams(NOTIFICATIONS_PAGE_LIMIT, NOTIFICATIONS_DEFAULT_LIMIT),
  /** The language of titles and bodies; the player's own locale when absent. */
  locale: z.enum(locales).optional(),
});

/** `GET /notifications`: newest first, with the spec's pagination. */
export const notificationsResponseSchema = z.object({
  data: z.array(notificationSchema),
  pagination: z.object({
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** `GET /notifications/counters?unread`: the counters asked for (only `unread` exists). */
export const notificationCountersSchema = z.object({ unread: z.number().int() });
export type NotificationCounters = z.infer<typeof notificationCountersSchema>;

/** `POST /notifications/read`: the ids to mark read, all the player's own. */
export const notificationsReadBodySchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, { error: 'name at least one notification' })
    .max(NOTIFICATIONS_READ_MAX_IDS, { error: `at most ${NOTIFICATIONS_READ_MAX_IDS} ids at once` }),
});
export type NotificationsReadBody = z.input<typeof notificationsReadBodySchema>;

export const notificationEventSchema = z.object({
  type: z.literal('notification'),
  data: notificationSchema,
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export const unreadCountersChangedEventSchema = z.object({
  type: z.literal('unread_counters_changed'),
  data: notificationCountersSchema,
});
export type UnreadCountersChangedEvent = z.infer<typeof unreadCountersChangedEventSchema>;
