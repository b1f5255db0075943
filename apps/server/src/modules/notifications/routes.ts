import {
  notificationCountersSchema,
  notificationsQuerySchema,
  notificationsReadBodySchema,
  notificationsResponseSchema,
} from '@sportsbook/contracts/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/domain-error';
import { requirePlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { type NotificationsPublished, unreadCountersEvents } from './record';
import { listNotifications, markAllRead, markRead, unreadCount } from './repository';
import { notificationLocale, notificationView } from './views';

type NotificationsContext = Pick<PlatformContext, 'db' | 'clock' | 'publishToPlayer'>;

// `?unread` names the counter asked for; unread is the only one, so it is answered whatever the query says.
const countersQuery = z.object({ unread: z.string().max(16).optional() });

/** Publishing never fails the call: the change is committed, and the player's next fetch shows it. */
export async function publishNotifications(
  ctx: Pick<PlatformContext, 'publishToPlayer'>,
  events: readonly NotificationsPublished[],
  log: { error(details: object, message: string): void },
): Promise<void> {
  for (const { playerId, event } of events) {
    try {
      await ctx.publishToPlayer(playerId, event);
    } catch (err) {
      log.error({ err }, `${event.type} not published`);
    }
  }
}

/**
 * The signed-in player's notifications (spec part 2 §7): the list newest first with the spec's pagination, the
 * unread counter, marking some read by id and marking all read. Visitors get 401. Reading another player's (or
 * an unknown) id is a 404 that marks nothing; each change publishes the new unread count on the player's channel.
 */
export const notificationsRoutes =
  (ctx: NotificationsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;

    app.get(
      '/notifications',
      {
        preHandler: requirePlayer,
        schema: { querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const { page, limit, locale: asked } = request.query;
        const locale = notificationLocale(asked, player.locale);
        const { rows, total } = await listNotifications(db, player.id, { page, limit });
        return {
          data: rows.map((row) => notificationView(row, locale)),
          pagination: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) },
        };
      },
    );

    app.get(
      '/notifications/counters',
      {
        preHandler: requirePlayer,
        schema: { querystring: countersQuery, response: { 200: notificationCountersSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        return { unread: await unreadCount(db, player.id) };
      },
    );

    app.post(
      '/notifications/read',
      {
        preHandler: requirePlayer,
        schema: { body: notificationsReadBodySchema, response: { 200: notificationCountersSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const ids = [...new Set(request.body.ids)];
        await db.transaction(async (tx) => {
          const owned = await markRead(tx, player.id, ids, clock());
          // All or nothing: one id that is not the player's leaves every notification as it was.
          if (owned < ids.length) throw notFound('Notification');
        });
        return answerCount(player.id, request.log);
      },
    );

    app.post(
      '/notifications/read-all',
      { preHandler: requirePlayer, schema: { response: { 200: notificationCountersSchema } } },
      async (request) => {
        const player = await requirePlayer(request);
        await markAllRead(db, player.id, clock());
        return answerCount(player.id, request.log);
      },
    );

    /** Publishes the player's unread count after a change and answers it. */
    async function answerCount(playerId: number, log: FastifyBaseLogger) {
      const events = await unreadCountersEvents(db, [playerId]);
      await publishNotifications(ctx, events, log);
      return {
        unread: events[0]?.event.type === 'unread_counters_changed' ? events[0].event.data.unread : 0,
      };
    }
  };
