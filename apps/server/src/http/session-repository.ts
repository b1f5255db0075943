import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sha256 } from '../core/secrets';
import type { Database } from '../db/client';
import { nameStatement, preparedStatement } from '../db/prepared';
import { playerLimits } from '../db/schema/limits';
import { players, sessions } from '../db/schema/players';

export interface NewSession {
  playerId: number;
  tokenHash: string;
  now: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Database, session: NewSession): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({
      playerId: session.playerId,
      tokenHash: session.tokenHash,
      createdAt: session.now,
      lastActivityAt: session.now,
      expiresAt: session.expiresAt,
      ip: session.ip,
      userAgent: session.userAgent?.slice(0, 400) ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

const at = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;

// Prepared once per database: every signed-in request runs it, and building the query each time cost more CPU
// than running it (on PostgreSQL it is also a named statement, planned once per connection). It takes many token
// hashes at once, so the lookups of concurrent requests can share one round trip (see http/session.ts).
function prepareLiveSessions(db: Database) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastActivityAt: sessions.lastActivityAt,
      lastPingAt: sessions.lastPingAt,
      player: players,
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(
      and(
        sql`${sessions.tokenHash} = ANY(${sql.placeholder('tokenHashes')}::text[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at('now')),
        gt(sessions.lastActivityAt, at('idleSince')),
        eq(players.blocked, false),
        sql`NOT EXISTS (SELECT 1 FROM ${playerLimits} WHERE ${playerLimits.playerId} = ${players.id}
          AND ${playerLimits.type} IN ('selfexclusion', 'coolingoff') AND ${playerLimits.status} = 'active'
          AND (${playerLimits.endsAt} IS NULL OR ${playerLimits.endsAt} > ${at('now')}))`,
      ),
    )
    .prepare('players_live_sessions');
}

const liveSessionQueries = new WeakMap<Database, ReturnType<typeof prepareLiveSessions>>();

export type LiveSession = Awaited<ReturnType<ReturnType<typeof prepareLiveSessions>['execute']>>[number];

/**
 * The live sessions among these token hashes, with their players: not revoked, not expired, not idle too long,
 * the player not blocked and not under a self-exclusion or cooling-off that is still running.
 */
export async function findLiveSessions(
  db: Database,
  tokenHashes: readonly string[],
  now: Date,
  idleSince: Date,
): Promise<LiveSession[]> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSessions(db);
    nameStatement(db, query, 'players_live_sessions');
    liveSessionQueries.set(db, query);
  }
  return query.execute({
    tokenHashes: [...tokenHashes],
    now: now.toISOString(),
    idleSince: idleSince.toISOString(),
  });
}

/**
 * Records activity on many sessions in one statement, each at its own moment (a session named twice keeps the
 * later). Activity only moves forward: an older moment never replaces a newer one.
 */
export async function touchSessions(
  db: Database,
  touches: readonly { sessionId: number; at: Date }[],
): Promise<void> {
  const latest = new Map<number, Date>();
  for (const { sessionId, at } of touches) {
    const known = latest.get(sessionId);
    if (!known || at > known) latest.set(sessionId, at);
  }
  if (latest.size === 0) return;
  const ids = [...latest.keys()];
  await touchStatement(db, [ids, ids.map((id) => latest.get(id)?.toISOString())]);
}

// Named and planned once (db/prepared.ts): every signed-in request past its minute runs it. Each session is
// probed by its primary key (a LATERAL lookup), whatever the generic plan guesses about the number of sessions.
const touchStatement = preparedStatement(
  'players_touch_sessions',
  `UPDATE sessions s SET last_activity_at = t.at
  FROM unnest($1::int[], $2::timestamptz[]) AS t (id, at)
  CROSS JOIN LATERAL (SELECT id FROM sessions WHERE id = t.id LIMIT 1) found
  WHERE s.id = found.id AND s.last_activity_at < t.at`,
  z.unknown(),
);

export async function recordPing(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastPingAt: now, lastActivityAt: now }).where(eq(sessions.id, sessionId));
}

/** continueSession: the reality check's periods of this session count from `at` from now on. */
export async function recordRealityCheckContinuation(
  db: Database,
  sessionId: number,
  at: Date,
): Promise<void> {
  await db.update(sessions).set({ realityCheckContinuedAt: at }).where(eq(sessions.id, sessionId));
}

/** The session's last continueSession, null when the player never continued. */
export async function realityCheckContinuation(db: Database, sessionId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sessions.realityCheckContinuedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.at ?? null;
}

export async function revokeSession(
  db: Database,
  sessionId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a player (password reset, self-exclusion, cooling-off). */
export async function revokePlayerSessions(
  db: Database,
  playerId: number,
  reason: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/**
 * Spends a host's hand-over token (ADR 032): a row of its own in `sessions`, keyed by the token's id under a
 * prefix no session's sha256 can have, revoked from birth so it never signs anyone in, kept until the token would
 * have expired anyway. The unique token_hash makes a second use find the row: false, nothing written.
 */
export async function spendHandoverToken(
  db: Database,
  spent: { playerId: number; tokenId: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(sessions)
    .values({
      playerId: spent.playerId,
      tokenHash: `handover:${sha256(spent.tokenId)}`,
      createdAt: spent.now,
      lastActivityAt: spent.now,
      expiresAt: spent.expiresAt,
      revokedAt: spent.now,
      revokedReason: 'handover_token_spent',
    })
    .onConflictDoNothing({ target: sessions.tokenHash })
    .returning({ id: sessions.id });
  return rows.length === 1;
}
