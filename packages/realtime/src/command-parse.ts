import type { Command, ConnectRequest, HistoryRequest, SubscribeRequest } from './protocol';

// Parses one WebSocket text frame: newline-delimited JSON commands. Anything that is not the
// protocol (bad JSON, a wrong field type, no or several methods) rejects the whole frame, and
// the caller disconnects the client with "bad request", as the Go server does.

export type ParseResult = { ok: true; commands: Command[] } | { ok: false; reason: string };

class ProtocolViolation extends Error {}

const methods = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
] as const;
type Method = (typeof methods)[number];

function fail(reason: string): never {
  throw new ProtocolViolation(reason);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads typed fields of one request object; a present field of the wrong type is a violation. */
class Fields {
  constructor(
    private readonly obj: Record<string, unknown>,
    private readonly where: string,
  ) {}

  string(key: string): string {
    const value = this.obj[key];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') fail(`${this.where}.${key} must be a string`);
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === '') fail(`${this.where}.${key} is required`);
    return value;
  }

  bool(key: string): boolean {
    const value = this.obj[key];
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') fail(`${this.where}.${key} must be a boolean`);
    return value;
  }

  /** Non-negative safe integer (offsets, flags, ids). */
  uint(key: string): number {
    const value = this.obj[key];
    if (value === undefined || value === null) return 0;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      fail(`${this.where}.${key} must be a non-negative integer`);
    }
    return value;
  }

  /** Signed integer (history limit: -1 means "no limit"). */
  int(key: string): number {
    const value = this.obj[key];
    if (value === undefined || value === null) return 0;
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      fail(`${this.where}.${key} must be an integer`);
    return value;
  }

  has(key: string): boolean {
    return this.obj[key] !== undefined && this.obj[key] !== null;
  }

  raw(key: string): unknown {
    return this.obj[key];
  }

  object(key: string): Fields | undefined {
    const value = this.obj[key];
    if (value === undefined || value === null) return undefined;
    if (!isRecord(value)) fail(`${this.where}.${key} must be an object`);
    return new Fields(value, `${this.where}.${key}`);
  }
}

function parseConnect(f: Fields): ConnectRequest {
  const req: ConnectRequest = { token: f.string('token') };
  if (f.has('data')) req.data = f.raw('data');
  const name = f.string('name');
  if (name) req.name = name;
  const version = f.string('version');
  if (version) req.version = version;
  // `subs` (server-side subscriptions to recover) and `headers` are accepted and unused.
  f.object('subs');
  f.object('headers');
  return req;
}

function parseSubscribe(f: Fields): SubscribeRequest {
  return {
    channel: f.requiredString('channel'),
    token: f.string('token'),
    recover: f.bool('recover'),
    offset: f.uint('offset'),
    epoch: f.string('epoch'),
    joinLeave: f.bool('join_leave'),
    delta: f.string('delta'),
    flag: f.uint('flag'),
    type: f.uint('type'),
    hasTagsFilter: f.has('tf'),
  };
}

function parseHistory(f: Fields): HistoryRequest {
  const req: HistoryRequest = {
    channel: f.requiredString('channel'),
    limit: f.int('limit'),
    reverse: f.bool('reverse'),
  };
  const since = f.object('since');
  if (since) req.since = { offset: since.uint('offset'), epoch: since.string('epoch') };
  return req;
}

function parseMethod(method: Method, id: number, f: Fields): Command {
  switch (method) {
    case 'connect':
      return { kind: 'connect', id, req: parseConnect(f) };
    case 'subscribe':
      return { kind: 'subscribe', id, req: parseSubscribe(f) };
    case 'unsubscribe':
      return { kind: 'unsubscribe', id, channel: f.requiredString('channel') };
    case 'publish':
      if (!f.has('data')) fail('publish.data is required');
      return { kind: 'publish', id, channel: f.requiredString('channel'), data: f.raw('data') };
    case 'presence':
      return { kind: 'presence', id, channel: f.requiredString('channel') };
    case 'presence_stats':
      return { kind: 'presence_stats', id, channel: f.requiredString('channel') };
    case 'history':
      return { kind: 'history', id, req: parseHistory(f) };
    case 'rpc':
      return { kind: 'rpc', id, method: f.string('method'), data: f.raw('data') ?? null };
    case 'refresh':
      return { kind: 'refresh', id, token: f.requiredString('token') };
    case 'sub_refresh':
      return { kind: 'sub_refresh', id, channel: f.requiredString('channel'), token: f.string('token') };
    case 'ping':
      return { kind: 'ping', id };
    case 'send':
      return { kind: 'send', id };
  }
}

function parseCommand(value: unknown): Command {
  if (!isRecord(value)) fail('command must be an object');
  const top = new Fields(value, 'command');
  const id = top.uint('id');
  if (id > 0xffffffff) fail('command id out of range');
  const present = methods.filter((m) => value[m] !== undefined && value[m] !== null);
  if (present.length === 0) {
    // An empty command without id is the client's pong to a server ping.
    if (id === 0 && Object.keys(value).every((k) => k === 'id')) return { kind: 'pong' };
    fail('unknown method');
  }
  if (present.length > 1) fail('several methods in one command');
  const method = present[0] as Method;
  const body = top.object(method) ?? fail(`${method} must be an object`);
  // Every command but send (fire and forget) needs an id to answer to.
  if (id === 0 && method !== 'send') fail('command id required');
  return parseMethod(method, id, body);
}

export function parseFrame(text: string): ParseResult {
  const commands: Command[] = [];
  try {
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        fail('malformed JSON');
      }
      commands.push(parseCommand(value));
    }
  } catch (err) {
    if (err instanceof ProtocolViolation) return { ok: false, reason: err.message };
    throw err;
  }
  if (commands.length === 0) return { ok: false, reason: 'empty frame' };
  return { ok: true, commands };
}
