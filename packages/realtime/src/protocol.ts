// Shapes of Centrifugo's client protocol v2 in its JSON form: what the client sends (commands,
// parsed by command-parse.ts) and what the server writes (replies with the command's id, pushes
// without one). Field names follow the protocol's JSON names.

export interface ConnectRequest {
  token: string;
  data?: unknown;
  name?: string;
  version?: string;
}

export interface SubscribeRequest {
  channel: string;
  token: string;
  recover: boolean;
  offset: number;
  epoch: string;
  joinLeave: boolean;
  delta: string;
  flag: number;
  /** Map and shared-poll subscriptions (type >= 1) are not served here. */
  type: number;
  hasTagsFilter: boolean;
}

export interface HistoryRequest {
  channel: string;
  limit: number;
  since?: { offset: number; epoch: string };
  reverse: boolean;
}

export type Command =
  | { kind: 'pong' }
  | { kind: 'send'; id: number }
  | { kind: 'connect'; id: number; req: ConnectRequest }
  | { kind: 'subscribe'; id: number; req: SubscribeRequest }
  | { kind: 'unsubscribe'; id: number; channel: string }
  | { kind: 'publish'; id: number; channel: string; data: unknown }
  | { kind: 'presence'; id: number; channel: string }
  | { kind: 'presence_stats'; id: number; channel: string }
  | { kind: 'history'; id: number; req: HistoryRequest }
  | { kind: 'rpc'; id: number; method: string; data: unknown }
  | { kind: 'refresh'; id: number; token: string }
  | { kind: 'sub_refresh'; id: number; channel: string; token: string }
  | { kind: 'ping'; id: number };

export type CommandWithId = Exclude<Command, { kind: 'pong' } | { kind: 'send' }>;

/** Who is behind a connection, as presence, join and leave carry it. */
export interface ClientInfo {
  client: string;
  user: string;
  conn_info?: unknown;
  chan_info?: unknown;
}

/** A publication as a broker stores and fans it out: data is JSON text, kept as text. */
export interface StoredPublication {
  offset: number;
  data: string;
}

export interface StreamPosition {
  offset: number;
  epoch: string;
}

/** The `bodies` below are JSON text: data goes in verbatim, never parsed and re-encoded. */
export function publicationBody(pub: StoredPublication, dataText: string, delta: boolean): string {
  return delta
    ? `{"data":${dataText},"offset":${pub.offset},"delta":true}`
    : `{"data":${dataText},"offset":${pub.offset}}`;
}

export function pushText(
  channel: string,
  field: 'pub' | 'join' | 'leave' | 'unsubscribe',
  body: string,
): string {
  return `{"push":{"channel":${JSON.stringify(channel)},"${field}":${body}}}`;
}

export function replyText(id: number, field: string, resultText: string): string {
  return `{"id":${id},"${field}":${resultText}}`;
}

export function errorReplyText(
  id: number,
  error: { code: number; message: string; temporary?: boolean },
): string {
  return JSON.stringify({ id, error });
}
