import type { NotificationKind, NotificationObjectType } from '@sportsbook/contracts/notification-kinds';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { arrayParam, equalsAny, rawRows } from '../../db/raw-rows';
import { type NotificationParams, notifications } from '../../db/schema/notifications';

/**
 * How many notifications a player keeps: recording one more drops the oldest past this (docs/decisions/029). A
 * settlement notifies each of its players once per bet; a list of the last two hundred events is what a player
 * scrolls, and the cap keeps a player's rows, and so the list and count, bounded.
 */
export const NOTIFICATIONS_KEPT_PER_PLAYER = 200;

/** A notification an event records: the fact, never its words. */
export interface NotificationDraft {
  playerId: number;
  kind: NotificationKind;
  /** The event's own name (`bet:12`): the same event recorded again is one notification. */
  source: string;
  params: NotificationParams;
  object: { type: NotificationObjectType; id: number } | null;
}

export type NotificationRow = typeof notifications.$inferSelect;

/** A row just recorded, with the locale of its player (the live event is worded in it). */
export interface RecordedRow {
  row: NotificationRow;
  locale: string;
}

interface InsertedRaw {
  id: number;
  player_id: number;
  kind: NotificationKind;
  source: string;
  params: NotificationParams | string;
  object_type: NotificationObjectType | null;
  object_id: number | null;
  created_at: Date | string;
  locale: string;
}

/**
 * Inserts the drafts in one statement; a draft whose (player, kind, source) is already recorded is skipped, so
 * only the rows this call created come back.
 */
export async function insertNotifications(
  tx: Database,
  drafts: readonly NotificationDraft[],
  now: Date,
): Promise<RecordedRow[]> {
  if (drafts.length === 0) return [];
  const rows = await rawRows<InsertedRaw>(
    tx,
    sql`WITH inserted AS (
      INSERT INTO notifications (player_id, kind, source, params, object_type, object_id, created_at)
      SELECT v.player_id, v.kind, v.source, v.params::jsonb, v.object_type, v.object_id, ${now.toISOString()}::timestamptz
      FROM unnest(
        ${arrayParam(drafts.map((d) => d.playerId))}::int[],
        ${arrayParam(drafts.map((d) => d.kind))}::text[],
        ${arrayParam(drafts.map((d) => d.source))}::text[],
        ${arrayParam(drafts.map((d) => JSON.stringify(d.params)))}::text[],
        ${arrayParam(drafts.map((d) => d.object?.type ?? null))}::text[],
        ${arrayParam(drafts.map((d) => d.object?.id ?? null))}::int[]
      ) AS v(player_id, kind, source, params, object_type, object_id)
      ON CONFLICT (player_id, kind, source) DO NOTHING
      RETURNING *
    )
    SELECT inserted.*, players.locale FROM inserted JOIN players ON players.id = inserted.player_id
    ORDER BY inserted.id`,
  );
  return rows.map((raw) => ({
    locale: raw.locale,
    row: {
      id: raw.id,
      playerId: raw.player_id,
      kind: raw.kind,
      source: raw.source,
      params: typeof raw.params === 'string' ? (JSON.parse(raw.params) as NotificationParams) : raw.params,
      objectType: raw.object_type,
      objectId: raw.object_id,
      createdAt: new Date(raw.created_at),
      readAt: null,
    },
  }));
}

/** Drops each player's notifications past the newest NOTIFICATIONS_KEPT_PER_PLAYER, in one statement. */
export async function pruneNotifications(tx: Database, playerIds: readonly number[]): Promise<void> {
  if (playerIds.length === 0) return;
  await tx.execute(sql`DELETE FROM notifications n
    USING (
      SELECT p.player_id, (
        SELECT id FROM notifications WHERE player_id = p.player_id
        ORDER BY id DESC OFFSET ${NOTIFICATIONS_KEPT_PER_PLAYER} LIMIT 1
      ) AS last_dropped
      FROM unnest(${arrayParam(playerIds)}::int[]) AS p(player_id)
    ) f
    WHERE n.player_id = f.player_id AND n.id <= f.last_dropped`);
}

/** Unread counts of several players in one statement (a player with none is answered 0). */
export async function unreadCounts(db: Database, playerIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(playerIds.map((id) => [id, 0]));
  if (playerIds.length === 0) return counts;
  const rows = await db
    .select({ playerId: notifications.playerId, n: count() })
    .from(notifications)
    .where(and(equalsAny(notifications.playerId, playerIds, 'int'), isNull(notifications.readAt)))
    .groupBy(notifications.playerId);
  for (const row of rows) counts.set(row.playerId, Number(row.n));
  return counts;
}

export async function unreadCount(db: Database, playerId: number): Promise<number> {
  return (await unreadCounts(db, [playerId])).get(playerId) ?? 0;
}

/** A page of the player's notifications, newest first, and how many the player has. */
export async function listNotifications(
  db: Database,
  playerId: number,
  page: { page: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const mine = eq(notifications.playerId, playerId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(notifications).where(mine),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/**
 * Marks the player's notifications of these ids read (those read already keep their time). Answers how many of
 * the ids are the player's; the caller refuses, and rolls back, when some are not.
 */
export async function markRead(
  tx: Database,
  playerId: number,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  const owned = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.playerId, playerId), equalsAny(notifications.id, ids, 'int')))
    .returning({ id: notifications.id });
  return owned.length;
}

/** Marks every unread notification of the player read. */
export async function markAllRead(db: Database, playerId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)));
}
