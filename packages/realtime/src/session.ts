import { randomUUID } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import { type Disconnect, disconnects, type ProtocolError, type Unsubscribe, unsubscribes } from './codes';
import { parseFrame } from './command-parse';
import { handleCommand } from './commands';
import type { PublicationPush } from './fanout';
import type { ChannelMember } from './hub';
import type { NodeCore } from './node-core';
import type { ChannelPolicy } from './options';
import { Outbox, type OutgoingMessage } from './outbox';
import { type ClientInfo, type Command, errorReplyText, pushText, replyText } from './protocol';
import { TokenBucket } from './rate-limit';

export interface SubscriptionState {
  readonly channel: string;
  readonly policy: ChannelPolicy;
  status: 'subscribing' | 'subscribed';
  /** Publications that arrive while the subscribe reply is being prepared. */
  buffer: PublicationPush[] | null;
  /** Position of the last publication the client has (or will have from the reply). */
  offset: number;
  epoch: string;
  delta: boolean;
  /** Offset of the payload the client holds as its delta base; 0 when it has none. */
  deltaBase: number;
  /** Subscription token expiry, seconds; 0 when none. */
  expireAt: number;
  joinLeave: boolean;
  info: ClientInfo;
  inPresence: boolean;
}

// Most commands queued for one connection; more means a client flooding faster than we answer.
const maxPendingCommands = 256;

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(new Uint8Array(data)).toString('utf8');
  return data.toString('utf8');
}

/** One WebSocket connection speaking the client protocol. */
export class Session implements ChannelMember {
  readonly id = randomUUID();
  user = '';
  connInfo: unknown;
  /** Connection token expiry, seconds; 0 when none. */
  exp = 0;
  connected = false;
  /** A failed connect leaves the connection unusable: its next command is a bad request. */
  unusable = false;
  closed = false;
  readonly subs = new Map<string, SubscriptionState>();
  private readonly outbox: Outbox;
  private readonly limiter: TokenBucket;
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  private readonly connectDeadline: number;
  private nextPingAt = 0;
  private pongDeadline = 0;

  constructor(
    private readonly ws: WebSocket,
    readonly core: NodeCore,
  ) {
    const { opts } = core;
    this.outbox = new Outbox(ws, opts.maxBufferedBytes, () => this.disconnect(disconnects.slow));
    this.limiter = new TokenBucket(opts.maxCommandsPerSecond);
    this.connectDeadline = Date.now() + opts.connectTimeoutMs;
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', () => this.teardown());
    ws.on('error', (err) => opts.logger.debug({ err, client: this.id }, 'realtime: socket error'));
  }

  get log() {
    return this.core.opts.logger;
  }

  clientInfo(chanInfo?: unknown): ClientInfo {
    const info: ClientInfo = { client: this.id, user: this.user };
    if (this.connInfo !== undefined) info.conn_info = this.connInfo;
    if (chanInfo !== undefined) info.chan_info = chanInfo;
    return info;
  }

  write(message: OutgoingMessage): void {
    if (!this.closed) this.outbox.write(message);
  }

  reply(id: number, field: string, resultText: string): void {
    this.write(replyText(id, field, resultText));
  }

  replyError(id: number, error: ProtocolError): void {
    this.write(errorReplyText(id, error));
  }

  /** Ends the connection with a protocol disconnect code (WebSocket close frame). */
  disconnect(d: Disconnect): void {
    if (this.closed) return;
    const slow = d.code === disconnects.slow.code;
    this.outbox.close(!slow);
    this.teardown();
    try {
      this.ws.close(d.code, d.reason);
    } catch (err) {
      this.log.debug({ err, client: this.id }, 'realtime: close failed');
    }
    // A client that never completes the closing handshake (or cannot read: slow) is cut off.
    setTimeout(() => this.ws.terminate(), slow ? 1000 : 5000).unref();
  }

  /** Forgets the connection's state: subscriptions, presence, the node's registry. */
  private teardown(): void {
    if (this.closed) return;
    this.closed = true;
    this.outbox.close(false);
    for (const sub of [...this.subs.values()]) this.dropSubscription(sub);
  }

  /** Removes a subscription here and on the broker (presence, leave). */
  dropSubscription(sub: SubscriptionState): void {
    if (this.subs.get(sub.channel) !== sub) return;
    this.subs.delete(sub.channel);
    const { hub, opts } = this.core;
    hub.remove(sub.channel, this);
    if (sub.inPresence) {
      opts.broker.removePresence(sub.channel, this.id).catch((err: unknown) => {
        this.log.warn({ err, channel: sub.channel }, 'realtime: presence removal failed');
      });
    }
    if (sub.status === 'subscribed' && sub.policy.joinLeave) {
      opts.broker.publishLeave(sub.channel, sub.info).catch((err: unknown) => {
        this.log.warn({ err, channel: sub.channel }, 'realtime: leave failed');
      });
    }
  }

  /** The server ends a subscription; codes from 2500 make the client subscribe again. */
  serverUnsubscribe(sub: SubscriptionState, u: Unsubscribe): void {
    this.dropSubscription(sub);
    this.write(pushText(sub.channel, 'unsubscribe', JSON.stringify({ code: u.code, reason: u.reason })));
  }

  deliverPublication(channel: string, push: PublicationPush): void {
    const sub = this.subs.get(channel);
    if (!sub || this.closed) return;
    if (sub.status === 'subscribing') {
      sub.buffer?.push(push);
      return;
    }
    this.deliverInOrder(sub, push);
  }

  /** Sends the publication that follows the client's position; a gap makes it resync. */
  deliverInOrder(sub: SubscriptionState, push: PublicationPush): void {
    const { pub, epoch } = push;
    if (epoch !== sub.epoch) {
      if (sub.epoch !== '') {
        this.serverUnsubscribe(sub, unsubscribes.insufficientState);
        return;
      }
      sub.epoch = epoch;
    }
    if (pub.offset <= sub.offset) return;
    if (pub.offset > sub.offset + 1) {
      this.serverUnsubscribe(sub, unsubscribes.insufficientState);
      return;
    }
    sub.offset = pub.offset;
    if (!sub.delta) {
      this.write(push.plain());
      return;
    }
    const delta = sub.deltaBase === pub.offset - 1 ? push.delta() : null;
    this.write(delta ?? push.full());
    sub.deltaBase = pub.offset;
  }

  deliverJoinLeave(channel: string, kind: 'join' | 'leave', info: ClientInfo): void {
    const sub = this.subs.get(channel);
    if (sub?.status !== 'subscribed' || !sub.joinLeave || this.closed) return;
    this.write(pushText(channel, kind, JSON.stringify({ info })));
  }

  markConnected(): void {
    this.connected = true;
    const interval = this.core.opts.pingIntervalMs;
    // The first ping comes between half and one interval in, so reconnect waves spread out.
    this.nextPingAt = Date.now() + interval / 2 + Math.random() * (interval / 2);
  }

  /** Timers of the connection, driven by the node's ticker. */
  tick(now: number): void {
    if (this.closed) return;
    const { opts } = this.core;
    if (!this.connected) {
      if (now >= this.connectDeadline) this.disconnect(disconnects.stale);
      return;
    }
    if (this.pongDeadline > 0 && now >= this.pongDeadline) {
      this.disconnect(disconnects.noPong);
      return;
    }
    if (this.exp > 0 && now >= this.exp * 1000 + opts.expiredCloseDelayMs) {
      this.disconnect(disconnects.expired);
      return;
    }
    if (this.pongDeadline === 0 && now >= this.nextPingAt) {
      this.write('{}');
      this.pongDeadline = now + opts.pongTimeoutMs;
      this.nextPingAt = now + opts.pingIntervalMs;
    }
    for (const sub of [...this.subs.values()]) {
      if (sub.expireAt > 0 && now >= sub.expireAt * 1000 + opts.expiredSubCloseDelayMs) {
        this.serverUnsubscribe(sub, unsubscribes.expired);
      }
    }
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    try {
      if (isBinary) {
        this.disconnect(disconnects.badRequest);
        return;
      }
      const text = rawText(data);
      const parsed = parseFrame(text);
      if (!parsed.ok) {
        this.log.info({ client: this.id, reason: parsed.reason }, 'realtime: bad frame');
        this.disconnect(disconnects.badRequest);
        return;
      }
      if (
        !this.limiter.take(parsed.commands.length) ||
        this.pending + parsed.commands.length > maxPendingCommands
      ) {
        this.log.info({ client: this.id, user: this.user }, 'realtime: command flood');
        this.disconnect(disconnects.tooManyRequests);
        return;
      }
      for (const cmd of parsed.commands) this.enqueue(cmd);
    } catch (err) {
      this.log.error({ err, client: this.id }, 'realtime: frame handling failed');
      this.disconnect(disconnects.serverError);
    }
  }

  private enqueue(cmd: Command): void {
    if (cmd.kind === 'pong') {
      // Answered at once: a pong must not wait behind a slow command.
      if (!this.connected || this.pongDeadline === 0) this.disconnect(disconnects.badRequest);
      else this.pongDeadline = 0;
      return;
    }
    this.pending += 1;
    this.chain = this.chain
      .then(() => this.run(cmd))
      .catch((err: unknown) => {
        this.log.error({ err, client: this.id, command: cmd.kind }, 'realtime: command failed');
        this.disconnect(disconnects.serverError);
      })
      .finally(() => {
        this.pending -= 1;
      });
  }

  private async run(cmd: Exclude<Command, { kind: 'pong' }>): Promise<void> {
    if (this.closed) return;
    if (this.unusable || (!this.connected && cmd.kind !== 'connect')) {
      this.disconnect(disconnects.badRequest);
      return;
    }
    if (cmd.kind === 'send') return; // Asynchronous messages are accepted and not used.
    await handleCommand(this, cmd);
  }
}
