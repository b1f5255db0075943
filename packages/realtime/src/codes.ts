// Codes of Centrifugo's client protocol v2, as the Go server (centrifugal/centrifuge: errors.go,
// disconnect.go, unsubscribe.go) defines them. The `centrifuge` SDK acts on the numbers: errors
// below 100 or marked temporary are retried, disconnect codes 3500-3999 stop reconnecting,
// unsubscribe codes from 2500 resubscribe.

export interface ProtocolError {
  readonly code: number;
  readonly message: string;
  readonly temporary?: boolean;
}

export const errors = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  expired: { code: 110, message: 'expired' },
  tooManyRequests: { code: 111, message: 'too many requests', temporary: true },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} as const satisfies Record<string, ProtocolError>;

export interface Disconnect {
  readonly code: number;
  readonly reason: string;
}

export const disconnects = {
  // 3000-3499: the client reconnects.
  shutdown: { code: 3001, reason: 'shutdown' },
  serverError: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  subExpired: { code: 3006, reason: 'subscription expired' },
  slow: { code: 3008, reason: 'slow' },
  writeError: { code: 3009, reason: 'write error' },
  insufficientState: { code: 3010, reason: 'insufficient state' },
  forceReconnect: { code: 3011, reason: 'force reconnect' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  // 3500-3999: the client stays disconnected.
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceNoReconnect: { code: 3503, reason: 'force disconnect' },
  connectionLimit: { code: 3504, reason: 'connection limit' },
  channelLimit: { code: 3505, reason: 'channel limit' },
  permissionDenied: { code: 3507, reason: 'permission denied' },
  notAvailable: { code: 3508, reason: 'not available' },
} as const satisfies Record<string, Disconnect>;

export interface Unsubscribe {
  readonly code: number;
  readonly reason: string;
}

export const unsubscribes = {
  server: { code: 2000, reason: 'server unsubscribe' },
  // From 2500 the client subscribes again on its own (and recovers when it can).
  insufficientState: { code: 2500, reason: 'insufficient state' },
  expired: { code: 2501, reason: 'subscription expired' },
} as const satisfies Record<string, Unsubscribe>;

/** Thrown by an rpc handler (or anything the node calls) to answer with a protocol error. */
export class RealtimeError extends Error {
  readonly code: number;
  readonly temporary: boolean;

  constructor(error: ProtocolError) {
    super(error.message);
    this.name = 'RealtimeError';
    this.code = error.code;
    this.temporary = error.temporary === true;
  }

  toProtocol(): ProtocolError {
    return this.temporary
      ? { code: this.code, message: this.message, temporary: true }
      : { code: this.code, message: this.message };
  }
}
