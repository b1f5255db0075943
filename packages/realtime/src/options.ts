import type { Broker, HistoryOptions } from './broker';

/** How a channel may be used; returned by the app's `channelPolicy`. */
export interface ChannelRules {
  /** Clients may publish into the channel (default false: permission denied). */
  allowPublish?: boolean;
  /** Fossil delta compression when the client asks for it (default true). */
  delta?: boolean;
  /**
   * Subscribers are listed in presence (default false: a broadcast channel with thousands of
   * subscribers gains nothing from it, and with Redis every entry is refreshed periodically).
   */
  presence?: boolean;
  /** Subscribers that ask for join/leave pushes get them (default false). */
  joinLeave?: boolean;
}

export type ChannelPolicy =
  | ({ kind: 'public' } & ChannelRules)
  /** Needs a subscription token whose `sub` is userId and `channel` this channel, on userId's connection. */
  | ({ kind: 'private'; userId: string } & ChannelRules);

export interface RpcContext {
  clientId: string;
  /** Empty for an anonymous connection. */
  userId: string;
  method: string;
  data: unknown;
}

/** Answers an rpc; throw a RealtimeError (e.g. errors.methodNotFound) to answer with its code. */
export type RpcHandler = (ctx: RpcContext) => unknown;

/** pino-compatible. */
export interface RealtimeLogger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RealtimeNodeOptions {
  /** HMAC secret of connection and subscription tokens (at least 32 characters). */
  tokenSecret: string;
  broker: Broker;
  /** null: unknown channel (error 102). */
  channelPolicy: (channel: string) => ChannelPolicy | null | Promise<ChannelPolicy | null>;
  rpc?: RpcHandler;
  /** Server ping period, told to the client (whole seconds on the wire). Default 25 s. */
  pingIntervalMs?: number;
  /** Time a client has to answer a ping. Default 10 s. */
  pongTimeoutMs?: number;
  /** Publications kept per channel for history and recovery. Default 200. */
  historySize?: number;
  /** History is dropped after this long without a publication. Default 10 min. */
  historyTtlMs?: number;
  /** Offset and epoch of an idle channel are kept this long. Default 7 days. */
  historyMetaTtlMs?: number;
  /** Per connection; a client over it is disconnected (3013). Default 100. */
  maxCommandsPerSecond?: number;
  /** Default 128; more gives error 106. */
  maxChannelsPerClient?: number;
  /** Longest channel name. Default 255. */
  maxChannelLength?: number;
  /** Largest frame a client may send. Default 64 KiB. */
  maxMessageBytes?: number;
  /** Unsent bytes a client may hold up before it is dropped as slow (3008). Default 1 MiB. */
  maxBufferedBytes?: number;
  /** A socket must send connect within this. Default 10 s. */
  connectTimeoutMs?: number;
  /** Grace after a connection token's exp before disconnecting (3005). Default 25 s. */
  expiredCloseDelayMs?: number;
  /** Grace after a subscription token's exp before unsubscribing (2501). Default 25 s. */
  expiredSubCloseDelayMs?: number;
  /** Presence entries of a node that stopped refreshing them vanish after this. Default 60 s. */
  presenceTtlMs?: number;
  logger?: RealtimeLogger;
}

export interface ResolvedOptions {
  tokenSecret: string;
  broker: Broker;
  channelPolicy: RealtimeNodeOptions['channelPolicy'];
  rpc: RpcHandler | undefined;
  pingIntervalMs: number;
  pongTimeoutMs: number;
  history: HistoryOptions;
  maxCommandsPerSecond: number;
  maxChannelsPerClient: number;
  maxChannelLength: number;
  maxMessageBytes: number;
  maxBufferedBytes: number;
  connectTimeoutMs: number;
  expiredCloseDelayMs: number;
  expiredSubCloseDelayMs: number;
  presenceTtlMs: number;
  logger: RealtimeLogger;
}

const silent: RealtimeLogger = { debug() {}, info() {}, warn() {}, error() {} };

function positive(name: string, value: number | undefined, fallback: number): number {
  const v = value ?? fallback;
  if (!Number.isFinite(v) || v <= 0) throw new RangeError(`${name} must be a positive number`);
  return v;
}

export function resolveOptions(o: RealtimeNodeOptions): ResolvedOptions {
  if (typeof o.tokenSecret !== 'string' || o.tokenSecret.length < 32) {
    throw new RangeError('tokenSecret must be at least 32 characters');
  }
  const pingIntervalMs = positive('pingIntervalMs', o.pingIntervalMs, 25_000);
  const pongTimeoutMs = positive('pongTimeoutMs', o.pongTimeoutMs, 10_000);
  if (pongTimeoutMs >= pingIntervalMs)
    throw new RangeError('pongTimeoutMs must be shorter than pingIntervalMs');
  return {
    tokenSecret: o.tokenSecret,
    broker: o.broker,
    channelPolicy: o.channelPolicy,
    rpc: o.rpc,
    pingIntervalMs,
    pongTimeoutMs,
    history: {
      size: Math.floor(positive('historySize', o.historySize, 200)),
      ttlMs: positive('historyTtlMs', o.historyTtlMs, 600_000),
      metaTtlMs: positive('historyMetaTtlMs', o.historyMetaTtlMs, 7 * 24 * 3600_000),
    },
    maxCommandsPerSecond: positive('maxCommandsPerSecond', o.maxCommandsPerSecond, 100),
    maxChannelsPerClient: positive('maxChannelsPerClient', o.maxChannelsPerClient, 128),
    maxChannelLength: positive('maxChannelLength', o.maxChannelLength, 255),
    maxMessageBytes: positive('maxMessageBytes', o.maxMessageBytes, 65_536),
    maxBufferedBytes: positive('maxBufferedBytes', o.maxBufferedBytes, 1_048_576),
    connectTimeoutMs: positive('connectTimeoutMs', o.connectTimeoutMs, 10_000),
    expiredCloseDelayMs: positive('expiredCloseDelayMs', o.expiredCloseDelayMs, 25_000),
    expiredSubCloseDelayMs: positive('expiredSubCloseDelayMs', o.expiredSubCloseDelayMs, 25_000),
    presenceTtlMs: positive('presenceTtlMs', o.presenceTtlMs, 60_000),
    logger: o.logger ?? silent,
  };
}
