import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { BrokerHandler, ControlMessage } from './broker';
import { disconnects, unsubscribes } from './codes';
import { Hub } from './hub';
import type { NodeCore } from './node-core';
import { type RealtimeNodeOptions, resolveOptions } from './options';
import type { ClientInfo, StreamPosition } from './protocol';
import { Session } from './session';

export interface PresenceEntry {
  clientId: string;
  userId: string;
  connInfo?: unknown;
  chanInfo?: unknown;
}

export interface RealtimeNode {
  /** Completes a WebSocket upgrade for this node (call it from the server's 'upgrade' event). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Serves upgrades on `path` of an HTTP server; other paths are left to other listeners. */
  attach(server: Server, path?: string): void;
  /** Publishes to every subscriber on every node; the publication's position in the channel. */
  publish(channel: string, data: unknown): Promise<StreamPosition>;
  /** Clients subscribed to a channel, on every node, by client id. */
  presence(channel: string): Promise<Record<string, PresenceEntry>>;
  /** Disconnects the user's connections on every node (3503, or 3011 when reconnect is true). */
  disconnectUser(userId: string, options?: { reconnect?: boolean }): Promise<void>;
  /** Connections open on this node. */
  connectionCount(): number;
  /** Disconnects this node's clients (3001 shutdown: they reconnect elsewhere) and stops serving. */
  close(): Promise<void>;
}

const version = '0.1.0';

export function createRealtimeNode(options: RealtimeNodeOptions): RealtimeNode {
  const opts = resolveOptions(options);
  const { broker, logger: log } = opts;
  const core: NodeCore = { opts, hub: new Hub(broker, log), version };
  const sockets = new Set<Session>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: opts.maxMessageBytes,
    perMessageDeflate: false,
  });
  const attached: Array<{
    server: Server;
    listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  }> = [];
  let closing = false;

  const everySession = (fn: (s: Session) => void) => {
    for (const s of [...sockets]) {
      try {
        fn(s);
      } catch (err) {
        log.error({ err, client: s.id }, 'realtime: session callback failed');
      }
    }
  };

  // Broker callbacks never throw back into the broker (an ioredis event handler, a publish call).
  const guarded = (what: string, fn: () => void) => {
    try {
      fn();
    } catch (err) {
      log.error({ err }, `realtime: ${what} delivery failed`);
    }
  };
  const handler: BrokerHandler = {
    onPublication: (channel, pub, epoch) =>
      guarded('publication', () => core.hub.publication(channel, pub, epoch)),
    onJoin: (channel: string, info: ClientInfo) =>
      guarded('join', () => core.hub.joinLeave(channel, 'join', info)),
    onLeave: (channel: string, info: ClientInfo) =>
      guarded('leave', () => core.hub.joinLeave(channel, 'leave', info)),
    onControl: (message: ControlMessage) => {
      if (message.type !== 'disconnect') return;
      const d = message.reconnect ? disconnects.forceReconnect : disconnects.forceNoReconnect;
      everySession((s) => {
        if (s.connected && s.user === message.user) s.disconnect(d);
      });
    },
    // Messages may have been lost: every subscription resubscribes and recovers from history.
    onResync: () =>
      everySession((s) => {
        for (const sub of [...s.subs.values()]) {
          if (sub.status === 'subscribed') s.serverUnsubscribe(sub, unsubscribes.insufficientState);
        }
      }),
  };
  const registered = broker.register(handler);
  registered.catch((err: unknown) => log.error({ err }, 'realtime: broker registration failed'));

  // One ticker drives pings, pong deadlines, token expiry and presence refresh of all sessions.
  const tickMs = Math.max(50, Math.min(1000, opts.pongTimeoutMs / 5));
  let nextPresenceRefresh = Date.now() + opts.presenceTtlMs / 3;
  const ticker = setInterval(() => {
    const now = Date.now();
    everySession((s) => s.tick(now));
    if (now >= nextPresenceRefresh) {
      nextPresenceRefresh = now + opts.presenceTtlMs / 3;
      everySession((s) => {
        for (const sub of s.subs.values()) {
          if (!sub.inPresence || sub.status !== 'subscribed') continue;
          broker.addPresence(sub.channel, s.id, sub.info, opts.presenceTtlMs).catch((err: unknown) => {
            log.warn({ err, channel: sub.channel }, 'realtime: presence refresh failed');
          });
        }
      });
    }
  }, tickMs);
  ticker.unref();

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (closing) {
      socket.destroy();
      return;
    }
    socket.on('error', (err) => log.debug({ err }, 'realtime: upgrade socket error'));
    registered.then(
      () => {
        if (closing || socket.destroyed) {
          socket.destroy();
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          const session = new Session(ws, core);
          sockets.add(session);
          ws.once('close', () => sockets.delete(session));
        });
      },
      () => socket.destroy(),
    );
  }

  return {
    handleUpgrade,
    attach(server, path = '/connection/websocket') {
      const listener = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname === path) handleUpgrade(req, socket, head);
      };
      server.on('upgrade', listener);
      attached.push({ server, listener });
    },
    async publish(channel, data) {
      if (typeof channel !== 'string' || channel === '') throw new TypeError('channel required');
      const text = JSON.stringify(data);
      if (text === undefined) throw new TypeError('data must be JSON-serialisable');
      return broker.publish(channel, text, opts.history);
    },
    async presence(channel) {
      const clients = await broker.presence(channel);
      const out: Record<string, PresenceEntry> = {};
      for (const [clientId, info] of Object.entries(clients)) {
        const entry: PresenceEntry = { clientId, userId: info.user };
        if (info.conn_info !== undefined) entry.connInfo = info.conn_info;
        if (info.chan_info !== undefined) entry.chanInfo = info.chan_info;
        out[clientId] = entry;
      }
      return out;
    },
    async disconnectUser(userId, o = {}) {
      await broker.publishControl({ type: 'disconnect', user: userId, reconnect: o.reconnect === true });
    },
    connectionCount: () => sockets.size,
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(ticker);
      for (const { server, listener } of attached) server.off('upgrade', listener);
      everySession((s) => s.disconnect(disconnects.shutdown));
      const unregister = await registered.catch(() => null);
      unregister?.();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
