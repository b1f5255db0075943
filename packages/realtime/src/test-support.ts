// Helpers for this package's tests: an HTTP server on 127.0.0.1 with a realtime node, the real
// `centrifuge` client over `ws`, and a raw WebSocket client for protocol-level cases.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Centrifuge, type Options } from 'centrifuge';
import WebSocket from 'ws';
import { createMemoryBroker } from './memory-broker';
import { createRealtimeNode, type RealtimeNode } from './node';
import type { ChannelPolicy, RealtimeNodeOptions } from './options';
import { signConnectionToken, signSubscriptionToken } from './tokens';

export const secret = 'test-secret-0123456789-abcdefghijklmnopq';

export function testPolicy(channel: string): ChannelPolicy | null {
  if (channel.startsWith('public:')) return { kind: 'public', presence: true };
  if (channel.startsWith('chat:'))
    return { kind: 'public', allowPublish: true, joinLeave: true, presence: true };
  if (channel.startsWith('nodelta:')) return { kind: 'public', delta: false };
  if (channel.startsWith('player:')) return { kind: 'private', userId: channel.slice('player:'.length) };
  return null;
}

export interface TestServer {
  url: string;
  node: RealtimeNode;
  server: Server;
  /** Cuts every TCP connection without a closing handshake, as a network drop does. */
  dropConnections(): void;
  /** While blocked, new WebSocket upgrades are refused. */
  blockUpgrades(blocked: boolean): void;
  close(): Promise<void>;
}

export async function startServer(options: Partial<RealtimeNodeOptions> = {}): Promise<TestServer> {
  const node = createRealtimeNode({
    tokenSecret: secret,
    broker: createMemoryBroker(),
    channelPolicy: testPolicy,
    ...options,
  });
  const server = createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  const sockets = new Set<Socket>();
  let blocked = false;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (req, socket, head) => {
    if (blocked) socket.destroy();
    else node.handleUpgrade(req, socket, head);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/connection/websocket`,
    node,
    server,
    dropConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
    blockUpgrades: (b) => {
      blocked = b;
    },
    close: async () => {
      await node.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const clients = new Set<Centrifuge>();

export function newClient(url: string, options: Partial<Options> = {}): Centrifuge {
  const client = new Centrifuge(url, {
    websocket: WebSocket,
    minReconnectDelay: 50,
    maxReconnectDelay: 200,
    ...options,
  });
  clients.add(client);
  return client;
}

export function disconnectClients(): void {
  for (const client of clients) client.disconnect();
  clients.clear();
}

/**
 * An `exp` at least `s` seconds away. Rounded up: rounded down, a 1-second token lived 0 to 1 s and was already
 * expired when the server read it if a second turned in between.
 */
export const inSeconds = (s: number) => Math.ceil(Date.now() / 1000) + s;

export function connectionToken(user: string, ttlSeconds = 600, info?: unknown): Promise<string> {
  return signConnectionToken({ sub: user, exp: inSeconds(ttlSeconds), info }, secret);
}

export function subscriptionToken(user: string, channel: string, ttlSeconds = 600): Promise<string> {
  return signSubscriptionToken({ sub: user, channel, exp: inSeconds(ttlSeconds) }, secret);
}

/** Polls until `check` returns a value other than undefined/false. */
export async function until<T>(check: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Like until, for an asynchronous check. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** A WebSocket speaking the protocol by hand: sends frames, collects parsed replies and pushes. */
export class RawClient {
  readonly messages: Record<string, unknown>[] = [];
  readonly frames: string[] = [];
  closeCode: number | null = null;
  closeReason = '';
  private readonly ws: WebSocket;
  readonly opened: Promise<unknown>;
  readonly closed: Promise<unknown>;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.opened = once(this.ws, 'open');
    this.closed = once(this.ws, 'close');
    this.ws.on('error', () => {});
    this.ws.on('message', (data) => {
      const text = data.toString();
      this.frames.push(text);
      for (const line of text.split('\n')) if (line.trim() !== '') this.messages.push(JSON.parse(line));
    });
    this.ws.on('close', (code, reason) => {
      this.closeCode = code;
      this.closeReason = reason.toString();
    });
  }

  send(frame: string | Buffer, binary = false): void {
    this.ws.send(frame, { binary });
  }

  sendCommands(...commands: object[]): void {
    this.send(commands.map((c) => JSON.stringify(c)).join('\n'));
  }

  reply(id: number, timeoutMs = 5000): Promise<Record<string, unknown>> {
    return until(() => this.messages.find((m) => m.id === id), timeoutMs);
  }

  async closedWith(timeoutMs = 5000): Promise<number> {
    return until(() => this.closeCode ?? undefined, timeoutMs);
  }

  /** Stops reading from the socket, so the server's writes back up. */
  pauseReading(): void {
    const socket = (this.ws as unknown as { _socket?: Socket })._socket;
    socket?.pause();
  }

  close(): void {
    this.ws.terminate();
  }
}
