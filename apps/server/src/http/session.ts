import { SESSION_COOKIE } from '@sportsbook/contracts/cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../core/clock';
import { randomToken, sha256 } from '../core/secrets';
import { type BatchingOptions, createBatcher } from '../db/batcher';
import type { Database } from '../db/client';
import type { PlayerRow } from '../db/schema/players';
import { baseCookieOptions } from './cookies';
import { HttpError } from './errors';
import {
  findLiveSessions,
  insertSession,
  type LiveSession,
  revokeSession,
  touchSessions,
} from './session-repository';

/** A session lasts at most 7 days and ends after 12 hours without a request. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 3600;
export const SESSION_IDLE_SECONDS = 12 * 3600;
// Writing last_activity_at on every request would turn every read into a write; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;
/** How long session touches gather before their one UPDATE. */
export const TOUCH_GATHER_MS = 1_000;

/** The signed-in player of a request, as other modules (betting, cash-out, favourites) see it. */
export interface SignedInPlayer {
  id: number;
  sessionId: number;
  sessionStartedAt: Date;
  lastPingAt: Date | null;
  email: string;
  /** The active account's currency. */
  currency: string;
  locale: string;
  country: string;
  /** Serasa "pve": the player may not bet (spec error 114). */
  pve: boolean;
  statuses: string[];
  /** The full row, for the platform's own use. */
  row: PlayerRow;
}

export interface SessionManager {
  /** Opens a session for the player and sets the httpOnly cookie; the session the request carried ends. */
  start(request: FastifyRequest, reply: FastifyReply, playerId: number): Promise<void>;
  /** Ends the request's session (if any) and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply, reason: string): Promise<void>;
  clearCookie(reply: FastifyReply): void;
  resolve(request: FastifyRequest): Promise<SignedInPlayer | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    platformSessions: SessionManager;
  }
}

const resolved = new WeakMap<FastifyRequest, Promise<SignedInPlayer | null>>();

export function installSessions(
  app: FastifyInstance,
  {
    db,
    clock,
    publicUrl,
    batching,
  }: { db: Database; clock: Clock; publicUrl: string; batching?: BatchingOptions },
): SessionManager {
  const cookieOptions = { ...baseCookieOptions(publicUrl), httpOnly: true };

  // Concurrent requests share one session query (db/batcher); "now" is when that query runs.
  const findLive = createBatcher<string, { row: LiveSession | undefined; now: Date }>({
    ...batching,
    run: async (tokenHashes) => {
      const now = clock();
      const idleSince = new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000);
      const rows = await findLiveSessions(db, [...new Set(tokenHashes)], now, idleSince);
      const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
      return tokenHashes.map((hash) => ({ row: byHash.get(hash), now }));
    },
  });

  // Activity is bookkeeping (the idle timeout, signed-in time), not part of the answer: a request does not wait
  // for it, and the sessions due within a second are touched by one UPDATE. Sessions started together (a deploy,
  // a benchmark's seed) come due together; a statement each crowded out everything else on a one-thread database.
  const touch = createBatcher<{ sessionId: number; at: Date }, void>({
    inFlight: 1,
    gatherMs: TOUCH_GATHER_MS,
    batchSize: 500,
    run: async (touches) => {
      await touchSessions(db, touches);
      return touches.map(() => undefined);
    },
  });

  const lookup = async (request: FastifyRequest): Promise<SignedInPlayer | null> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const { row, now } = await findLive(sha256(token));
    if (!row) return null;
    if (now.getTime() - row.lastActivityAt.getTime() > TOUCH_EVERY_MS) {
      touch({ sessionId: row.sessionId, at: now }).catch((err: unknown) =>
        app.log.warn({ err }, 'session activity not recorded'),
      );
    }
    const { player } = row;
    return {
      id: player.id,
      sessionId: row.sessionId,
      sessionStartedAt: row.createdAt,
      lastPingAt: row.lastPingAt,
      email: player.email,
      currency: player.currency,
      locale: player.locale,
      country: player.country,
      pve: player.pve,
      statuses: player.statuses,
      row: player,
    };
  };

  const manager: SessionManager = {
    async start(request, reply, playerId) {
      const token = randomToken();
      const now = clock();
      // A sign-in replaces the session this browser carried, whoever's it was: an id planted or left behind
      // before the sign-in opens nothing after it.
      const carried = await manager.resolve(request);
      if (carried) await revokeSession(db, carried.sessionId, 'replaced_by_sign_in', now);
      await insertSession(db, {
        playerId,
        tokenHash: sha256(token),
        now,
        expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_MAX_AGE_SECONDS });
      resolved.delete(request);
    },
    async end(request, reply, reason) {
      const player = await manager.resolve(request);
      if (player) await revokeSession(db, player.sessionId, reason, clock());
      manager.clearCookie(reply);
      resolved.set(request, Promise.resolve(null));
    },
    clearCookie(reply) {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
    resolve(request) {
      let player = resolved.get(request);
      if (!player) {
        player = lookup(request);
        resolved.set(request, player);
      }
      return player;
    },
  };
  app.decorate('platformSessions', manager);
  return manager;
}

/** The signed-in player, or null for a visitor (or a session that ended). Looked up once per request. */
export function currentPlayer(request: FastifyRequest): Promise<SignedInPlayer | null> {
  return request.server.platformSessions.resolve(request);
}

/**
 * The signed-in player or a 401 with the error body. Use it as a route's `preHandler` and call it again in the
 * handler to get the player (the lookup is cached per request):
 *
 *   app.post('/api/sportsbook/v3/bets', { preHandler: requirePlayer, schema }, async (request) => {
 *     const player = await requirePlayer(request);
 *   });
 */
export async function requirePlayer(request: FastifyRequest): Promise<SignedInPlayer> {
  const player = await currentPlayer(request);
  if (!player) throw new HttpError(401, 'unauthorized', 'Sign in to continue: there is no live session.');
  return player;
}
